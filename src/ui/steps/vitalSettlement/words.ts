import { catalogue } from '../../words/catalogue';

/** The Vital Settlement or Fort step (seed 000 PBS 9.E). */
export const VITAL_SETTLEMENT_WORDS = catalogue({
  hint: 'The sources only name this step; place it as your army lists and scenario say, then continue.',
  placed: 'Vital Settlement or Fort placed',
  /** Issue 38: the answer for a battle without one (app rules 5). */
  none: 'This battle has none',
  /** Issue 29: what the step is for. */
  explain: 'A Vital Settlement or Fort is a place the armies fight over, held by TuGs garrisoning it: place it as your army lists and scenario say, then go on.',
});
