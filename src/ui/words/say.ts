import type { DeploymentItem, Say } from '../../engine';
import { diceText, DIE_COLOUR_WORDS, stepsText, weatherName } from '../battle/words';
import { CAMP_QUESTION_WORDS, campOptionText } from './campCondition';
import { catalogue } from './catalogue';
import { nameOf, whoIs, type WordContext } from './context';
import { deploymentBatchTitle, deploymentText } from './deployment';
import { stepNameText } from './stepNames';
import { footprintText, STAGE_WORDS, violationText } from './table';
import { CATEGORY_WORDS, colourLetter, colourName, DENSITY_WORDS, FACE_WORDS, orList, pieceSectorName, sectorName, sideEdgeName, terrainName, weatherRollText } from './vocab';

const SQUARE_WORDS = catalogue({
  square: (row: number, col: number) => `row ${row}, column ${col}`,
  contest: 'Territory contest',
  day: (day: number) => `Day ${day}`,
});

/**
 * The English names of a game's things for the steps' messages (src/engine/steps/<step>/words.ts, the engine's `Say`):
 * the catalogue's own helpers bound to one game's words context.
 */
export function sayFor(ctx: WordContext): Say {
  const { rules } = ctx;
  return {
    rules,
    edition: ctx.edition,
    cards: ctx.cards,
    territory: ctx.territory,
    players: ctx.players,
    name: (who) => nameOf(ctx, who),
    who: (side) => whoIs(ctx, side),
    colour: colourName,
    colourLetter,
    face: (face) => FACE_WORDS[face],
    density: (id) => (DENSITY_WORDS[id as keyof typeof DENSITY_WORDS] ?? id).toLowerCase(),
    category: (category) => CATEGORY_WORDS[category].toLowerCase(),
    terrain: (id) => terrainName(rules, ctx.territory, id),
    territoryName: (id) => rules.territories[ctx.edition].find((t) => t.id === id)?.name ?? id,
    seasonName: (id) => rules.weather.seasons.find((s) => s.id === id)?.name ?? id,
    weather: (id) => weatherName(rules, id),
    weatherRoll: (dice, score) => weatherRollText(rules, dice, score),
    dice: diceText,
    dieColour: (colour) => DIE_COLOUR_WORDS[colour],
    weatherSteps: stepsText,
    sector: sectorName,
    pieceSector: pieceSectorName,
    sideEdge: sideEdgeName,
    orList,
    round: (round) => (round === null ? SQUARE_WORDS.contest : SQUARE_WORDS.day(round)),
    square: (square) => SQUARE_WORDS.square(square.row + 1, square.col + 1),
    stage: (stage) => STAGE_WORDS[stage],
    footprint: footprintText,
    violation: (geometry, violation) => violationText(geometry, violation, ctx),
    plan: (item: DeploymentItem) => deploymentText(ctx, item),
    planBatch: deploymentBatchTitle,
    campOption: (item) => campOptionText(ctx, item),
    campConfirmed: (holds) => CAMP_QUESTION_WORDS.confirmed(holds),
    stepName: stepNameText,
    count: (n) => n.toLocaleString('en-GB'),
    distance: (value, unit) => `${value.toLocaleString('en-GB')} ${unit}`,
  };
}
