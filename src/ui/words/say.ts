import { messageText, type DeploymentItem, type Message, type MessageGame, type SayFormats, type Side } from '../../engine';
import { diceText, DIE_COLOUR_WORDS, stepsText, weatherName } from '../battle/words';
import { CAMP_ANSWER_WORDS, campOptionText } from './campCondition';
import { catalogue, msg, translated } from './catalogue';
import { language, locale } from './language';
import { formatMessage, type Formatters } from './message';
import { stepTextOf, type MessageFn } from './translations';
import { nameOf, whoIs, type WordContext } from './context';
import { deploymentBatchTitle, deploymentText } from './deployment';
import { stepNameText } from './stepNames';
import { footprintText, STAGE_WORDS, violationText } from './table';
import { CATEGORY_WORDS, colourLetter, colourName, dataName, DENSITY_WORDS, FACE_WORDS, pieceSectorName, sectorName, sideEdgeName, terrainName, weatherRollText } from './vocab';

export const SAY_WORDS = catalogue({
  square: msg<{ row: number; col: number }>('row {row}, column {col}'),
  contest: 'Territory contest',
  day: msg<{ day: number }>('Day {day}'),
  side: { invader: 'invader', defender: 'defender' },
  colourWord: { black: 'black', white: 'white', green: 'green', yellow: 'yellow', red: 'red' },
  pieceKind: { flank: 'flank', compulsory: 'compulsory', optional: 'optional' },
  declared: { dangerous: 'dangerous', impassable: 'impassable' },
  /** What the opponent's die lets him do to a piece (PBS 9.E). */
  opponentChoice: { keep: 'leave it', move: 'move it', pivot: 'pivot it', remove: 'remove it' },
  opponentChose: { keep: 'keep', move: 'move', pivot: 'pivot', remove: 'remove' },
});

/** Each format of the steps' messages, as a function of its value (and style) in the language on screen. */
type SayFormatters = { readonly [K in keyof SayFormats]: (value: SayFormats[K], style: string | null) => string };

/**
 * How the steps' messages (src/engine/steps/<step>/words.ts) name one game's things: the engine's `SayFormats`, each
 * said by the catalogues in the language on screen.
 */
export function sayFormats(ctx: WordContext): SayFormatters {
  const { rules } = ctx;
  return {
    name: (who) => nameOf(ctx, who),
    who: (side) => whoIs(ctx, side),
    side: (side) => SAY_WORDS.side[side],
    colour: colourName,
    colourLetter,
    colourWord: (colour) => SAY_WORDS.colourWord[colour],
    face: (face) => FACE_WORDS[face],
    density: (id) => (DENSITY_WORDS[id as keyof typeof DENSITY_WORDS] ?? id).toLowerCase(),
    category: (category) => CATEGORY_WORDS[category].toLowerCase(),
    terrain: (id) => terrainName(rules, ctx.territory, id),
    pieceKind: (kind) => SAY_WORDS.pieceKind[kind],
    declared: (status) => SAY_WORDS.declared[status],
    territory: (id) => dataName('territory', id, rules.territories[ctx.edition].find((t) => t.id === id)?.name ?? id),
    season: (id) => dataName('season', id, rules.weather.seasons.find((s) => s.id === id)?.name ?? id),
    weather: (id) => weatherName(rules, id),
    weatherRoll: ({ dice, score }) => weatherRollText(rules, dice, score),
    dice: ({ colour, faces }) => diceText(colour, faces),
    dieColour: (colour) => DIE_COLOUR_WORDS[colour],
    weatherSteps: stepsText,
    sector: sectorName,
    pieceSector: (piece) => pieceSectorName(piece) ?? '',
    sideEdge: sideEdgeName,
    round: (round) => (round === null ? SAY_WORDS.contest : SAY_WORDS.day({ day: round })),
    square: (square) => SAY_WORDS.square({ row: square.row + 1, col: square.col + 1 }),
    stage: (stage) => STAGE_WORDS[stage],
    footprint: ({ geometry, footprint }) => footprintText(geometry, footprint),
    violation: ({ geometry, violation }) => violationText(geometry, violation, ctx),
    plan: (item: DeploymentItem) => deploymentText(ctx, item),
    planBatch: (batch, style) => (style === 'lower' ? deploymentBatchTitle(batch).toLowerCase() : deploymentBatchTitle(batch)),
    campOption: (item) => campOptionText(ctx, item),
    campConfirmed: (holds) => CAMP_ANSWER_WORDS.confirmed({ holds }),
    stepName: stepNameText,
    opponentChoice: (outcome) => SAY_WORDS.opponentChoice[outcome],
    opponentChose: (outcome) => SAY_WORDS.opponentChose[outcome],
    distance: ({ value, unit }) => SAY_WORDS_DISTANCE.distance({ value, unit }),
  };
}

export const SAY_WORDS_DISTANCE = catalogue({ distance: msg<{ value: number; unit: string }>('{value, number, decimal} {unit}') });

/** What the steps' messages read of the game as `{game.…}` and `{sides.…}`. */
export interface SayGame {
  game: MessageGame;
  sides: Readonly<Record<Side, Side>>;
}

function gameOf(ctx: WordContext): SayGame {
  return {
    game: { rules: ctx.rules, edition: ctx.edition, cards: ctx.cards, territory: ctx.territory, players: ctx.players },
    sides: { invader: 'invader', defender: 'defender' },
  };
}

/** A step's message (an event's, a refusal's or a chance outcome's) said for one game in the language on screen. */
export function sayStepMessage<P extends object>(ctx: WordContext, message: Message<P>, params: P): string {
  const facts = gameOf(ctx);
  const values = typeof message === 'string' ? {} : message.values(params, facts.game);
  const english = message as Message<never>;
  const own = stepTextOf(language(), english);
  const said = formatMessage(locale(), own ?? messageText(english), { ...facts, ...values, ...params }, sayFormats(ctx) as unknown as Formatters);
  return own === undefined ? said : translated(said);
}

/** A catalogue's message that names a game's things as the steps' messages do (`{side, who}`), said for one game. */
export function sayInGame<P extends object>(ctx: WordContext, message: MessageFn<P & SayGame>, params: P): string {
  return message({ ...gameOf(ctx), ...params }, sayFormats(ctx) as unknown as Formatters);
}
