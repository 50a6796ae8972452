import { rules } from '../store';
import { logProblemText } from '../words/logProblem';
import type { KeptEntry } from './entry';
import { keptProblem } from './migrate';

/**
 * Why an old save kept as it was cannot be opened, read again from its data so it is said in the language on screen;
 * what the entry keeps (the same words in every language, or an earlier version's English) if it now reads.
 */
export function keptEntryText(entry: KeptEntry): string {
  const problem = keptProblem(rules(), entry);
  return problem ? logProblemText(rules(), problem).message : entry.message;
}
