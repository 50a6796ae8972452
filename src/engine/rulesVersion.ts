import type { Setup } from './schema/setup';

/**
 * One version of the app's own rules: what the engine enforces, not a version of MeG (issue 34). A game is played
 * and replayed under the version it started with, so a rule the app enforces later never refuses an older game.
 * What each version changed, and which log versions' files it holds, is said beside it (README "Game log files").
 */
export interface RulesVersion {
  version: number;
  /** The month it took effect, as `YYYY-MM` (the players see it as "app rules 3, Dec 2026"). */
  month: string;
}

/** The app's rules versions, oldest first; a version once given is never changed, only followed by another. */
export const RULES_VERSIONS = [
  /**
   * First rules; the 2020 territory card may be passed. Log versions 1-3: a 2020 game that passed the territory card
   * (setup.legacyTerritoryPass, set by the upgrade to log version 4).
   */
  { version: 1, month: '2026-11' },
  /**
   * 2020 territory card compulsory (seed 002); deep water checked by the diagram only; a batch need not wait for a
   * camp answer. Log versions 1-6: every game but those of rules 1.
   */
  { version: 2, month: '2026-11' },
  /**
   * The engine refuses a position in the deep water (000 PBS 9.A); a batch waits for a pending camp answer. Log
   * version 7: a game started from then until rules 4 (setup.rulesVersion, written when it starts).
   */
  { version: 3, month: '2026-12' },
  /**
   * A camp option is asked, not judged, for a piece the opponent moved or pivoted with no final position recorded (000
   * territory special rules); the engine refuses a position within 2020 Deep Water or Impassable Hills (002 Terrain table:
   * "Nothing may go even partially within"). Log version 7: a game started from then until rules 5.
   */
  { version: 4, month: '2026-12' },
  /**
   * The deep-water flank is as deep as the defender records it, no more than the edition's depth (000 PBS 9.A: "no
   * more than 6BW"), and a battle may have no Vital Settlement or Fort (000 PBS 9.E). Log version 8: a game started
   * from then on.
   */
  { version: 5, month: '2026-12' },
] as const satisfies readonly RulesVersion[];

/** The rules every game started today is played under. */
export const CURRENT_RULES_VERSION = RULES_VERSIONS[RULES_VERSIONS.length - 1]!.version;

/**
 * The app rules a game is played under: the version its setup names, or, for a file or link made before the setup
 * named one, the rules of its log version (rules 1 for a 2020 game that kept its territory-card pass, else rules 2).
 */
export function rulesVersionOf(setup: Pick<Setup, 'rulesVersion' | 'legacyTerritoryPass'>): number {
  return setup.rulesVersion ?? (setup.legacyTerritoryPass ? 1 : 2);
}

/**
 * A setup made before the setup named its app rules (a file of log version 6 or older, a link of version 1 or 2) as
 * one that names them: `rulesVersion: rulesVersionOf(setup)`, and `legacyTerritoryPass` (rules 1) dropped. The one
 * reading of an older setup, shared by the file's upgrade to log version 7 (migrate.ts) and an older link's reading.
 */
export function withRulesVersion<S extends { legacyTerritoryPass?: unknown; rulesVersion?: unknown }>(setup: S): Omit<S, 'legacyTerritoryPass' | 'rulesVersion'> & { rulesVersion: number } {
  const { legacyTerritoryPass, rulesVersion, ...rest } = setup;
  const named = typeof rulesVersion === 'number' ? rulesVersion : undefined;
  return { ...rest, rulesVersion: rulesVersionOf({ rulesVersion: named, legacyTerritoryPass: legacyTerritoryPass === true ? true : undefined }) };
}

/** The month a rules version took effect (`YYYY-MM`), for the words that name it; undefined for a version this app does not know. */
export function rulesVersionMonth(version: number): string | undefined {
  return RULES_VERSIONS.find((v) => v.version === version)?.month;
}

/** The app rules versions something is in force for: from `since` on (absent: from the first), and before `until` (absent: still in force). */
export interface InForce {
  since?: number;
  until?: number;
}

/** Whether something with these bounds applies to a game of this rules version (a step added later is skipped for an older game). */
export function inForce(bounds: InForce | undefined, version: number): boolean {
  return bounds === undefined || ((bounds.since === undefined || version >= bounds.since) && (bounds.until === undefined || version < bounds.until));
}
