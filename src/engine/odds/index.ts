/** The odds calculator (issue 11): pure, over the engine's rules and views; loaded only by the screens that show odds. */
export { rollOffOdds, rollOffOddsTable } from './rollOff';
export { cardOdds } from './cards';
export { marchOdds } from './march';
export { placementOdds, terrainPlacementOdds } from './placement';
export { scoutingOdds, scoutingOddsOpen, SCOUTING_EXACT_LIMIT, SCOUTING_SAMPLES } from './scouting';
