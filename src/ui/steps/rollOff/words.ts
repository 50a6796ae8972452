import { catalogue, msg } from '../../words/catalogue';

/** The roll-off's words: each player's die, a tie, the roll button (seed 000 PBS 8.A). */
export const ROLL_OFF_WORDS = catalogue({
  rolls: msg<{ player: string }>('{player} rolls'),
  aDie: msg<{ colour: string; rating: string }>('a {colour} die ({rating} army commander).'),
  tie: msg<{ attempt: number; first: string; firstFace: string; second: string; secondFace: string }>(
    'Roll {attempt}: {first} {firstFace}, {second} {secondFace}: a tie, roll again.',
  ),
  rollBoth: 'Roll both dice',
  /** Issue 29: the roll-off in one line; the ladder of faces (best first) comes from the data. */
  explain: msg<{ ranking: string }>(
    "Each player rolls the die of their army commander's rating; the better face ({ranking}) wins and chooses to invade or defend. A tie rolls again.",
  ),
});
