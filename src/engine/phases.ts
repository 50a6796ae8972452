/* A module of its own, so a screen that only names steps (the home screen's saved games) loads no engine. */

/** The steps of the pre-battle in order (seed 000 PBS 8-10; seed 002 for weather). */
export const PHASES = [
  'rollOff',
  'chooseRole',
  'intercept',
  'season',
  'shuffle',
  'dealPbs',
  'territoryCards',
  'chooseTerritory',
  'placeCounter',
  'march',
  'moveCounter',
  'secureFlanks',
  'selectCompulsory',
  'placeCompulsory',
  'selectOptional',
  'placeOptional',
  'vitalSettlement',
  'weather',
  'scouting',
  'deployment',
  'preGameMoves',
  'done',
] as const;
export type Phase = (typeof PHASES)[number];
