import type { CardRound, Colour, odds } from '../../engine';
import { COLOUR_WORDS } from '../words/vocab';
import { catalogue, msg } from '../words/catalogue';

/** A chance as a whole percentage; "under 1%" and "over 99%" so that a possible outcome never reads as 0% or 100%. */
export function percentText(chance: number): string {
  const bound = chance <= 0 ? 'none' : chance >= 1 ? 'all' : chance < 0.005 ? 'under' : chance > 0.995 ? 'over' : 'some';
  return ODDS_WORDS.percent({ bound, chance });
}

/** "2-5", "1", "3 and 5": the die faces of one outcome. */
function facesText(faces: readonly number[]): string {
  const sorted = [...faces].sort((a, b) => a - b);
  const run = sorted.every((f, i) => i === 0 || f === sorted[i - 1]! + 1);
  if (sorted.length > 2 && run) return ODDS_WORDS.faceRun({ from: sorted[0]!, to: sorted.at(-1)! });
  return ODDS_WORDS.faceList({ faces: sorted.map(String) });
}

/** A card choice as the step's buttons name it: a colour, or no card with what it counts as. */
export function choiceText(card: Colour | null, countsAs: Colour, step: CardRound): string {
  return card ? COLOUR_WORDS[card] : ODDS_WORDS.noCardChoice({ step, countsAs: COLOUR_WORDS[countsAs] });
}

/** How the odds were worked out: exactly, or from sampled deals. */
export function methodText(method: odds.OddsMethod): string {
  return ODDS_WORDS.method({ exact: method.kind === 'exact', samples: method.kind === 'exact' ? 0 : method.samples });
}

/** The odds of a group of terrain placed by dice, every chance said by `percentText`. */
export function groupText(
  names: readonly string[],
  odds: { left: number; centre: number; right: number; edge: number; lost: number; move: number; pivot: number; remove: number; survives: number },
): string {
  const p = percentText;
  return ODDS_WORDS.terrainGroup({
    names,
    ...{ left: p(odds.left), centre: p(odds.centre), right: p(odds.right), edge: p(odds.edge), lost: p(odds.lost) },
    ...{ move: p(odds.move), pivot: p(odds.pivot), remove: p(odds.remove), survives: p(odds.survives) },
    anyEdge: odds.edge > 0,
    anyLost: odds.lost > 0,
  });
}

/** Where the placement die sends a piece, with its chance (`sector` in the one frame, `sectorName`). */
export function landingText(sector: string, faces: readonly number[], chance: number, touchTableEdge: boolean, lost: boolean): string {
  return ODDS_WORDS.landing({ sector: sector.charAt(0).toUpperCase() + sector.slice(1), touchTableEdge, lost, faces: facesText(faces), chance: percentText(chance) });
}

/**
 * The odds of each choice (issue 13): chances as facts from what the player holding the laptop may know,
 * never advice, each with the assumption it rests on.
 */
export const ODDS_WORDS = catalogue({
  heading: 'Odds',
  notAdvice: 'Chances, not advice.',
  /** Card steps. */
  /** A chance (`bound`: none, all, under 1%, over 99%, or some other, written from the fraction `chance`). */
  percent: msg<{ bound: 'none' | 'all' | 'under' | 'over' | 'some'; chance: number }>(
    '{bound, select, none {0%} all {100%} under {under 1%} over {over 99%} other {{chance, number, percent}}}',
  ),
  faceRun: msg<{ from: number; to: number }>('{from}-{to}'),
  faceList: msg<{ faces: readonly string[] }>('{faces, list}'),
  noCardChoice: msg<{ step: CardRound; countsAs: string }>('{step, select, contest {No card (counts as {countsAs})} other {Pass (counts as {countsAs})}}'),
  /** The chances (`win`, `tie`, `lose`) are said by `percent`, as in every odds message. */
  againstCard: msg<{ other: string; win: string; tie: string; lose: string }>("beats {other}'s card {win}, ties {tie}, loses {lose}."),
  choiceAgainst: msg<{ choice: string; odds: string }>('{choice}: {odds}'),
  picksTerritory: msg<{ chance: string }>('You choose the territory: {chance}.'),
  basisHand: msg<{ other: string; handSize: number; unseen: number; mayPass: boolean; noCard: string }>(
    "{handSize, plural, =0 {{other} holds no cards, so {other} plays none.} other {Assuming {other}'s hand is any {handSize, plural, one {# card} other {# cards}} from the {unseen} you have not seen (the deck make-up minus what you have seen), each card{mayPass, select, true { and {noCard}} other {}} equally likely to be played.}}",
  ),
  basisFaceDown: msg<{ other: string; unseen: number }>(
    '{other} has put a card face down: assuming it is any one of the {unseen} cards you have not seen (the deck make-up minus what you have seen), each equally likely.',
  ),
  basisPassed: msg<{ other: string; noCard: string }>('{other} has already chosen {noCard}: his hand did not shrink.'),
  noCardWords: msg<{ step: CardRound }>('{step, select, contest {playing no card} other {a pass}}'),
  enteredBasis: 'From the hand you entered: the deck make-up in the rules minus your hand and the cards played. Your hand is not saved, logged or shown to anyone.',
  /** `samples`: how many deals were sampled, when not `exact`. */
  method: msg<{ exact: boolean; samples: number }>(
    '{exact, select, true {Exact: every case counted.} other {Estimated from {samples} sampled deals (seeded, so the same each time).}}',
  ),
  /** The march. */
  /** `winner`: nobody (equal cards), you, or the other player (`other`). */
  dayOutcome: msg<{ winner: 'nobody' | 'you' | 'other'; other: string; difference: number; chance: string }>(
    '{winner, select, nobody {Equal cards, the counter stays: {chance}} you {You win by {difference}: {chance}} other {{other} wins by {difference}: {chance}}}',
  ),
  /** The end squares of an outcome, marked on its small map, in words: "12 squares, framed on the map". */
  endOnMap: msg<{ count: number }>('{count, plural, one {The counter ends on the framed square.} other {The counter can end on any of the # framed squares.}}'),
  /** The same squares by row for a screen reader: "row 1: columns 2-4; row 3: column 1". */
  /** Rows and columns are joined with the separators below, not as a list ("a, b and c"): "columns 2, 3, 4; row 4: column 3" reads better than nested lists. */
  rowColumns: msg<{ row: number; columns: string }>('row {row}: {columns}'),
  columns: msg<{ count: number; columns: string }>('{count, plural, one {column} other {columns}} {columns}'),
  rowSeparator: '; ',
  columnSeparator: ', ',
  framedKey: 'Framed: the counter can end here today',
  outcomesOf: msg<{ choice: string }>('{choice}: what today can bring'),
  /** Physical cards: the hand typed behind the curtain for the odds alone. */
  enterHand: msg<{ name: string }>('{name}: enter my hand for the odds'),
  enterHandTitle: msg<{ name: string; count: number }>('{name}, enter the {count, plural, one {# card} other {# cards}} you hold (only you look)'),
  handCount: msg<{ entered: number; count: number }>('{entered} of {count} cards entered.'),
  hideHand: 'Hide and forget my hand',
  problem: msg<{ problem: odds.OddsProblem; count: number }>(
    '{problem, select, notNow {No odds at this moment.} alreadyChosen {You have chosen your card.} handUnknown {Enter your hand to see the odds.} handSize {Enter exactly {count, plural, one {# card} other {# cards}} to see the odds.} handNotInDeck {That hand and the cards played do not fit in the deck make-up in the rules: check the colours.} other {The deck make-up in the rules leaves fewer unseen cards than the other player holds, so there are no odds.}}',
  ),
  /** Terrain placement. */
  landingTitle: msg<{ piece: string; owner: string }>("Where the placement die sends {piece} (read from {owner}'s own base edge)"),
  /** `sector` in the one frame (`sectorName`): the die's sector turned to the defender's edge. */
  landing: msg<{ sector: string; touchTableEdge: boolean; lost: boolean; faces: string; chance: string }>(
    '{sector}{touchTableEdge, select, true {, touching a table edge} other {}}{lost, select, true {: lost} other {}} (die {faces}): {chance}',
  ),
  withoutDice: 'Placed without dicing instead, it stays where it is placed.',
  opponentTitle: msg<{ other: string }>("{other}'s die"),
  mayMove: msg<{ other: string; chance: string }>('{other} may move it: {chance}'),
  mayPivot: msg<{ other: string; chance: string }>('{other} may pivot it: {chance}'),
  mayRemove: msg<{ other: string; chance: string }>('{other} may remove it: {chance}'),
  survives: msg<{ piece: string; other: string; chance: string }>('{piece} is still on the table even if {other} removes it whenever allowed: {chance}.'),
  /** Terrain selection: the odds of each terrain if it is placed by dice. */
  choiceTitle: 'If placed by dice',
  /** `names`: the terrain of the group; each chance said by `percent`; `anyEdge`, `anyLost`: those chances are above 0. */
  terrainGroup: msg<{ names: readonly string[]; left: string; centre: string; right: string; anyEdge: boolean; edge: string; anyLost: boolean; lost: string; move: string; pivot: string; remove: string; survives: string }>(
    '{names, list}: left flank sector {left}, centre {centre}, right flank sector {right}{anyEdge, select, true {, touching a table edge {edge}} other {}}{anyLost, select, true {, lost in the centre {lost}} other {}}; the opponent may move it {move}, pivot it {pivot}, remove it {remove}; still on the table even if he removes it whenever allowed: {survives}.',
  ),
  /** Scouting. */
  scoutingHeading: 'Scouting odds',
  scoutingWhen: 'The PBS cards each player kept count for scouting (PBS 10.A). Until the scouting cards are dealt, each player may look at his own chances; the other looks away.',
  showScouting: msg<{ name: string }>('{name}: show my scouting odds'),
  scoutingTitle: msg<{ name: string }>("{name}'s scouting odds (only {name} looks)"),
  outscouted: msg<{ chance: string }>('You are outscouted: {chance}'),
  outscouting: msg<{ other: string; chance: string }>('You outscout {other}: {chance}'),
  even: msg<{ chance: string }>('Equal totals, nobody outscouted: {chance}'),
  byMargin: msg<{ by: number; chance: string }>('by {by}%: {chance}'),
  /** One row of margins that put the same number of TuGs down first (PBS 10.B-10.C). */
  byMargins: msg<{ one: boolean; from: number; to: number; first: string; chance: string }>('by {one, select, true {{from}%} other {{from}-{to}%}}, {first}: {chance}'),
  /** `whole`: the whole army deploys first. */
  youFirst: msg<{ whole: boolean; tugs: number; total: number; unit: string }>(
    '{whole, select, true {you deploy your whole army ({total} {unit}s) first} other {you deploy {tugs} of your {total} {unit}s first}}',
  ),
  theyFirst: msg<{ whole: boolean; other: string; tugs: number; total: number; unit: string }>(
    '{whole, select, true {{other} deploys the whole army ({total} {unit}s) first} other {{other} deploys {tugs} of {total} {unit}s first}}',
  ),
  unlikely: msg<{ count: number; chance: string }>('{count, plural, one {# other margin} other {# other margins}}, each under 1%: {chance} together'),
  evenMeans: 'With equal totals, each side deploys a third of its army at a time, the defender first.',
  marginsSummary: msg<{ unit: string }>('By how much, and how many {unit}s deploy first'),
  scoutingBasis: msg<{ kept: number; draws: number; other: string; theirKept: number; theirDraws: number; unseen: number }>(
    "Assuming the {draws, plural, one {# card} other {# cards}} dealt to you, and {other}'s {theirKept} kept and {theirDraws} dealt, are any of the {unseen} cards you have not seen, each set equally likely; your {kept} kept {kept, plural, one {card counts} other {cards count}}.",
  ),
  hideScouting: 'Hide my scouting odds',
} as const);
