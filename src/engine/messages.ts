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
 * The formats a step's message names the game's things through, with the value each takes: `{side, who}` says
 * "Anna (defender)", `{terrain, terrain}` "Forest", `{ids, terrain, or}` "Forest or Hill" (src/ui/words/message.ts).
 * The UI gives each in every language (src/ui/words/say.ts), so a step's message never imports the UI.
 */
export interface SayFormats {
  /** A player by side (once roles are chosen) or by seat. */
  name: Side | PlayerIndex;
  /** A player with the side he plays, e.g. "Anna (defender)". */
  who: Side;
  /** A side as a word: "invader", "defender". */
  side: Side;
  /** A card's colour with its letter, e.g. "Green (G)". */
  colour: Colour;
  colourLetter: Colour;
  /** A colour as a plain word, e.g. "green" (a die's colour). */
  colourWord: Colour;
  face: Face;
  density: string;
  category: Category;
  terrain: string;
  /** What a chosen piece is: flank, compulsory or optional terrain. */
  pieceKind: 'flank' | 'compulsory' | 'optional';
  /** What a piece is declared: dangerous or impassable. */
  declared: 'dangerous' | 'impassable';
  territory: string;
  season: string;
  weather: WeatherId;
  /** The weather roll's dice and score, e.g. "4 + 5 = 9". */
  weatherRoll: { dice: readonly [number, number]; score: number };
  /** A battle turn's dice of one colour. */
  dice: { colour: 'red' | 'green'; faces: readonly Face[] };
  dieColour: 'red' | 'green';
  /** Steps of a weather change along the territory's column. */
  weatherSteps: number;
  sector: Sector;
  pieceSector: Pick<Piece, 'owner' | 'placement'>;
  sideEdge: 'left' | 'right';
  /** A round of face-down cards: the territory contest (null) or a day of the march. */
  round: number | null;
  square: { row: number; col: number };
  stage: PositionStage;
  footprint: { geometry: Geometry; footprint: Footprint };
  violation: { geometry: Geometry; violation: TableViolation };
  plan: DeploymentItem;
  /** A batch of the deployment plan's title; `{batch, planBatch, lower}` in the middle of a sentence. */
  planBatch: number;
  campOption: Extract<DeploymentItem, { code: 'campOption' }>;
  campConfirmed: boolean;
  stepName: StepId;
  /** What the opponent's die does to a piece, as a choice he may make (PBS 9.E): "move it". */
  opponentChoice: OpponentOutcome;
  /** What the opponent chose to do to a piece: "move". */
  opponentChose: OpponentOutcome;
  /** A distance on the table in the game's unit, e.g. "4.5 BW". */
  distance: { value: number; unit: 'BW' | 'HBW' };
}

type Geometry = { unit: 'BW' | 'HBW'; mmPerUnit: number };
type OpponentOutcome = 'keep' | 'move' | 'pivot' | 'remove';

/**
 * What a message may read of its game besides its parameters, as `{game.…}`: `{game.players.0}`,
 * `{game.cards, select, physical {…} other {…}}`. Its text may also name each side as `{sides.invader, who}`.
 */
export interface MessageGame {
  rules: Rules;
  edition: EditionId;
  cards: 'digital' | 'physical';
  territory: TerritoryRules | null;
  players: readonly [string, string];
}

/**
 * One message: its English text, whose grammar is data (src/ui/words/message.ts), naming the event's, refusal's or
 * action's parameters by name (a dotted name reaches inside: `{faces.0, face}`), the game as `{game.…}` and its things
 * through the `SayFormats`. When the sentence needs a value the parameters do not hold (a rule's source, what a die
 * allows), `values` works it out from them and the game, as ids and numbers, never words; its values are named
 * beside the parameters.
 */
export type Message<P> = string | { readonly text: string; readonly values: (params: P, game: MessageGame) => Readonly<Record<string, unknown>> };

/**
 * A step's messages in English: a sentence for each event it declares (a shared event's sentence is given once, by
 * the step whose slice declares it), for each of its refusals, and for the outcome of each chance action it accepts
 * (for "the game code gives ..., the file says ..."). A test checks every code has one sentence across the registered
 * steps; another language gives the same keys' texts (`StepTexts`), with the same parameters.
 */
export interface StepWords {
  events: { [K in keyof EventParams]?: Message<EventParams[K]> };
  refusals: { [K in keyof RefusalParams]?: Message<RefusalParams[K]> };
  chance: { [T in ActionType]?: Message<ActionOf<T>> };
}

/** A step's messages in another language: the text of each of its English messages. */
export type StepTexts<W extends StepWords> = { [Part in keyof StepWords]: { [K in keyof W[Part]]: string } };

/** A message's text, whichever way it is declared. */
export function messageText(message: Message<never>): string {
  return typeof message === 'string' ? message : message.text;
}
