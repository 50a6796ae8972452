import { catalogue } from '../../words/catalogue';

const signedModifier = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The weather roll's words (seed 002 weather rules). */
export const WEATHER_WORDS = catalogue({
  season: (name: string, modifier: number) => `Season: ${name} (${signedModifier(modifier)}). Roll 2D6; a double makes the weather changeable.`,
  roll: 'Roll 2D6 for the weather',
  firstDie: 'First die',
  secondDie: 'Second die',
  firstMissing: 'Choose the number on the first die.',
  secondMissing: 'Choose the number on the second die.',
  /** Issue 29: the roll in one line, with this game's season and column resolved. */
  explain: (season: string, modifier: number, column: string) =>
    `Two dice plus ${season}'s ${signedModifier(modifier)} give the score, read in the ${column} column of the weather table; a double makes the weather changeable, so it may shift each battle turn.`,
});
