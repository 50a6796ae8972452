import { catalogue } from '../../words/catalogue';

/** The summary's own words: its title (also shown by a shared battle's summary), what it is for, and a game whose file had no game code. */
export const SUMMARY_WORDS = catalogue({
  title: 'Battle summary',
  /** Issue 29: what the summary's controls are for. */
  explain: 'The battle as the pre-battle decided it: set up the table from it, record where each piece lies if you wish, and print the sheet to keep.',
  /** Under the game code's title when the game's file had none. */
  codeLost: "This game's file had no game code, so its deals and rolls could not be drawn again: they were entered, not checked.",
});
