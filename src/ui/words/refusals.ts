import type { Action, Refusal, RefusalCode, RefusalParams } from '../../engine';
import { nameOf, whoIs, type WordContext } from './context';
import { turnText } from './turn';
import { stepNameText } from './stepNames';
import { CATEGORY_WORDS, colourLetter, colourName, DENSITY_WORDS, FACE_WORDS, sectorName, terrainName } from './vocab';
import { violationText } from './table';
import { diceText, DIE_COLOUR_WORDS, weatherName } from '../battle/words';
import { catalogue } from './catalogue';
import { appRulesText } from './rulesVersion';

type Say<K extends RefusalCode> = (ctx: WordContext, p: RefusalParams[K]) => string;

const terrain = (ctx: WordContext, id: string) => terrainName(ctx.rules, ctx.territory, id);
const density = (id: string) => (DENSITY_WORDS[id as keyof typeof DENSITY_WORDS] ?? id).toLowerCase();

/** A chance action's outcome in words, for "the game code gives ..., the file says ...". */
export const chanceText = catalogue(function chanceText(action: Action): string {
  switch (action.type) {
    case 'rollOff':
      return `roll-off faces ${FACE_WORDS[action.faces[0]]} and ${FACE_WORDS[action.faces[1]]}`;
    case 'shuffleDeck':
      return `a deck in the order ${action.order.map(colourLetter).join('')}`;
    case 'dealPbs':
    case 'dealScouting':
      return `invader ${action.invader.map(colourName).join(', ') || 'no cards'}; defender ${action.defender.map(colourName).join(', ') || 'no cards'}`;
    case 'rollPlacement':
      return `a placement die of ${action.die}`;
    case 'rollOpponent':
      return `an opponent's die of ${action.die}`;
    case 'rollWeather':
      return `weather dice ${action.dice[0]} and ${action.dice[1]}`;
    case 'rollBattleWeather':
      return `battle weather dice ${diceText('red', action.red)}, ${diceText('green', action.green)}`;
    default:
      return action.type;
  }
});

/** Which code draws a chance action: the battle's own sealed code for a battle turn's weather (issue 13), else the game code. */
export const codeName = catalogue(function codeName(action: Action): string {
  return action.type === 'rollBattleWeather' ? 'battle code' : 'game code';
});

/** One sentence per refusal code, in a player's words. */
const REFUSAL_WORDS: { [K in RefusalCode]: Say<K> } = {
  invalidAction: () => 'That is not an action this app knows.',
  wrongStep: (_ctx, p) => `It is time for ${stepNameText(p.stepId)}, not that.`,
  notInForce: (_ctx, p) => `That action is not part of the rules this game is played under (${appRulesText(p.rulesVersion)}).`,
  notYourTurn: (ctx, p) => `It is the turn of ${turnText(ctx, p.actor)}.`,
  alreadyCommitted: (ctx, p) => `${nameOf(ctx, p.side)} has already chosen a card for this round.`,
  noCardsLeft: (ctx, p) => `${nameOf(ctx, p.side)} has no cards left.`,
  notInHand: (ctx, p) => `${nameOf(ctx, p.side)} holds no ${colourName(p.card)} card.`,
  mustPlay: (ctx, p) => `${nameOf(ctx, p.side)} holds ${p.cards} ${p.cards === 1 ? 'card' : 'cards'} for ${p.days} ${p.days === 1 ? 'day' : 'days'} left, so must play a card today (${ctx.rules.editions[ctx.edition].march.source}).`,
  mustPlayTerritoryCard: (ctx, p) => `${nameOf(ctx, p.side)} holds PBS cards, so must play one in the territory contest (${p.source}).`,
  chanceMismatch: (_ctx, p) => {
    const code = codeName(p.expected);
    return `It does not follow the ${code}: the ${code} gives ${chanceText(p.expected)}, the log says ${chanceText(p.got)}.`;
  },
  impossibleFace: (ctx, p) => `${ctx.players[p.player]}'s ${p.colour} die has no ${FACE_WORDS[p.face]} face (see the dice in the rules reference).`,
  badDeck: (_ctx, p) => `A shuffled deck must hold exactly the ${p.size} cards of the command deck.`,
  badDeal: (_ctx, p) =>
    p.purpose === 'pbs'
      ? 'The dealt cards must be the top cards of the deck, as many as each army has PBS cards.'
      : 'Scouting cards must come from the top of the deck, enough to reach each scouting total.',
  seasonNotOffered: () => 'That season is not in the weather rules.',
  territoryNotOffered: () => "That territory is not on the defender's list.",
  offTerritory: () => 'The army counter must be placed on a square of the chosen territory type (source 002).',
  tooFar: (_ctx, p) => `The counter cannot reach that square with a card difference of ${p.difference} (or it would leave the territory).`,
  flankNotOffered: (ctx, p) => `${terrain(ctx, p.terrain)} is not a secure-flank option of this square (or its limit is reached).`,
  sameFlankSector: (_ctx, p) => `The invader places in the same flank sector as the defender: ${sectorName(p.sector)}.`,
  flankPieceRequired: () => 'A secure-flank piece can still be placed, so it must be.',
  notInTerrainTable: (ctx, p) => `${terrain(ctx, p.terrain)} is not in the ${ctx.territory?.name ?? p.territory} terrain table.`,
  impassableNotAllowed: (_ctx, p) => `No impassable terrain at ${density(p.density)} density (${p.source}).`,
  declarationNotAllowed: (ctx, p) => `${terrain(ctx, p.terrain)} cannot be declared ${p.status} here.`,
  declarationLimit: (ctx, p) => `Only ${p.max} ${terrain(ctx, p.terrain)} may be declared ${p.status} (${p.source}).`,
  capReached: (ctx, p) => `At most ${p.max} ${p.terrain.map((id) => terrain(ctx, id)).join(' and ')} may be on the table (${p.source}).`,
  perSettlementCap: (ctx, p) => `${terrain(ctx, p.terrain)}: at most 1 per town or village already laid (${p.source}).`,
  categoryFull: (_ctx, p) =>
    `The compulsory terrain already has all the ${CATEGORY_WORDS[p.category].toLowerCase()} pieces ${density(p.density)} density needs (${p.source}).`,
  noDiceNotAllowed: () => 'This piece has no exception that lets it be placed without dicing here.',
  outcomeNotAllowed: (_ctx, p) => `A ${p.die} does not allow "${p.outcome}" for this piece.`,
  tooManyScoutingCards: (ctx, p) => `${whoIs(ctx, p.side)} holds at most ${p.limit} scouting cards.`,
  deploymentOrder: () => 'Confirm the deployment plan in order, one part after the other.',
  conditionNotAsked: () => 'That part of the deployment plan asks no question: the app already knows whether its condition holds.',
  conditionPending: () => 'First answer whether the camp option’s condition holds: the app cannot tell, and this part of the deployment plan depends on it.',
  noSuchPiece: (_ctx, p) => `There is no terrain piece number ${p.piece} in this game.`,
  notPlacedYet: (ctx, p) =>
    p.stage === 'placed'
      ? `${terrain(ctx, p.terrain)} has not been placed yet, so it has no position on the table.`
      : `The opponent has not yet decided what becomes of ${terrain(ctx, p.terrain)}, so it has no final position.`,
  positionBreaksRule: (ctx, p) =>
    `That position of ${terrain(ctx, p.terrain)} breaks the rules: ${p.violations.map((v) => violationText({ unit: p.unit, mmPerUnit: p.mmPerUnit }, v, ctx)).join(' ')}`,
  wrongDiceCount: (_ctx, p) =>
    `This turn takes ${p.expected} ${DIE_COLOUR_WORDS[p.colour]} ${p.expected === 1 ? 'die' : 'dice'}${p.changeable ? ' (the weather is changeable)' : ''}, not ${p.got}.`,
  weatherNotInColumn: (ctx, p) => `${weatherName(ctx.rules, p.weather)} is not one of this territory’s weather types, so the dice cannot move it.`,
  faceNotOnDie: (_ctx, p) => `The ${DIE_COLOUR_WORDS[p.colour]} die has no ${FACE_WORDS[p.face]} face (see the dice in the rules reference).`,
  battleOver: (_ctx, p) => `The battle is over (after ${p.turns} ${p.turns === 1 ? 'turn' : 'turns'} of weather rolls): no more weather is rolled.`,
  tooManyBattleTurns: (_ctx, p) =>
    `A battle has at most ${p.most.toLocaleString('en-GB')} turns of weather rolls, so this one cannot have another: the rules give no length for a battle, and the app stops there so that a forged game file or link cannot keep it busy (see the weather rules in the rules reference).`,
  automaticLimit: (_ctx, p) =>
    `The app rolled or dealt ${p.most} times by itself for ${stepNameText(p.stepId)} without reaching a player's turn, so it stopped and saved nothing: the rules profile's dice can never give two different results. Start a new game under a profile whose dice can differ.`,
};

/** A refusal in words. */
export const refusalText = catalogue(function refusalText(ctx: WordContext, refusal: Refusal): string {
  return (REFUSAL_WORDS[refusal.code] as Say<typeof refusal.code>)(ctx, refusal.params as never);
});
