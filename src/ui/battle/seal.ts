import { battleDice, seedFingerprint, type GameState } from '../../engine';

/** What a battle code shows (issue 13): its code once the battle is over (null while sealed) and its fingerprint. */
export interface BattleSealView {
  seed: string | null;
  fingerprint: string;
}

/** The battle code of a game whose app rolls the battle's weather, sealed until the battle is over; null when the players roll. */
export function battleSealOf(state: Pick<GameState, 'setup' | 'battle'>): BattleSealView | null {
  const seed = state.setup.battleSeed;
  if (battleDice(state) !== 'battleSeed' || seed === undefined) return null;
  return { seed: state.battle.over ? seed : null, fingerprint: seedFingerprint(seed) };
}

/** Whether the game's file still holds a sealed battle code: digital battle weather dice and the battle not over (what an export gives away). */
export function battleSealed(state: Pick<GameState, 'setup' | 'battle'>): boolean {
  return battleDice(state) === 'battleSeed' && state.setup.battleSeed !== undefined && !state.battle.over;
}
