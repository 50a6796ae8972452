import { catalogue, msg } from '../words/catalogue';
/** The odds setting (issue 13) in the game's header, apart from the odds' own words, which load only with the odds; setup's field is beside it (src/ui/setup/words.ts). */
export const ODDS_SETTING_WORDS = catalogue({
  /** The game header, for both players. */
  setting: msg<{ on: boolean }>('Odds: {on, select, true {on} other {off}}'),
  settingHint: 'Chances only, never advice; set at the start of the game.',
});
