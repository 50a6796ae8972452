import { catalogue, msg } from '../../words/catalogue';

/** The weather roll's words (seed 002 weather rules); `up`: the season's modifier is above 0 (written with its +). */
export const WEATHER_WORDS = catalogue({
  season: msg<{ season: string; modifier: number; up: boolean }>(
    'Season: {season} ({up, select, true {+} other {}}{modifier}). Roll 2D6; a double makes the weather changeable.',
  ),
  roll: 'Roll 2D6 for the weather',
  firstDie: 'First die',
  secondDie: 'Second die',
  firstMissing: 'Choose the number on the first die.',
  secondMissing: 'Choose the number on the second die.',
  /** Issue 29: the roll in one line, with this game's season and column resolved. */
  explain: msg<{ season: string; modifier: number; up: boolean; column: string }>(
    "Two dice plus {season}'s {up, select, true {+} other {}}{modifier} give the score, read in the {column} column of the weather table; a double makes the weather changeable, so it may shift each battle turn.",
  ),
});
