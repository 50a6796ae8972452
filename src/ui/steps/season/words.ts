import { catalogue } from '../../words/catalogue';

/** The season's choice: one button per season with its weather modifier (seed 002 weather rules). */
export const SEASON_WORDS = catalogue({
  choice: (name: string, modifier: number) => `${name} (${modifier > 0 ? `+${modifier}` : modifier === 0 ? 'no change' : modifier} to the weather roll)`,
});
