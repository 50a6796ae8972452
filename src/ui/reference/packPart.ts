import { GAME_WORDS, packDisabledText, type GameId } from '../words/packs';
import { fact, joinSources, type Fact } from './fact';
import type { PackFacts } from './referenceModel';

/** A game's part of the reference from what its pack loaded: its cards, or why the pack did not load (the rest of the reference still shows). */
export function packPart<P>(game: Exclude<GameId, 'meg'>, load: { ok: true; pack: P } | { ok: false; error: string }, view: (pack: P) => Omit<PackFacts, 'id' | 'disabled'>): PackFacts {
  if (load.ok) return { id: game, ...view(load.pack), disabled: null };
  const { body, details } = packDisabledText(game, load.error);
  return { id: game, title: GAME_WORDS[game].name, source: '', facts: [], disabled: { body, details } };
}

/** The pack's readings where its seed is silent, each flagged, so a cited reading opens on its own card. */
export function readingsFact(key: string, readings: readonly { id: string; text: string; source: string }[], fallback: string): Fact {
  return fact(key, 'Readings: what the source leaves open', joinSources(readings, fallback), {
    lines: readings.map((r) => `${r.text} (${r.source})`),
    flags: [{ kind: 'Assumption', note: 'These are the app’s readings where the source is silent or unclear, not the source’s words.' }],
  });
}
