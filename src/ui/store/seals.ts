import { battleDice, isFinished, seedFingerprint, type GameState, usesSeed } from '../../engine';

/** A game code as the players see it: its fingerprint, and the code itself once it is revealed (null while sealed). */
export interface Seal {
  seed: string | null;
  fingerprint: string;
}

/**
 * The pre-battle's game code when the app rolls or deals, sealed until the pre-battle is done; null with physical cards and
 * dice, or when the game's file had no code (its deals and rolls were entered, not checked: src/engine/verify.ts).
 */
export function gameSealOf(state: Pick<GameState, 'setup' | 'stepId'>): Seal | null {
  const { seed } = state.setup;
  if (!usesSeed(state.setup) || seed === undefined) return null;
  return { seed: isFinished(state) ? seed : null, fingerprint: seedFingerprint(seed) };
}

/** The battle code of a game whose app rolls the battle's weather, sealed until the battle is over (issue 13); null when the players roll. */
export function battleSealOf(state: Pick<GameState, 'setup' | 'battle'>): Seal | null {
  const seed = state.setup.battleSeed;
  if (battleDice(state) !== 'battleSeed' || seed === undefined) return null;
  return { seed: state.battle.over ? seed : null, fingerprint: seedFingerprint(seed) };
}

/** Whether the game's file still holds a sealed battle code: digital battle weather dice and the battle not over (what an export gives away). */
export function battleSealed(state: Pick<GameState, 'setup' | 'battle'>): boolean {
  return battleDice(state) === 'battleSeed' && state.setup.battleSeed !== undefined && !state.battle.over;
}
