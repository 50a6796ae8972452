import { GAME_WORDS, type GameId } from '../words/packs';
import { packDisabledText } from '../packs/words';
import { fact, joinSources, type Fact } from './fact';
import type { PackFacts } from './referenceModel';
import { PACK_FACT_WORDS as W } from './factWords';
import { q } from './said';

/** A game's part of the reference from what its pack loaded: its cards under its file's title (quoted), or why the pack did not load (the rest of the reference still shows). */
export function packPart<P>(game: Exclude<GameId, 'meg'>, load: { ok: true; pack: P } | { ok: false; error: string }, view: (pack: P) => Omit<PackFacts, 'id' | 'title' | 'disabled'> & { title: string }): PackFacts {
  if (load.ok) {
    const part = view(load.pack);
    return { id: game, ...part, title: [q(part.title)], disabled: null };
  }
  const { body, details } = packDisabledText(game, load.error);
  return { id: game, title: GAME_WORDS[game].name, source: '', facts: [], disabled: { body, details } };
}

/** The pack's readings where its seed is silent, each flagged, so a cited reading opens on its own card. */
export function readingsFact(key: string, readings: readonly { id: string; text: string; source: string }[], fallback: string): Fact {
  return fact(key, W.readingsTitle, joinSources(readings, fallback), {
    lines: readings.map((r) => [q(r.text), W.openSource, q(r.source), W.closeSource]),
    flags: [{ kind: 'Assumption', note: W.readingsNote }],
  });
}
