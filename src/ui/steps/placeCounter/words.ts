import { catalogue } from '../../words/catalogue';

/** Placing the army counter (seed 000 PBS 8.C). */
export const PLACE_COUNTER_WORDS = catalogue({
  place: 'Choose the square where the army counter starts. Use the arrow keys and Enter, or click a square.',
  placeLabel: 'Place the counter',
  /** Issue 29: who places it and why it matters, resolved for this game. */
  explain: (placer: string, intercept: boolean) =>
    `${placer} places the army counter${intercept ? ' after the strategic intercept' : ' as the defender'}: the five days of cards move it from here, and its last square sets the secure flank and how much terrain there is.`,
});
