import type { Category, EditionId, Rules } from '../../engine';
import { DENSITIES, flankWords } from '../components/PbsBoard';
import { territoryWords } from './territoryWords';
import { CATEGORY_WORDS, DENSITY_WORDS } from '../words/vocab';

/** Going categories, best going first, as the terrain tables list them. */
const CATEGORIES = Object.keys(CATEGORY_WORDS) as Category[];

/**
 * What a territory holds, in one line for its choice (PBS 8.B): its terrain types by category, the
 * secure flanks and the densities of the squares the army counter may stand on (2020: only the
 * squares of that territory type on the generic map), from the edition's data.
 */
export function territoryHoldings(rules: Rules, edition: EditionId, id: string): string | null {
  const territory = rules.territoryIndex[edition][id];
  const squares = rules.squares[edition][id]?.flat().filter((s) => s.inTerritory);
  if (!territory || !squares || squares.length === 0) return null;
  const counts = CATEGORIES.map((c): [Category, number] => [c, territory.terrain.filter((t) => t.category === c).length]).filter(([, n]) => n > 0);
  const flanks = [...new Set(squares.filter((s) => s.flank.kind !== 'none').map((s) => flankWords(rules, territory, s)))];
  const densities = DENSITIES.filter((d) => squares.some((s) => s.density === d));
  const total = rules.squares[edition][id]?.flat().length ?? squares.length;
  const W = territoryWords;
  const parts = [
    W.terrain({ count: territory.terrain.length, categories: counts.map(([category, n]) => W.category({ n, category: CATEGORY_WORDS[category] })) }),
    W.flanks({ count: flanks.length, names: flanks.join(W.flankSeparator) }),
    W.densities({ same: densities[0] === densities.at(-1), from: DENSITY_WORDS[densities[0]!], to: DENSITY_WORDS[densities.at(-1)!] }),
    ...(squares.length < total ? [W.squares({ count: squares.length, total })] : []),
  ];
  return W.line({ parts: parts.join(W.partSeparator) });
}
