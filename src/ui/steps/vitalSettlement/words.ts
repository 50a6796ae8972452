import { catalogue } from '../../words/catalogue';

/** The Vital Settlement or Fort step (seed 000 PBS 9.E). */
export const VITAL_SETTLEMENT_WORDS = catalogue({
  hint: 'The sources only name this step; place it as your army lists and scenario say, then continue.',
  placed: 'Vital Settlement or Fort placed',
});
