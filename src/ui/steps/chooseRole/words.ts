import { catalogue, msg } from '../../words/catalogue';

/** The choice of side's words: the roll-off's result and the two choices (seed 000 PBS 8.A). */
export const CHOOSE_ROLE_WORDS = catalogue({
  result: msg<{ first: string; firstFace: string; second: string; secondFace: string; ties: number; winner: string }>(
    'Roll-off: {first} rolled {firstFace}, {second} rolled {secondFace}{ties, plural, =0 {} one { (after a tie, rolled again)} other { (after # ties, rolled again)}}. {winner} wins and chooses.',
  ),
  invades: msg<{ player: string }>('{player} invades'),
  defends: msg<{ player: string }>('{player} defends'),
  /** Issue 29: what each role means; the strategic intercept only when the winner's face allows it (`face`: that face, else ''). */
  explain: msg<{ intercept: boolean; face: string }>(
    'The invader picks the territory only by playing the better card, the defender otherwise, and the defender places the army counter{intercept, select, true {; invading after rolling {face} also allows a strategic intercept (the invader places the counter)} other {}}.',
  ),
});
