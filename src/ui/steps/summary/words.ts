import { catalogue } from '../../words/catalogue';

/** The summary's own title, also shown by a shared battle's summary. */
export const SUMMARY_WORDS = catalogue({
  title: 'Battle summary',
  /** The Vital Settlement or Fort's row (seed 000 PBS 9.E): placed, none in this battle (issue 38), or not yet answered. */
  vital: 'Vital Settlement or Fort',
  vitalState: (state: 'placed' | 'none' | 'open') => ({ placed: 'Placed', none: 'None in this battle', open: 'Not yet placed' })[state],
  /** Issue 29: what the summary's controls are for. */
  explain: 'The battle as the pre-battle decided it: set up the table from it, record where each piece lies if you wish, and print the sheet to keep.',
});
