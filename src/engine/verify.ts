import { rulesVersionOf } from './rulesVersion';
import { seedFingerprint } from './seal';
import type { SeedSource, Setup } from './schema/setup';
import { isFinished } from './isFinished';
import type { GameState } from './state';
import { battleDice } from './steps/done/battle';

/**
 * How one kind of chance in a game was decided: the app drew it from a code and the replay checked every
 * outcome against it (the code's fingerprint, or null while the code is still sealed), or the players
 * entered it and nothing could check it: their own cards or dice, or a game with no code for that part.
 */
export type ChanceCheck =
  | { kind: 'checked'; code: 'seed' | 'battleSeed'; fingerprint: string | null }
  | { kind: 'entered'; why: 'physical' | 'noCode' };

/**
 * What a replayed game file proves, part by part (issue 28): the pre-battle's deals and rolls and the battle
 * turns' weather rolls, each checked against its code or entered by the players, who chose the pre-battle's
 * code as the file says (a file cannot prove it), and the edition, app rules, scale and profile the replay ran under.
 * Derived from the seeds the file carries, never stored (ARCHITECTURE.md "Formats").
 */
export interface FileChecks {
  preBattle: {
    deals: ChanceCheck;
    rolls: ChanceCheck;
    /** The pre-battle reached its end: its code is revealed. */
    done: boolean;
    /** Who chose the code, as the file says: only 'typed' weakens what a check shows. */
    seedSource: SeedSource;
  };
  /** The battle's weather rolls, or null while the pre-battle runs (no battle turn can exist yet). */
  battle: { rolls: ChanceCheck; turns: number; over: boolean } | null;
  edition: Setup['edition'];
  /** The app rules version the game was replayed under (src/engine/rulesVersion.ts): an older game keeps its own. */
  rulesVersion: number;
  scale: Setup['scale'];
  /** The rules profile's name, or null: the seeds' own numbers. */
  profile: string | null;
}

/** The pre-battle's chance of one kind: checked against the game code when the app decided it (digital), else entered (own cards or dice, or no code in the file). */
function preBattleCheck(mode: 'digital' | 'physical', state: Pick<GameState, 'setup' | 'stepId'>): ChanceCheck {
  if (mode === 'physical') return { kind: 'entered', why: 'physical' };
  const { seed } = state.setup;
  if (seed === undefined) return { kind: 'entered', why: 'noCode' };
  return { kind: 'checked', code: 'seed', fingerprint: isFinished(state) ? seedFingerprint(seed) : null };
}

/** The battle's weather rolls: checked against the battle code when the app rolled them, else entered (own dice, or no battle code in the file). */
function battleCheck(state: Pick<GameState, 'setup' | 'battle'>): ChanceCheck {
  const dice = battleDice(state);
  const seed = state.setup.battleSeed;
  if (dice === 'physicalDice') return { kind: 'entered', why: 'physical' };
  if (dice === 'noBattleSeed' || seed === undefined) return { kind: 'entered', why: 'noCode' };
  return { kind: 'checked', code: 'battleSeed', fingerprint: state.battle.over ? seedFingerprint(seed) : null };
}

/** What a game replayed from its file proves (see `FileChecks`); the state must be the replay's, so every checked outcome was checked. */
export function fileChecks(state: Pick<GameState, 'setup' | 'stepId' | 'battle'>): FileChecks {
  const { setup } = state;
  const done = isFinished(state);
  return {
    preBattle: { deals: preBattleCheck(setup.cards, state), rolls: preBattleCheck(setup.dice, state), done, seedSource: setup.seedSource },
    battle: done ? { rolls: battleCheck(state), turns: state.battle.turns.length, over: state.battle.over } : null,
    edition: setup.edition,
    rulesVersion: rulesVersionOf(setup),
    scale: setup.scale,
    profile: setup.profile?.name ?? null,
  };
}
