import type { DeploymentItem } from './deployment';
import type { EventParams } from './events';
import type { RefusalParams } from './refusal';
import type { EditionId, Rules, TerritoryRules } from './rules';
import type { ActionOf, ActionType } from './schema/action';
import type { Sector } from './schema/edition';
import type { Category, Colour, Face } from './schema/vocab';
import type { WeatherId } from './schema/weather';
import type { Piece, PlayerIndex, Side, StepId } from './state';
import type { Footprint, PositionStage } from './schema/table';
import type { TableViolation } from './table/types';

/**
 * How a language names the things of a game, for the steps' messages (src/engine/steps/<step>/words.ts): the players,
 * sides, cards, dice, terrain, places on the table, plan items. The UI gives one per language and game (src/ui/words/say.ts),
 * so a step's sentence never imports the UI and a second language's messages call the same names in its own words.
 */
export interface Say {
  rules: Rules;
  edition: EditionId;
  /** Physical cards are entered after both are revealed: nothing about them is face down. */
  cards: 'digital' | 'physical';
  territory: TerritoryRules | null;
  players: readonly [string, string];
  /** A player by side (once roles are chosen) or by seat. */
  name(who: Side | PlayerIndex): string;
  /** A player with the side he plays, e.g. "Anna (defender)". */
  who(side: Side): string;
  colour(colour: Colour): string;
  colourLetter(colour: Colour): string;
  face(face: Face): string;
  density(density: string): string;
  category(category: Category): string;
  terrain(id: string): string;
  territoryName(id: string): string;
  seasonName(id: string): string;
  weather(id: WeatherId): string;
  /** The weather roll's dice and score, e.g. "4 + 5 = 9". */
  weatherRoll(dice: readonly [number, number], score: number): string;
  /** A battle turn's dice of one colour. */
  dice(colour: 'red' | 'green', faces: readonly Face[]): string;
  dieColour(colour: 'red' | 'green'): string;
  /** Steps of a weather change along the territory's column. */
  weatherSteps(steps: number): string;
  sector(sector: Sector): string;
  pieceSector(piece: Pick<Piece, 'owner' | 'placement'>): string | null;
  sideEdge(edge: 'left' | 'right'): string;
  /** "a, b or c". */
  orList(names: readonly string[]): string;
  /** A round of face-down cards: the territory contest (null) or a day of the march. */
  round(round: number | null): string;
  square(square: { row: number; col: number }): string;
  stage(stage: PositionStage): string;
  footprint(geometry: { unit: 'BW' | 'HBW'; mmPerUnit: number }, footprint: Footprint): string;
  violation(geometry: { unit: 'BW' | 'HBW'; mmPerUnit: number }, violation: TableViolation): string;
  plan(item: DeploymentItem): string;
  planBatch(batch: number): string;
  campOption(item: Extract<DeploymentItem, { code: 'campOption' }>): string;
  campConfirmed(holds: boolean): string;
  stepName(stepId: StepId): string;
  /** A whole number as the language writes it (thousands separated). */
  count(n: number): string;
  /** A distance on the table in the game's unit, e.g. "4.5 BW". */
  distance(value: number, unit: 'BW' | 'HBW'): string;
}

/** One message: a sentence from the names a language gives (`say`) and the parameters. */
export type Message<P> = (say: Say, params: P) => string;

/**
 * A step's messages in one language: a sentence for each event it declares (a shared event's sentence is given once,
 * by the step whose slice declares it), for each of its refusals, and for the outcome of each chance action it accepts
 * (for "the game code gives ..., the file says ..."). Each language's file has the same keys (words.ts, words.<lang>.ts);
 * a test checks every code has one sentence across the registered steps.
 */
export interface StepWords {
  events: { [K in keyof EventParams]?: Message<EventParams[K]> };
  refusals: { [K in keyof RefusalParams]?: Message<RefusalParams[K]> };
  chance: { [T in ActionType]?: Message<ActionOf<T>> };
}
