// @vitest-environment node
import { bundledRules, tugsFor } from '../../engine';
import { scoutingRows, UNLIKELY } from './scoutingRows';

const rules = bundledRules();

/** Every margin from 10% to 200% in steps of 10 (the best 5 cards of PBS 10.A), chances falling away. */
const margins = Array.from({ length: 20 }, (_, i) => ({ by: (i + 1) * 10, chance: 0.4 / 2 ** i }));

describe('scouting odds rows: only what changes the deployment (seed 000 PBS 10.A-10.C; issue 29)', () => {
  it('folds margins that deploy the same number of TuGs first into one row, and the unlikely ones into one line', () => {
    const tugs = 12;
    const { rows, unlikely } = scoutingRows(rules, margins, tugs);
    // One row per TuG count, never more rows than the army has TuGs.
    expect(new Set(rows.map((r) => r.tugs)).size).toBe(rows.length);
    expect(rows.length).toBeLessThanOrEqual(tugs);
    for (const r of rows) {
      expect(r.tugs).toBe(tugsFor(rules, r.from, tugs));
      expect(r.tugs).toBe(tugsFor(rules, r.to, tugs));
      expect(r.chance).toBeGreaterThanOrEqual(UNLIKELY);
    }
    // Nothing is lost: the rows and the unlikely line add up to every margin's chance.
    const total = margins.reduce((s, m) => s + m.chance, 0);
    expect(rows.reduce((s, r) => s + r.chance, 0) + unlikely.chance).toBeCloseTo(total, 10);
    expect(rows.length + unlikely.count).toBeLessThan(margins.length);
  });

  it('every margin of 100% or more is one row: the whole army first', () => {
    const even = margins.map((m) => ({ ...m, chance: 0.05 }));
    const { rows } = scoutingRows(rules, even, 6);
    const whole = rows.filter((r) => r.tugs === 6);
    expect(whole).toHaveLength(1);
    expect(whole[0]!.to).toBe(200);
  });
});
