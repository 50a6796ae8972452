import type { Side } from './schema/action';
import type { Outcome, Sector } from './schema/edition';
import type { Setup } from './schema/setup';
import type { Colour, Face } from './schema/vocab';
import type { SeasonId, WeatherId } from './schema/weather';
import type { Footprint, PositionStage } from './table/types';
import { startRng, type RngState } from './rng';
import { PHASES, type Phase } from './phases';

export type { Side };
export type PlayerIndex = 0 | 1;

export { PHASES, type Phase };

export interface Square {
  row: number;
  col: number;
}

export interface RollOffAttempt {
  faces: [Face, Face];
  winner: PlayerIndex | null;
}

/** The roll-off so far: how many rolls it took (ties re-roll, PBS 8.A) and the last one. */
export interface RollOffState {
  attempts: number;
  last: RollOffAttempt | null;
}

export interface DayResult {
  day: number;
  cards: Record<Side, Colour | null>;
  winner: Side | null;
  difference: number;
  from: Square;
  to: Square;
}

export type PiecePlacement =
  | { method: 'dice'; die: number; sector: Sector; touchTableEdge: boolean }
  | { method: 'flankSectorOnly'; die: number; sector: Sector }
  | { method: 'contiguous' }
  | { method: 'touching' }
  | { method: 'secureFlank'; sector: 'left' | 'right' };

export type PieceKind = 'flank' | 'compulsory' | 'optional';

/** A terrain piece from its selection to the opponent's decision (PBS 9.A-9.E). */
export interface Piece {
  id: number;
  owner: Side;
  terrain: string;
  kind: PieceKind;
  declared: 'dangerous' | 'impassable' | null;
  placement: PiecePlacement | null;
  opponentDie: number | null;
  outcome: Outcome | null;
  /** Where the players recorded it on the table, if they did (issue 10: the table diagram). */
  positions: Partial<Record<PositionStage, Footprint>>;
}

/** The secure flank from the final square (PBS 9.A); sectors are named from the defender's side. */
export type FlankState =
  | { kind: 'none' }
  | { kind: 'deepWater'; edge: 'left' | 'right' | null }
  | { kind: 'pieces'; sector: 'left' | 'right' | null; skipped: Side[] };

export interface WeatherResult {
  dice: [number, number];
  score: number;
  weather: WeatherId;
  changeable: boolean;
}

/** One battle turn's weather roll: the Red and Green faces and the weather before and after it (seed 002 Weather rules: turn roll). */
export interface BattleTurn {
  turn: number;
  red: Face[];
  green: Face[];
  from: WeatherId;
  to: WeatherId;
  /** Signed steps along the territory's column: up (hotter) is positive. */
  steps: number;
}

/** The weather through the battle (issue 13), after the pre-battle: every turn's roll so far and whether the battle is over. */
export interface BattleState {
  /** The battle seed's generator (digital dice with a battle seed), or null when the players roll. Secret until the battle is over. */
  rng: RngState | null;
  turns: BattleTurn[];
  over: boolean;
}

export interface ScoutingResult {
  cards: Record<Side, Colour[]>;
  best: Record<Side, Colour[]>;
  totals: Record<Side, number>;
  outscouted: Side | null;
  by: number;
}

/** The whole pre-battle as plain JSON: setup, RNG position, secrets and every decision so far. */
export interface GameState {
  setup: Setup;
  /** The seeded generator's position. Secret: with it the deck order and every later roll can be known. */
  rng: RngState;
  phase: Phase;
  rollOff: RollOffState;
  rollOffWinner: PlayerIndex | null;
  roles: Record<Side, PlayerIndex> | null;
  intercept: boolean | null;
  season: SeasonId | null;
  /** Digital cards: the face-down deck, top first. Secret. */
  deck: Colour[] | null;
  /** Digital cards: each hand. Secret. */
  hands: Record<Side, Colour[]> | null;
  handCounts: Record<Side, number>;
  played: Colour[];
  /** Cards committed face down and not yet revealed (territory contest, each day). Secret. */
  commits: Partial<Record<Side, Colour | null>>;
  territoryCards: Record<Side, Colour | null> | null;
  territoryChooser: Side | null;
  territory: string | null;
  counter: Square | null;
  days: DayResult[];
  pendingMove: { winner: Side; difference: number } | null;
  flank: FlankState | null;
  pieces: Piece[];
  selectionEnded: Record<Side, boolean>;
  vitalSettlementDone: boolean;
  weather: WeatherResult | null;
  scouting: ScoutingResult | null;
  deploymentTicks: number[];
  preGameMovesDone: boolean;
  /** The weather turn by turn once the pre-battle is done (issue 13). */
  battle: BattleState;
}

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

/** The display name of the player on a side, or of a player index. */
export function nameOf(state: GameState, who: Side | PlayerIndex): string {
  const index = typeof who === 'number' ? who : playerOf(state, who);
  return state.setup.players[index].name;
}

/** A fresh game at the roll-off (PBS 8.A). The setup must already be valid. */
export function initialState(setup: Setup): GameState {
  return {
    setup,
    rng: startRng(setup.seed),
    phase: 'rollOff',
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
    preGameMovesDone: false,
    battle: { rng: setup.dice === 'digital' && setup.battleSeed !== undefined ? startRng(setup.battleSeed) : null, turns: [], over: false },
  };
}
