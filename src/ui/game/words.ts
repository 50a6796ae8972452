import { catalogue } from '../words/catalogue';

/** The words of the game screen's own frame around a step. */
export const GAME_SCREEN_WORDS = catalogue({
  turn: 'Turn:',
  last: 'Last:',
  /** The march's title names the day (PBS 8.D: one card each per day). */
  marchDay: (day: number, days: number): string => `The march: day ${day} of ${days}`,
  mapAndLog: 'Map and log',
});
