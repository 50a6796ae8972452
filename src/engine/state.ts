import type { Side } from './schema/action';
import type { Setup } from './schema/setup';
import type { GameState, PlayerIndex } from './schema/state';
import { startRng } from './rng';
import { STEP_SLICES } from './schema/slices';

export type { Side };
export { STEP_IDS, type StepId } from './schema/stepIds';
export type {
  BattleState,
  BattleTurn,
  DayResult,
  FlankState,
  GameState,
  Piece,
  PieceKind,
  PiecePlacement,
  PlayerIndex,
  ScoutingResult,
  Square,
  WeatherResult,
} from './schema/state';

export const SIDES: readonly Side[] = ['defender', 'invader'];

/** The other side. */
export function opponent(side: Side): Side {
  return side === 'invader' ? 'defender' : 'invader';
}

/** The player index playing a side; roles must be decided. */
export function playerOf(state: Pick<GameState, 'roles'>, side: Side): PlayerIndex {
  if (!state.roles) throw new Error('roles are not decided yet');
  return state.roles[side];
}

/** The display name of the player on a side, or of a player index (a game state or any view will do). */
export function nameOf(state: Pick<GameState, 'roles'> & { setup: Pick<Setup, 'players'> }, who: Side | PlayerIndex): string {
  const index = typeof who === 'number' ? who : playerOf(state, who);
  return state.setup.players[index].name;
}

/** A fresh game at the first step, the roll-off (PBS 8.A), each step's fields as its slice starts them. The setup must already be valid. */
export function initialState(setup: Setup): GameState {
  return {
    setup,
    // Without a seed nothing is ever drawn (the engine's `appDecides`): the generator stays at its start.
    rng: startRng(setup.seed ?? ''),
    stepId: 'rollOff',
    ...mergedStarts(setup),
  };
}

/** Every step's fields at the start of a game. */
function mergedStarts(setup: Setup): Omit<GameState, 'setup' | 'rng' | 'stepId'> {
  return Object.assign({}, ...STEP_SLICES.map((slice) => slice.start(setup, startRng)));
}
