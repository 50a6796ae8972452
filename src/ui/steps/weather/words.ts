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
});
