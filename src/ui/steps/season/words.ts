import { catalogue } from '../../words/catalogue';

/** The season's choice: one button per season with its weather modifier (seed 002 weather rules). */
export const SEASON_WORDS = catalogue({
  choice: (name: string, modifier: number) => `${name} (${modifier > 0 ? `+${modifier}` : modifier === 0 ? 'no change' : modifier} to the weather roll)`,
  /** Issue 29: what the season changes. */
  explain: (invader: string) =>
    `${invader} (invader) picks the season: its modifier is added to the 2D6 roll that decides the battle's weather, rolled once the territory is known.`,
});
