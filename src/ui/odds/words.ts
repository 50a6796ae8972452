import type { CardRound, Colour, odds } from '../../engine';
import { COLOUR_WORDS } from '../words/vocab';
import { catalogue } from '../words/catalogue';

/** A chance as a whole percentage; "under 1%" and "over 99%" so that a possible outcome never reads as 0% or 100%. */
export const percentText = catalogue(function percentText(chance: number): string {
  if (chance <= 0) return '0%';
  if (chance >= 1) return '100%';
  if (chance < 0.005) return 'under 1%';
  if (chance > 0.995) return 'over 99%';
  return `${Math.round(chance * 100)}%`;
});

/** "2-5", "1", "3 and 5": the die faces of one outcome. */
function facesText(faces: readonly number[]): string {
  const sorted = [...faces].sort((a, b) => a - b);
  const run = sorted.every((f, i) => i === 0 || f === sorted[i - 1]! + 1);
  if (sorted.length > 2 && run) return `${sorted[0]}-${sorted.at(-1)}`;
  if (sorted.length <= 1) return sorted.join('');
  return `${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}`;
}

/** A card choice as the step's buttons name it: a colour, or no card with what it counts as. */
function choiceText(card: Colour | null, countsAs: Colour, step: CardRound): string {
  if (card) return COLOUR_WORDS[card];
  return step === 'contest' ? `No card (counts as ${COLOUR_WORDS[countsAs]})` : `Pass (counts as ${COLOUR_WORDS[countsAs]})`;
}

/**
 * The odds of each choice (issue 13): chances as facts from what the player holding the laptop may know,
 * never advice, each with the assumption it rests on.
 */
export const ODDS_WORDS = catalogue({
  heading: 'Odds',
  notAdvice: 'Chances, not advice.',
  /** Card steps. */
  choice: choiceText,
  againstCard: (other: string, win: number, tie: number, lose: number) =>
    `beats ${other}'s card ${percentText(win)}, ties ${percentText(tie)}, loses ${percentText(lose)}.`,
  picksTerritory: (chance: number) => `You choose the territory: ${percentText(chance)}.`,
  basisHand: (other: string, handSize: number, unseen: number, mayPass: boolean, noCard: string) =>
    handSize === 0
      ? `${other} holds no cards, so ${other} plays none.`
      : `Assuming ${other}'s hand is any ${handSize} ${handSize === 1 ? 'card' : 'cards'} from the ${unseen} you have not seen (the deck make-up minus what you have seen), each card${mayPass ? ` and ${noCard}` : ''} equally likely to be played.`,
  basisFaceDown: (other: string, unseen: number) =>
    `${other} has put a card face down: assuming it is any one of the ${unseen} cards you have not seen (the deck make-up minus what you have seen), each equally likely.`,
  basisPassed: (other: string, noCard: string) => `${other} has already chosen ${noCard}: his hand did not shrink.`,
  noCardWords: (step: CardRound) => (step === 'contest' ? 'playing no card' : 'a pass'),
  enteredBasis: 'From the hand you entered: the deck make-up in the rules minus your hand and the cards played. Your hand is not saved, logged or shown to anyone.',
  method: (method: odds.OddsMethod) =>
    method.kind === 'exact' ? 'Exact: every case counted.' : `Estimated from ${method.samples.toLocaleString('en-GB')} sampled deals (seeded, so the same each time).`,
  /** The march. */
  dayOutcome: (who: string | null, difference: number, chance: number) =>
    who === null ? `Equal cards, the counter stays: ${percentText(chance)}` : `${who} ${who === 'You' ? 'win' : 'wins'} by ${difference}: ${percentText(chance)}`,
  endSquares: (count: number) => (count === 1 ? 'the counter ends on' : `the counter can end on any of ${count} squares:`),
  square: (row: number, col: number, density: string) => `row ${row + 1}, column ${col + 1} (${density})`,
  /** The end squares of an outcome, marked on its small map, in words: "12 squares, framed on the map". */
  endOnMap: (count: number) => (count === 1 ? 'The counter ends on the framed square.' : `The counter can end on any of the ${count} framed squares.`),
  /** The same squares by row for a screen reader: "row 1: columns 2-4; row 3: column 1". */
  squaresByRow: (rows: readonly { row: number; cols: string }[]) => rows.map((r) => `row ${r.row + 1}: ${r.cols}`).join('; '),
  columns: (cols: readonly number[]) => `${cols.length === 1 ? 'column' : 'columns'} ${cols.map((c) => c + 1).join(', ')}`,
  framedKey: 'Framed: the counter can end here today',
  outcomesOf: (choice: string) => `${choice}: what today can bring`,
  /** Physical cards: the hand typed behind the curtain for the odds alone. */
  enterHand: (name: string) => `${name}: enter my hand for the odds`,
  enterHandTitle: (name: string, count: number) => `${name}, enter the ${count} ${count === 1 ? 'card' : 'cards'} you hold (only you look)`,
  handCount: (entered: number, count: number) => `${entered} of ${count} cards entered.`,
  hideHand: 'Hide and forget my hand',
  problem: (problem: odds.OddsProblem, count: number) =>
    ({
      notNow: 'No odds at this moment.',
      alreadyChosen: 'You have chosen your card.',
      handUnknown: 'Enter your hand to see the odds.',
      handSize: `Enter exactly ${count} ${count === 1 ? 'card' : 'cards'} to see the odds.`,
      handNotInDeck: 'That hand and the cards played do not fit in the deck make-up in the rules: check the colours.',
      tooFewUnseen: 'The deck make-up in the rules leaves fewer unseen cards than the other player holds, so there are no odds.',
    })[problem],
  /** Terrain placement. */
  landingTitle: (piece: string, owner: string) => `Where the placement die sends ${piece} (read from ${owner}'s own base edge)`,
  /** `sector` in the one frame (`sectorName`): the die's sector turned to the defender's edge. */
  landing: (sector: string, faces: readonly number[], chance: number, touchTableEdge: boolean, lost: boolean) =>
    `${sector.charAt(0).toUpperCase() + sector.slice(1)}${touchTableEdge ? ', touching a table edge' : ''}${lost ? ': lost' : ''} (die ${facesText(faces)}): ${percentText(chance)}`,
  withoutDice: 'Placed without dicing instead, it stays where it is placed.',
  opponentTitle: (other: string) => `${other}'s die`,
  mayMove: (other: string, chance: number) => `${other} may move it: ${percentText(chance)}`,
  mayPivot: (other: string, chance: number) => `${other} may pivot it: ${percentText(chance)}`,
  mayRemove: (other: string, chance: number) => `${other} may remove it: ${percentText(chance)}`,
  survives: (piece: string, other: string, chance: number) => `${piece} is still on the table even if ${other} removes it whenever allowed: ${percentText(chance)}.`,
  /** Terrain selection: the odds of each terrain if it is placed by dice. */
  choiceTitle: 'If placed by dice',
  terrainGroup: (names: string, odds: { left: number; centre: number; right: number; edge: number; lost: number; move: number; pivot: number; remove: number; survives: number }) =>
    `${names}: left flank sector ${percentText(odds.left)}, centre ${percentText(odds.centre)}, right flank sector ${percentText(odds.right)}` +
    `${odds.edge > 0 ? `, touching a table edge ${percentText(odds.edge)}` : ''}${odds.lost > 0 ? `, lost in the centre ${percentText(odds.lost)}` : ''}; ` +
    `the opponent may move it ${percentText(odds.move)}, pivot it ${percentText(odds.pivot)}, remove it ${percentText(odds.remove)}; still on the table even if he removes it whenever allowed: ${percentText(odds.survives)}.`,
  /** Scouting. */
  scoutingHeading: 'Scouting odds',
  scoutingWhen: 'The PBS cards each player kept count for scouting (PBS 10.A). Until the scouting cards are dealt, each player may look at his own chances; the other looks away.',
  showScouting: (name: string) => `${name}: show my scouting odds`,
  scoutingTitle: (name: string) => `${name}'s scouting odds (only ${name} looks)`,
  outscouted: (chance: number) => `You are outscouted: ${percentText(chance)}`,
  outscouting: (other: string, chance: number) => `You outscout ${other}: ${percentText(chance)}`,
  even: (chance: number) => `Equal totals, nobody outscouted: ${percentText(chance)}`,
  byMargin: (by: number, chance: number) => `by ${by}%: ${percentText(chance)}`,
  /** One row of margins that put the same number of TuGs down first (PBS 10.B-10.C). */
  byMargins: (from: number, to: number, first: string, chance: number) => `by ${from === to ? `${from}%` : `${from}-${to}%`}, ${first}: ${percentText(chance)}`,
  youFirst: (tugs: number, total: number, unit: string) => (tugs >= total ? `you deploy your whole army (${total} ${unit}s) first` : `you deploy ${tugs} of your ${total} ${unit}s first`),
  theyFirst: (other: string, tugs: number, total: number, unit: string) =>
    tugs >= total ? `${other} deploys the whole army (${total} ${unit}s) first` : `${other} deploys ${tugs} of ${total} ${unit}s first`,
  unlikely: (count: number, chance: number) => `${count} other ${count === 1 ? 'margin' : 'margins'}, each under 1%: ${percentText(chance)} together`,
  evenMeans: 'With equal totals, each side deploys a third of its army at a time, the defender first.',
  marginsSummary: (unit: string) => `By how much, and how many ${unit}s deploy first`,
  scoutingBasis: (kept: number, draws: number, other: string, theirKept: number, theirDraws: number, unseen: number) =>
    `Assuming the ${draws} ${draws === 1 ? 'card' : 'cards'} dealt to you, and ${other}'s ${theirKept} kept and ${theirDraws} dealt, are any of the ${unseen} cards you have not seen, each set equally likely; your ${kept} kept ${kept === 1 ? 'card counts' : 'cards count'}.`,
  hideScouting: 'Hide my scouting odds',
} as const);
