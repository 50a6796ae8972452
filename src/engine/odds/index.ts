/** The odds calculator (issue 11): pure, over the engine's rules and views. */
export { rollOffOddsTable } from './rollOff';
export { cardOdds } from './cards';
export { marchOdds } from './march';
export { placementOdds, terrainPlacementOdds } from './placement';
export { scoutingOdds, scoutingOddsOpen, scoutingOddsTime } from './scouting';
export type { RollOffOddsTable } from './rollOff';
export type { CardOdds, OddsMethod, OddsProblem, OpponentCard } from './cards';
export type { DayOutcome, MarchOdds } from './march';
export type { TerrainPlacementOdds } from './placement';
export type { ScoutingMargin } from './scouting';
