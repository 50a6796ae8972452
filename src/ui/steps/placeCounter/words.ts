import { catalogue } from '../../words/catalogue';

/** Placing the army counter (seed 000 PBS 8.C). */
export const PLACE_COUNTER_WORDS = catalogue({
  place: 'Choose the square where the army counter starts. Use the arrow keys and Enter, or click a square.',
  placeLabel: 'Place the counter',
});
