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

/**
 * A game state's fields in order, each undefined: the shape every game starts as a copy of, made once from the first
 * game's starts (each slice starts every field it declares, so the fields are the same for every setup).
 */
let blankState: Record<string, unknown> | undefined;

/** A fresh game at the first step, the roll-off (PBS 8.A), each step's fields as its slice starts them. The setup must already be valid. */
export function initialState(setup: Setup): GameState {
  const starts = STEP_SLICES.map((slice) => slice.start(setup, startRng));
  blankState ??= Object.fromEntries(Object.keys({ setup, rng: null, stepId: null, ...Object.assign({}, ...starts) }).map((key) => [key, undefined]));
  // A copy of that one shape, filled in, is a fast object, quick to copy at each action; the starts merged into a new
  // object each game made a dictionary-like one, slow to build and to copy (most of newGame's time).
  const state = { ...blankState };
  state['setup'] = setup;
  // Without a seed nothing is ever drawn (the engine's `appDecides`): the generator stays at its start.
  state['rng'] = startRng(setup.seed ?? '');
  state['stepId'] = 'rollOff';
  for (const start of starts) Object.assign(state, start);
  return state as GameState;
}
