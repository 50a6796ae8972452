import type { StepId } from '../../engine';
import { catalogue } from './catalogue';

/* Apart from the rest of the step words, which need the engine: the home screen names a saved game's step. */
export const STEP_NAME_WORDS: Record<StepId, string> = catalogue({
  rollOff: 'the roll-off',
  chooseRole: 'choosing invader or defender',
  intercept: 'the strategic intercept',
  season: 'choosing the season',
  shuffle: 'shuffling the deck',
  dealPbs: 'dealing PBS cards',
  territoryCards: 'the territory contest',
  chooseTerritory: 'choosing the territory',
  placeCounter: 'placing the army counter',
  march: 'the march',
  moveCounter: 'moving the army counter',
  secureFlanks: 'secure flanks',
  selectCompulsory: 'choosing compulsory terrain',
  placeCompulsory: 'placing compulsory terrain',
  selectOptional: 'choosing optional terrain',
  placeOptional: 'placing optional terrain',
  vitalSettlement: 'the Vital Settlement or Fort',
  weather: 'the weather',
  scouting: 'scouting',
  deployment: 'deployment',
  preGameMoves: 'pre-game moves',
  done: 'the end of the pre-battle',
});

/** A step's name in words, e.g. "the roll-off". */
export function stepNameText(stepId: StepId): string {
  return STEP_NAME_WORDS[stepId];
}
