// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bundledRules } from '../../engine';
import { commonSource } from './commonSource';

describe('the citation a list of sources shares', () => {
  it.each([
    [['000 PBS 9.B Very Dense', '000 PBS 9.B Dense'], '000 PBS 9.B'],
    [['002 Terrain Density: Very Dense', '002 Terrain Density: Open'], '002 Terrain Density'],
    [['000 PBS 9.E'], '000 PBS 9.E'],
    [['000 PBS 9.A', '002 Weather rules'], ''],
  ])('%j share "%s"', (sources, shared) => {
    expect(commonSource(sources)).toBe(shared);
  });

  it('each edition’s density rows share one citation (PBS 9.B; 002 Terrain Density)', () => {
    for (const edition of Object.values(bundledRules().editions)) {
      const shared = commonSource(edition.density.map((d) => d.source));
      expect(shared.length).toBeGreaterThan(4);
      for (const row of edition.density) expect(row.source.startsWith(shared)).toBe(true);
    }
  });
});
