import { agvPack } from '../../packs/agv';
import { ccnPack } from '../../packs/ccn';
import { formatHash, type LinkableView } from '../navigation';
import { agvFacts, ccnFacts } from '../reference/packFacts';
import type { GameId } from '../words/packs';

type PackGame = Exclude<GameId, 'meg'>;

const cache = new Map<PackGame, ReadonlyMap<string, string>>();

/** Each source a pack cites ("003 Forest", "004 How does terrain affect firing?") and the reference entry that shows it. */
function entriesBySource(game: PackGame): ReadonlyMap<string, string> {
  let map = cache.get(game);
  if (!map) {
    const load = game === 'ccn' ? ccnPack() : agvPack();
    const facts = !load.ok ? [] : 'terrain' in load.pack ? ccnFacts(load.pack.file) : agvFacts(load.pack.file);
    const pairs: [string, string][] = [];
    for (const f of facts) for (const source of f.source.split('; ')) if (!pairs.some(([s]) => s === source)) pairs.push([source, f.key]);
    map = new Map(pairs);
    cache.set(game, map);
  }
  return map;
}

/**
 * The address of the reference entry that shows a cited source, opened from `from` (so its Back returns
 * there), or null when no entry shows it.
 */
export function sourceHref(game: PackGame, source: string, from: LinkableView): string | null {
  const entry = entriesBySource(game).get(source);
  return entry ? formatHash('reference', { section: 'otherPacks', part: game, entry, from }) : null;
}
