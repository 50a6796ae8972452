import type { Rules } from '../../engine';
import { andList } from '../words/vocab';
import { catalogue, msg } from '../words/catalogue';

type Demand = Rules['editions']['2023']['density'][number]['compulsory'];

/** The parts of what the compulsory terrain of a density must contain (PBS 9.B), joined as a list by `demandWords`. */
export const demandPartWords = catalogue({
  difficult: msg<{ n: number }>('{n} Difficult'),
  roughOrGood: msg<{ n: number }>('{n} Rough or Good'),
  any: msg<{ n: number }>('{n} of any type'),
} as const);

/** What the compulsory terrain of a density must contain, in the words of PBS 9.B ('' when it need contain nothing). */
export function demandWords(demand: Demand): string {
  const parts: string[] = [];
  if (demand.difficult) parts.push(demandPartWords.difficult({ n: demand.difficult }));
  if (demand.roughOrGood) parts.push(demandPartWords.roughOrGood({ n: demand.roughOrGood }));
  if (demand.any) parts.push(demandPartWords.any({ n: demand.any }));
  return parts.length ? andList(parts) : '';
}
