/** The table to scale (issue 10): its geometry, the rules' distances, the diagram's layout and the checks of a recorded footprint. */
export { tableLayout } from './layout';
export { tableGeometry } from './geometry';
export { checkFootprint } from './check';
export { tableSector } from './pieces';
export { ruleDistance, tableDistances } from './distances';
export type { Band, Footprint, PositionStage, TableDistance, TableGeometry, TableItem, TableView, TableViolation } from './types';
