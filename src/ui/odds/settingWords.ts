import { catalogue, msg } from '../words/catalogue';
/** The odds setting (issue 13) in setup and in the game's header, apart from the odds' own words, which load only with the odds. */
export const ODDS_SETTING_WORDS = catalogue({
  /** Setup. */
  setupLabel: 'Show the odds of each choice',
  setupHint:
    'Chances in percent for the player holding the laptop, from what that player may know (never the other hand or the deck order). Facts, not advice; both players see whether the odds are on.',
  /** The game header, for both players. */
  setting: msg<{ on: boolean }>('Odds: {on, select, true {on} other {off}}'),
  settingHint: 'Chances only, never advice; set at the start of the game.',
});
