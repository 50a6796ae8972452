import { lazyNamed } from '../components/lazyNamed';

/*
 * The pictures a later step shows beside its screen (the step registry says which): the PBS map from the
 * choice of territory, the scouting odds, the table diagram from the secure flanks. They load with the
 * later steps, never before a game's first step.
 */
const pictures = () => import('./stepPictures');

/** The PBS map with the counter and the march so far. */
export const PbsMap = lazyNamed(pictures, 'PbsMap');
/** The scouting odds, in a game played with the odds on. */
export const ScoutingOddsPanel = lazyNamed(pictures, 'ScoutingOddsPanel');
/** The table diagram with the terrain placed so far. */
export const TableDiagram = lazyNamed(pictures, 'TableDiagram');
