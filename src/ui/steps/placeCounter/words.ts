import { catalogue, msg } from '../../words/catalogue';

/** Placing the army counter (seed 000 PBS 8.C). */
export const PLACE_COUNTER_WORDS = catalogue({
  place: 'Tap the square where it starts, or use the arrow keys and Enter.',
  placeLabel: 'Place the counter',
  /** Issue 29: who places it and why it matters, resolved for this game. */
  explain: msg<{ placer: string; intercept: boolean }>(
    '{placer} places the army counter{intercept, select, true { after the strategic intercept} other { as the defender}}: each day of the march may move it, and where it ends sets the secure flank and how much terrain there is.',
  ),
});
