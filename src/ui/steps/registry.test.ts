import { describe, expect, it } from 'vitest';
import { PHASES } from '../../engine';
import { STEPS } from './registry';

const shownAt = (part: 'map' | 'table' | 'odds') => PHASES.filter((phase) => STEPS[phase][part]);

describe('the step registry', () => {
  it('names a screen for every step of the pre-battle, and the end', () => {
    for (const phase of PHASES) expect(STEPS[phase].Screen, phase).toBeDefined();
  });

  it('shows the map beside the steps from the choice of territory on, but where a step moves the counter on its own map', () => {
    expect(shownAt('map')).toEqual(PHASES.slice(PHASES.indexOf('chooseTerritory')).filter((phase) => phase !== 'placeCounter' && phase !== 'moveCounter'));
  });

  it('shows the table diagram from the secure flanks until the summary, which shows it itself (issue 10)', () => {
    expect(shownAt('table')).toEqual(PHASES.slice(PHASES.indexOf('secureFlanks'), PHASES.indexOf('done')));
  });

  it('offers the scouting odds only from the march to the scouting step (PBS 10.A)', () => {
    expect(shownAt('odds')).toEqual(PHASES.slice(PHASES.indexOf('march'), PHASES.indexOf('scouting') + 1));
  });
});
