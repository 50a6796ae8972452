import { SCALE_IDS } from '../../engine';
import type { GameEntry, GameSummary } from './entry';

/** What the library says of the rules a game is played under: edition, scale and profile, each null when not known. */
export interface EntryFacts {
  edition: NonNullable<GameSummary['edition']> | null;
  scale: NonNullable<GameSummary['scale']> | null;
  /** The rules profile's name; null: the seeds' own numbers; undefined: not known. */
  profile: string | null | undefined;
}

/** A field of an object, or undefined when the value is not an object. */
function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/**
 * The edition, scale and profile of a saved game: from its summary, or, for an entry saved before the summary held
 * them, read from the setup of its stored log without replaying it (anything not there as expected stays unknown).
 */
export function entryFacts(entry: Pick<GameEntry, 'summary' | 'log'>): EntryFacts {
  const setup = field(entry.log, 'setup');
  const edition = entry.summary.edition ?? field(setup, 'edition');
  const scale = entry.summary.scale ?? field(setup, 'scale');
  const named = field(field(setup, 'profile'), 'name');
  const profile = entry.summary.profile !== undefined ? entry.summary.profile : typeof setup !== 'object' || setup === null ? undefined : typeof named === 'string' ? named : null;
  return {
    edition: edition === '2023' || edition === '2020' ? edition : null,
    scale: SCALE_IDS.find((id) => id === scale) ?? null,
    profile,
  };
}
