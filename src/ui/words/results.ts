import type { ResultKind } from '../steps/types';
import { catalogue } from './catalogue';

/** The words of each result screen: its title, a lead line and the button that goes on. */
export const RESULT_WORDS: Record<ResultKind, { title: string; lead: string; goOn: string }> = catalogue({
  territory: { title: 'The territory contest: result', lead: 'Both cards are face up:', goOn: 'Go on to choosing the territory' },
  placement: { title: 'Terrain placed by the dice', lead: 'Place these pieces on the table as the dice say, in this order:', goOn: 'Pieces placed: go on' },
  weather: { title: 'The weather: result', lead: 'The weather for the battle:', goOn: 'Go on to scouting' },
  scouting: { title: 'Scouting: result', lead: 'The scouting cards are compared:', goOn: 'Go on to deployment' },
});
