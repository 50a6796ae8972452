import type { Rules } from '../../engine';
import { catalogue } from './catalogue';

type Field = Rules['components']['assumptions'][number]['field'];

/** The title of each assumption the app makes where the sources are silent (the reference's entries and the links to them). */
export const ASSUMPTION_TITLES: Record<Field, string> = catalogue({
  dice: 'Die faces per colour',
  rollOffRanking: 'Roll-off ranking of faces',
  deck: 'Command deck composition',
  armyCardLimits: 'PBS and scouting card limits',
  tugRounding: 'Rounding percentages to TuGs',
});
