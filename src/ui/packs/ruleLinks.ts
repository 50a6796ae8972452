import { formatHash, type LinkableView } from '../navigation';
import type { PackFacts } from '../reference/referenceModel';

/** A game's part of the reference as its pack builds it (`ccnReference`, `agvReference`). */
export type PackReference = () => PackFacts;

const cache = new WeakMap<PackReference, { part: string; entries: ReadonlyMap<string, string> }>();

/** Each source a pack cites ("003 Forest", "004 How does terrain affect firing?") and the reference entry that shows it, built once. */
function entriesBySource(reference: PackReference): { part: string; entries: ReadonlyMap<string, string> } {
  let found = cache.get(reference);
  if (!found) {
    const { id, facts } = reference();
    const pairs: [string, string][] = [];
    for (const f of facts) for (const source of f.source.split('; ')) if (!pairs.some(([s]) => s === source)) pairs.push([source, f.key]);
    found = { part: id, entries: new Map(pairs) };
    cache.set(reference, found);
  }
  return found;
}

/**
 * The address of the reference entry that shows a cited source, opened from `from` (so its Back returns
 * there), or null when no entry shows it.
 */
export function sourceHref(reference: PackReference, source: string, from: LinkableView): string | null {
  const { part, entries } = entriesBySource(reference);
  const entry = entries.get(source);
  return entry ? formatHash('reference', { section: 'otherPacks', part, entry, from }) : null;
}
