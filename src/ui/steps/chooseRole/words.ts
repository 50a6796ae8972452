import { catalogue } from '../../words/catalogue';

/** The choice of side's words: the roll-off's result and the two choices (seed 000 PBS 8.A). */
export const CHOOSE_ROLE_WORDS = catalogue({
  result: (first: string, firstFace: string, second: string, secondFace: string, ties: number, winner: string) =>
    `Roll-off: ${first} rolled ${firstFace}, ${second} rolled ${secondFace}${ties > 0 ? ` (after ${ties === 1 ? 'a tie' : `${ties} ties`}, rolled again)` : ''}. ${winner} wins and chooses.`,
  invades: (name: string) => `${name} invades`,
  defends: (name: string) => `${name} defends`,
  /** Issue 29: what each role means; the strategic intercept only when the winner's face allows it. */
  explain: (interceptFace: string | null) =>
    `The invader picks the territory only by playing the better card, the defender otherwise, and the defender places the army counter${
      interceptFace ? `; invading after rolling ${interceptFace} also allows a strategic intercept (the invader places the counter)` : ''
    }.`,
});
