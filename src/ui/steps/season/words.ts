import { catalogue, msg } from '../../words/catalogue';

/** The season's choice: one button per season with its weather modifier (seed 002 weather rules). */
export const SEASON_WORDS = catalogue({
  /** `up`: the modifier is above 0 (written with its +). */
  choice: msg<{ season: string; modifier: number; up: boolean }>(
    '{season} ({modifier, plural, =0 {no change} other {{up, select, true {+} other {}}{modifier}}} to the weather roll)',
  ),
  /** Issue 29: what the season changes. */
  explain: msg<{ invader: string }>(
    "{invader} (invader) picks the season: its modifier is added to the 2D6 roll that decides the battle's weather, rolled once the territory is known.",
  ),
});
