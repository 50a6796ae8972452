import { catalogue } from '../../words/catalogue';

/** The roll-off's words: each player's die, a tie, the roll button (seed 000 PBS 8.A). */
export const ROLL_OFF_WORDS = catalogue({
  rolls: (name: string) => `${name} rolls`,
  aDie: (colour: string, rating: string) => `a ${colour} die (${rating} army commander).`,
  tie: (attempt: number, first: string, firstFace: string, second: string, secondFace: string) =>
    `Roll ${attempt}: ${first} ${firstFace}, ${second} ${secondFace}: a tie, roll again.`,
  rollBoth: 'Roll both dice',
  /** Issue 29: the roll-off in one line; the ladder of faces comes from the data. */
  explain: (ranking: string) =>
    `Each player rolls the die of their army commander's rating; the better face (${ranking}) wins and chooses to invade or defend. A tie rolls again.`,
});
