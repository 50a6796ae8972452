import type { DeploymentItem } from './deployment';
import type { Outcome } from './schema/edition';
import type { Colour, Face } from './schema/vocab';
import type { SeasonId, WeatherId } from './schema/weather';
import type { PiecePlacement, PieceKind, PlayerIndex, Side } from './state';
import type { PositionStage } from './table/types';

/** Who may see an event: everyone, or only the player on one side (a hand, a face-down card). */
export type Audience = 'public' | Side;

/** A round of secret cards: the territory contest (null) or a day of the march (PBS 8.B, 8.D). */
export type Round = number | null;

/** What each event says, by code: plain data the UI's word catalogue turns into sentences (STYLE: events, views and words). */
export interface EventParams {
  rolledOff: { faces: [Face, Face]; winner: PlayerIndex | null; attempt: number };
  roleChosen: { player: PlayerIndex; role: Side };
  interceptDeclared: { intercept: boolean };
  seasonChosen: { season: SeasonId };
  deckShuffled: { size: number };
  cardsDealt: { purpose: 'pbs' | 'scouting'; invader: number; defender: number };
  handDealt: { side: Side; purpose: 'pbs' | 'scouting'; cards: Colour[] };
  cardCommitted: { side: Side; round: Round };
  cardChosen: { side: Side; round: Round; card: Colour | null };
  territoryContestRevealed: { invader: Colour | null; defender: Colour | null; chooser: Side };
  territoryChosen: { side: Side; territory: string };
  counterPlaced: { side: Side; row: number; col: number };
  dayRevealed: { day: number; invader: Colour | null; defender: Colour | null; winner: Side | null; difference: number };
  counterMoved: { side: Side; day: number; row: number; col: number };
  deepWaterPlaced: { side: Side; edge: 'left' | 'right' };
  flankPiecePlaced: { side: Side; terrain: string; sector: 'left' | 'right' };
  flankPieceSkipped: { side: Side };
  terrainSelected: { side: Side; terrain: string; kind: PieceKind; declared: 'dangerous' | 'impassable' | null };
  selectionEnded: { side: Side };
  placementRolled: { side: Side; terrain: string; die: number; placement: PiecePlacement; lost: boolean };
  placedWithoutDice: { side: Side; terrain: string; method: 'contiguous' | 'touching' };
  opponentRolled: { side: Side; terrain: string; die: number; kept: boolean };
  pieceResolved: { side: Side; terrain: string; outcome: Outcome };
  vitalSettlementPlaced: Record<string, never>;
  weatherRolled: { dice: [number, number]; score: number; weather: WeatherId; changeable: boolean };
  scoutingCounted: { totals: Record<Side, number>; outscouted: Side | null; by: number };
  deploymentDone: { item: number; entry: DeploymentItem };
  deploymentBatchDone: { batch: number; items: DeploymentItem[] };
  passedWithNoCards: { side: Side; round: Round };
  preGameMovesDone: Record<string, never>;
  preBattleEnded: Record<string, never>;
  /** A battle turn's weather roll (issue 13; seed 002 Weather rules: turn roll). */
  battleWeatherRolled: { turn: number; red: Face[]; green: Face[]; from: WeatherId; to: WeatherId; steps: number; changeable: boolean };
  /** The battle is over after this many weather rolls; the battle seed, if any, may now be revealed. */
  battleEnded: { turns: number; weather: WeatherId };
  positionRecorded: {
    piece: number;
    side: Side;
    terrain: string;
    stage: PositionStage;
    x: number;
    y: number;
    width: number;
    depth: number;
    angle: number;
    /** The table's unit and its size, so the words can give numbers. */
    unit: 'BW' | 'HBW';
    mmPerUnit: number;
  };
}
export type EventCode = keyof EventParams;

/** One thing that happened, for the log, the "Last:" line and (later) the projector. */
export type GameEvent = { [K in EventCode]: { code: K; audience: Audience; params: EventParams[K] } }[EventCode];

/** An event everyone may see. */
export function publicEvent<K extends EventCode>(code: K, params: EventParams[K]): GameEvent {
  return { code, audience: 'public', params } as GameEvent;
}

/** An event only the player on `side` may see. */
export function privateEvent<K extends EventCode>(side: Side, code: K, params: EventParams[K]): GameEvent {
  return { code, audience: side, params } as GameEvent;
}

/** The events a viewer may see: everyone sees public events; a side also sees its own private ones. */
export function eventsFor(events: readonly GameEvent[], viewer: Audience): GameEvent[] {
  return events.filter((e) => e.audience === 'public' || e.audience === viewer);
}
