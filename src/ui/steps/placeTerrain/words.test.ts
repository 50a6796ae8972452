// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bundledRules, type EditionId } from '../../../engine';
import { placementLine } from './words';

const rules = bundledRules();

describe('the placement die in one line, grouped by sector (issue 29: the decision within the first screen of a phone)', () => {
  it.each<[string, EditionId, string]>([
    ['002 Other Terrain Placement: "1/2 = left flank sector, 3/4 centre sector, 5/6 right flank sector; odd numbers must touch a table edge"', '2020', '1 or 2 left flank, 3 or 4 centre and 5 or 6 right flank; 1, 3 or 5 touching a table edge'],
    ['000 PBS 9.E: 1 left flank, 2-5 centre (touching a table edge if odd), 6 right flank', '2023', '1 left flank, 2, 3, 4 or 5 centre and 6 right flank; 3 or 5 touching a table edge'],
  ])('%s', (_source, edition, faces) => {
    expect(placementLine('Anna', rules.editions[edition].placement.die, 'Bruno')).toBe(`Anna's placement die, read from Anna's own base edge: ${faces}. Then Bruno may roll to disturb it.`);
  });

  it('names every face once, under its own sector, and no table edge when no face touches one', () => {
    const die = [
      { faces: [4, 2], sector: 'right', touchTableEdge: false },
      { faces: [1, 3, 5, 6], sector: 'left', touchTableEdge: false },
    ] as const;
    expect(placementLine('Anna', die, 'Bruno')).toBe("Anna's placement die, read from Anna's own base edge: 2 or 4 right flank and 1, 3, 5 or 6 left flank. Then Bruno may roll to disturb it.");
  });
});
