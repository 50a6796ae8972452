import type { Colour, EventCode, EventParams, GameEvent, Round } from '../../engine';
import { nameOf, whoIs, type WordContext } from './context';
import { colourName, FACE_WORDS, orList, weatherRollText, pieceSectorName, sectorName, sideEdgeName, terrainName } from './vocab';
import { deploymentBatchTitle, deploymentText } from './deployment';
import { footprintText, STAGE_WORDS } from './table';
import { diceText, stepsText, weatherName } from '../battle/words';
import { CAMP_QUESTION_WORDS, campOptionText } from './campCondition';
import { catalogue } from './catalogue';

type Say<K extends EventCode> = (ctx: WordContext, p: EventParams[K]) => string;

const square = (p: { row: number; col: number }) => `row ${p.row + 1}, column ${p.col + 1}`;
const roundLabel = (round: Round) => (round === null ? 'Territory contest' : `Day ${round}`);
const card = (c: Colour | null, none: string) => (c === null ? none : colourName(c));
const terrain = (ctx: WordContext, id: string) => terrainName(ctx.rules, ctx.territory, id);
const cards = (list: readonly Colour[]) => (list.length === 0 ? 'none' : list.map(colourName).join(', '));

/** What the opponent's die may do to a piece, as a verb (PBS 9.E). */
const OPPONENT_VERBS = { keep: 'leave it', move: 'move it', pivot: 'pivot it', remove: 'remove it' } as const;

/** One sentence per event code, with player names (STYLE: events, views and words). */
const EVENT_WORDS: { [K in EventCode]: Say<K> } = {
  rolledOff: (ctx, p) =>
    `Roll-off: ${ctx.players[0]} rolled ${FACE_WORDS[p.faces[0]]}, ${ctx.players[1]} rolled ${FACE_WORDS[p.faces[1]]}; ${p.winner === null ? 'a tie: roll again' : `${nameOf(ctx, p.winner)} wins`}.`,
  roleChosen: (ctx, p) => `${nameOf(ctx, p.player)} chooses to be the ${p.role}.`,
  interceptDeclared: (ctx, p) => `${whoIs(ctx, 'invader')} declares ${p.intercept ? 'a' : 'no'} strategic intercept.`,
  seasonChosen: (ctx, p) => `${whoIs(ctx, 'invader')} chooses ${ctx.rules.weather.seasons.find((s) => s.id === p.season)?.name ?? p.season}.`,
  deckShuffled: (_ctx, p) => `The deck of ${p.size} cards is shuffled.`,
  cardsDealt: (ctx, p) =>
    `${p.purpose === 'pbs' ? 'PBS' : 'Scouting'} cards dealt: ${p.invader} to ${whoIs(ctx, 'invader')}, ${p.defender} to ${whoIs(ctx, 'defender')}.`,
  handDealt: (ctx, p) => `${nameOf(ctx, p.side)}, your ${p.purpose === 'pbs' ? 'PBS' : 'scouting'} cards: ${cards(p.cards)}.`,
  cardCommitted: (ctx, p) =>
    ctx.cards === 'physical' ? `${roundLabel(p.round)}: ${whoIs(ctx, p.side)}'s card is entered.` : `${roundLabel(p.round)}: ${whoIs(ctx, p.side)} has chosen a card, face down.`,
  cardChosen: (ctx, p) => `${roundLabel(p.round)}: ${nameOf(ctx, p.side)}, you chose ${card(p.card, p.round === null ? 'no card' : 'to pass')}.`,
  territoryContestRevealed: (ctx, p) =>
    `Territory contest: ${whoIs(ctx, 'invader')} ${card(p.invader, 'no card')}, ${whoIs(ctx, 'defender')} ${card(p.defender, 'no card')}. ${nameOf(ctx, p.chooser)} picks the territory.`,
  territoryChosen: (ctx, p) =>
    `${nameOf(ctx, p.side)} chooses ${ctx.rules.territories[ctx.edition].find((t) => t.id === p.territory)?.name ?? p.territory} territory for the battle.`,
  counterPlaced: (ctx, p) => `${nameOf(ctx, p.side)} places the army counter at ${square(p)}.`,
  dayRevealed: (ctx, p) =>
    `Day ${p.day}: ${whoIs(ctx, 'invader')} ${card(p.invader, 'a pass (Black)')}, ${whoIs(ctx, 'defender')} ${card(p.defender, 'a pass (Black)')}. ${
      p.winner ? `${nameOf(ctx, p.winner)} wins by ${p.difference} and moves the counter.` : 'Equal cards: the counter stays.'
    }`,
  counterMoved: (ctx, p) => `Day ${p.day}: ${nameOf(ctx, p.side)} moves the counter to ${square(p)}.`,
  deepWaterPlaced: (ctx, p) => `${whoIs(ctx, p.side)} places the deep-water flank along ${sideEdgeName(p.edge)}.`,
  flankPiecePlaced: (ctx, p) => `${whoIs(ctx, p.side)} places ${terrain(ctx, p.terrain)} as a secure flank in ${sectorName(p.sector)}.`,
  flankPieceSkipped: (ctx, p) => `${whoIs(ctx, p.side)} has no secure-flank terrain left to place.`,
  terrainSelected: (ctx, p) => `${whoIs(ctx, p.side)} chooses ${terrain(ctx, p.terrain)} (${p.kind})${p.declared ? `, declared ${p.declared}` : ''}.`,
  selectionEnded: (ctx, p) => `${whoIs(ctx, p.side)} takes no more optional terrain.`,
  placementRolled: (ctx, p) => {
    const head = `${whoIs(ctx, p.side)} rolls ${p.die} for ${terrain(ctx, p.terrain)}`;
    if (p.lost) return `${head}: the centre sector, where it may not go, so it is lost.`;
    if (!('sector' in p.placement)) return `${head}.`;
    const where = pieceSectorName({ owner: p.side, placement: p.placement });
    const edge = p.placement.method === 'dice' && p.placement.touchTableEdge ? ', touching a table edge' : '';
    return `${head}: wholly in ${where}${edge}.`;
  },
  placedWithoutDice: (ctx, p) =>
    `${whoIs(ctx, p.side)} places ${terrain(ctx, p.terrain)} without dicing (${p.method === 'contiguous' ? 'contiguous to a field or settlement' : 'touching water'}).`,
  opponentRolled: (ctx, p) => {
    const head = `${whoIs(ctx, p.side)} rolls ${p.die} against ${terrain(ctx, p.terrain)}`;
    if (p.kept) return `${head}: too low to change it, it stays where placed.`;
    // Issue 29: what the die allows, as it happens (PBS 9.E: 4+ move, 5+ pivot, 6 remove, from the edition's rows).
    const allowed = ctx.rules.editions[ctx.edition].opponent.rows.filter((row) => p.die >= row.min).map((row) => OPPONENT_VERBS[row.outcome]);
    return `${head}: ${nameOf(ctx, p.side)} may ${orList(['leave it', ...allowed])}.`;
  },
  pieceResolved: (ctx, p) => {
    const verb = { keep: 'keep', move: 'move', pivot: 'pivot', remove: 'remove' }[p.outcome];
    return `${whoIs(ctx, p.side)} chooses to ${verb} ${terrain(ctx, p.terrain)}.`;
  },
  vitalSettlementPlaced: () => 'The Vital Settlement or Fort is placed.',
  weatherRolled: (ctx, p) => {
    const name = ctx.rules.weather.types.find((t) => t.id === p.weather)?.name ?? p.weather;
    return `Weather: ${weatherRollText(ctx.rules, p.dice, p.score)}: ${name}${p.changeable ? ', changeable' : ''}.`;
  },
  scoutingCounted: (ctx, p) =>
    `Scouting: ${whoIs(ctx, 'invader')} ${p.totals.invader}%, ${whoIs(ctx, 'defender')} ${p.totals.defender}%. ${
      p.outscouted ? `${whoIs(ctx, p.outscouted)} is outscouted by ${p.by}%.` : 'Nobody is outscouted.'
    }`,
  deploymentDone: (ctx, p) => `Deployment done: ${deploymentText(ctx, p.entry)}`,
  deploymentBatchDone: (_ctx, p) => `Deployment done: ${deploymentBatchTitle(p.batch).toLowerCase()}.`,
  conditionConfirmed: (ctx, p) => (p.entry.code === 'campOption' ? `${CAMP_QUESTION_WORDS.confirmed(p.holds)} ${campOptionText(ctx, p.entry)}` : CAMP_QUESTION_WORDS.confirmed(p.holds)),
  passedWithNoCards: (ctx, p) => `${roundLabel(p.round)}: ${whoIs(ctx, p.side)} has no cards left and passes (counts as Black).`,
  preGameMovesDone: () => 'Pre-game moves done. The battle can begin.',
  preBattleEnded: () => 'The pre-battle is complete.',
  battleWeatherRolled: (ctx, p) =>
    `Turn ${p.turn} weather: ${diceText('red', p.red)}, ${diceText('green', p.green)}: ${weatherName(ctx.rules, p.to)} (${
      p.steps === 0 ? `stays ${weatherName(ctx.rules, p.from)}` : `${stepsText(p.steps)} from ${weatherName(ctx.rules, p.from)}`
    }).`,
  battleEnded: (ctx, p) => `The battle is over after ${p.turns} ${p.turns === 1 ? 'turn' : 'turns'} of weather rolls, in ${weatherName(ctx.rules, p.weather)}.`,
  positionRecorded: (ctx, p) =>
    `${nameOf(ctx, p.side)}'s ${terrain(ctx, p.terrain)}, ${STAGE_WORDS[p.stage]}, is recorded: ${footprintText({ unit: p.unit, mmPerUnit: p.mmPerUnit }, p)}.`,
};

/** An event in words with player names. */
export const eventText = catalogue(function eventText(ctx: WordContext, event: GameEvent): string {
  return (EVENT_WORDS[event.code] as Say<typeof event.code>)(ctx, event.params as never);
});

/** A run of tied roll-offs told as one log line (PBS 8.A: ties re-roll, thousands of times with physical dice). */
export const rollOffTiesText = catalogue(function rollOffTiesText(count: number): string {
  return `${count.toLocaleString('en-GB')} roll-off ties`;
});

/** A physical card as the players entered it, after both were revealed on the table: "Day 1: Anna (defender) entered Red (R)." */
function enteredText(ctx: WordContext, p: EventParams['cardChosen']): string {
  const card = p.card === null ? (p.round === null ? 'no card' : 'a pass (Black)') : colourName(p.card);
  return `${roundLabel(p.round)}: ${whoIs(ctx, p.side)} entered ${card}.`;
}

/**
 * What everyone may read of one action: its public events in words. The card that completes a round
 * is told by the reveal itself, so its "has chosen a card" is left out. Physical cards are entered
 * once both lie face up, so the entry is told as entered, with its colour. `reveals` says which events turn the cards up (the engine's).
 */
export const actionText = catalogue(function actionText(ctx: WordContext, events: readonly GameEvent[], reveals: (code: EventCode) => boolean): string {
  const shown = events.filter((e) => e.audience === 'public');
  const revealed = shown.some((e) => reveals(e.code));
  const entered = (e: GameEvent) =>
    ctx.cards === 'physical' && e.code === 'cardCommitted' ? events.find((c) => c.code === 'cardChosen' && c.params.side === e.params.side) : undefined;
  return shown
    .filter((e) => !(revealed && e.code === 'cardCommitted'))
    .map((e) => {
      const chosen = entered(e);
      return chosen?.code === 'cardChosen' ? enteredText(ctx, chosen.params) : eventText(ctx, e);
    })
    .join(' ');
});
