import { rulesVersionOf, SCALE_IDS } from '../../engine';
import type { GameEntry, GameSummary } from './entry';

/** What the library says of the rules a game is played under: edition, app rules, scale and profile, each null when not known. */
export interface EntryFacts {
  edition: NonNullable<GameSummary['edition']> | null;
  /** The app rules version (issue 34): from the summary, else from the stored setup (a setup naming none read under the rules of its log version). */
  rulesVersion: number | null;
  scale: NonNullable<GameSummary['scale']> | null;
  /** The rules profile's name; null: the seeds' own numbers; undefined: not known. */
  profile: string | null | undefined;
}

/** A field of an object, or undefined when the value is not an object. */
function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/** The app rules of a stored setup: the version it names, else those of a game saved before setups named them (rules 1 with a kept 2020 territory-card pass, else 2). */
function storedRulesVersion(setup: unknown): number | null {
  if (typeof setup !== 'object' || setup === null) return null;
  const named = field(setup, 'rulesVersion');
  if (named !== undefined) return typeof named === 'number' && Number.isInteger(named) && named >= 1 ? named : null;
  return rulesVersionOf({ legacyTerritoryPass: field(setup, 'legacyTerritoryPass') === true ? true : undefined });
}

/**
 * The edition, app rules, scale and profile of a saved game: from its summary, or, for an entry saved before the summary held
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
    rulesVersion: entry.summary.rulesVersion ?? storedRulesVersion(setup),
    scale: SCALE_IDS.find((id) => id === scale) ?? null,
    profile,
  };
}
