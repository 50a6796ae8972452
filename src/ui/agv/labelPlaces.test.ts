import { describe, expect, it } from 'vitest';
import { spreadLabels } from './labelPlaces';

describe('spreadLabels: no label hides another on the table drawing', () => {
  it('leaves labels that do not touch where they are', () => {
    const places = [
      { x: 10, y: 10, width: 6, height: 2 },
      { x: 30, y: 10, width: 6, height: 2 },
    ];
    expect(spreadLabels(places)).toEqual(places);
  });

  it('moves the second of two labels at one place under the first, and a third under both', () => {
    const at = { x: 20, y: 20, width: 6, height: 2 };
    expect(spreadLabels([at, { ...at, x: 21 }, { ...at, x: 19 }]).map((p) => p.y)).toEqual([20, 22, 24]);
  });
});
