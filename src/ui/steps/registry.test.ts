import { describe, expect, it } from 'vitest';
import { STEP_IDS } from '../../engine';
import { STEPS } from './registry';

const shownAt = (part: 'map' | 'table' | 'odds') => STEP_IDS.filter((stepId) => STEPS[stepId][part]);

describe('the step registry', () => {
  it('names a screen for every step of the pre-battle, and the end', () => {
    for (const stepId of STEP_IDS) expect(STEPS[stepId].Screen, stepId).toBeDefined();
  });

  it('shows the map beside the steps from the choice of territory on, but where a step moves the counter on its own map', () => {
    expect(shownAt('map')).toEqual(STEP_IDS.slice(STEP_IDS.indexOf('chooseTerritory')).filter((stepId) => stepId !== 'placeCounter' && stepId !== 'moveCounter'));
  });

  it('shows the table diagram from the secure flanks until the summary, which shows it itself (issue 10)', () => {
    expect(shownAt('table')).toEqual(STEP_IDS.slice(STEP_IDS.indexOf('secureFlanks'), STEP_IDS.indexOf('done')));
  });

  it('offers the scouting odds only from the march to the scouting step (PBS 10.A)', () => {
    expect(shownAt('odds')).toEqual(STEP_IDS.slice(STEP_IDS.indexOf('march'), STEP_IDS.indexOf('scouting') + 1));
  });
});
