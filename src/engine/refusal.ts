import type { GameEvent } from './events';
import type { Action } from './schema/action';
import type { Category, Colour, Face } from './schema/vocab';
import type { PositionStage, TableViolation } from './table/types';
import type { WeatherColumn, WeatherId } from './schema/weather';
import type { GameState, StepId, PlayerIndex, Side } from './state';

/** What each refusal says, by code: plain data the UI's word catalogue turns into a sentence (STYLE habit 2). */
export interface RefusalParams {
  invalidAction: Record<string, never>;
  wrongStep: { stepId: StepId };
  /** The action is not part of the app rules the game is played under (src/engine/rulesVersion.ts): added later, or since withdrawn. */
  notInForce: { type: string; rulesVersion: number };
  notYourTurn: { actor: Side | PlayerIndex | 'both' | null };
  alreadyCommitted: { side: Side };
  noCardsLeft: { side: Side };
  notInHand: { side: Side; card: Colour };
  mustPlay: { side: Side; cards: number; days: number };
  /** 2020: a player holding a PBS card must play one in the territory contest (edition `territoryContest.play`). */
  mustPlayTerritoryCard: { side: Side; source: string };
  /** Digital mode: a chance action that is not what the seed gives at this point (the log was edited). */
  chanceMismatch: { expected: Action; got: Action };
  impossibleFace: { player: PlayerIndex; colour: Colour; face: Face };
  badDeck: { size: number };
  badDeal: { purpose: 'pbs' | 'scouting' };
  seasonNotOffered: { season: string };
  territoryNotOffered: { territory: string };
  offTerritory: Record<string, never>;
  tooFar: { difference: number };
  flankNotOffered: { terrain: string };
  sameFlankSector: { sector: 'left' | 'right' };
  flankPieceRequired: Record<string, never>;
  notInTerrainTable: { terrain: string; territory: string };
  impassableNotAllowed: { density: string; source: string };
  declarationNotAllowed: { terrain: string; status: 'dangerous' | 'impassable' };
  declarationLimit: { terrain: string; status: 'dangerous' | 'impassable'; max: number; source: string };
  capReached: { terrain: string[]; max: number; source: string };
  perSettlementCap: { terrain: string; source: string };
  categoryFull: { category: Category; density: string; source: string };
  noDiceNotAllowed: Record<string, never>;
  outcomeNotAllowed: { die: number; outcome: string };
  tooManyScoutingCards: { side: Side; limit: number };
  deploymentOrder: { expected: number };
  /** The plan item has no condition the players are asked about (issue 27): the app decides it, or it has none. */
  conditionNotAsked: { item: number };
  /** From app rules 3: the batch holds a camp option whose condition the players have not answered yet (`confirmCondition`, issue 34). */
  conditionPending: { item: number; batch: number };
  noSuchPiece: { piece: number };
  /** The piece has no placement yet, or (for its final position) the opponent has not decided yet. */
  notPlacedYet: { piece: number; terrain: string; stage: PositionStage };
  /** The recorded position breaks these rules; the unit and its size let the words give numbers. */
  positionBreaksRule: { piece: number; terrain: string; stage: PositionStage; unit: 'BW' | 'HBW'; mmPerUnit: number; violations: TableViolation[] };
  /** A battle turn's roll: the number of dice of one colour is not what the weather asks for (one of each, two if changeable). */
  wrongDiceCount: { colour: 'red' | 'green'; expected: number; got: number; changeable: boolean };
  /** A battle turn's roll: the current weather is not one of the types in the territory's column. */
  weatherNotInColumn: { weather: WeatherId; column: WeatherColumn };
  /** A battle turn's roll: a reported face is not on a die of that colour (components data); `die` counts from 0. */
  faceNotOnDie: { colour: 'red' | 'green'; die: number; face: Face };
  /** The battle is over: no more weather rolls, and it ends once. */
  battleOver: { turns: number };
  /** A battle turn's roll past the most turns a battle can have (weather data `drift.mostTurns`): a forged file or link. */
  tooManyBattleTurns: { most: number };
  /** The app went on by itself `most` times after one decision without reaching a player's turn (a profile whose dice always tie); nothing was written. */
  automaticLimit: { most: number; stepId: StepId };
}
export type RefusalCode = keyof RefusalParams;

/** Why an action was refused: a code and its parameters; the UI's word catalogue says it in words. */
export type Refusal = { [K in RefusalCode]: { code: K; params: RefusalParams[K] } }[RefusalCode];

/** A step's answer: the new state and the events the action produced, or a refusal. */
export type StepResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: Refusal };

/** A refusal value. */
export function refusal<K extends RefusalCode>(code: K, params: RefusalParams[K]): Refusal {
  return { code, params } as Refusal;
}

/** A refused step. */
export function refuse<K extends RefusalCode>(code: K, params: RefusalParams[K]): { ok: false; error: Refusal } {
  return { ok: false, error: refusal(code, params) };
}

/** An accepted step with the events it produced. */
export function accept(state: GameState, events: GameEvent[] = []): { ok: true; state: GameState; events: GameEvent[] } {
  return { ok: true, state, events };
}
