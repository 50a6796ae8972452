import type { Side } from './schema/action';
import type { Setup } from './schema/setup';
import type { GameState, PlayerIndex } from './schema/state';
import { startRng } from './rng';

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

/** A fresh game at the roll-off (PBS 8.A). The setup must already be valid. */
export function initialState(setup: Setup): GameState {
  return {
    setup,
    // Without a seed nothing is ever drawn (the engine's `appDecides`): the generator stays at its start.
    rng: startRng(setup.seed ?? ''),
    stepId: 'rollOff',
    rollOff: { attempts: 0, last: null },
    rollOffWinner: null,
    roles: null,
    intercept: null,
    season: null,
    deck: null,
    hands: null,
    handCounts: { invader: 0, defender: 0 },
    played: [],
    commits: {},
    territoryCards: null,
    territoryChooser: null,
    territory: null,
    counter: null,
    days: [],
    pendingMove: null,
    flank: null,
    pieces: [],
    selectionEnded: { invader: false, defender: false },
    vitalSettlementDone: false,
    weather: null,
    scouting: null,
    deploymentTicks: [],
    conditions: [],
    preGameMovesDone: false,
    battle: { rng: setup.dice === 'digital' && setup.battleSeed !== undefined ? startRng(setup.battleSeed) : null, turns: [], over: false },
  };
}
