import { catalogue } from '../../words/catalogue';

/** The summary's own title, also shown by a shared battle's summary. */
export const SUMMARY_WORDS = catalogue({
  title: 'Battle summary',
  /** Issue 29: what the summary's controls are for. */
  explain: 'The battle as the pre-battle decided it: set up the table from it, record where each piece lies if you wish, and print the sheet to keep.',
});
