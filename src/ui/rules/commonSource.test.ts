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

  it.each([
    ['2023', '000 PBS 9.B'],
    ['2020', '002 Terrain Density'],
  ] as const)('the %s density rows share one citation: %s', (edition, shared) => {
    expect(commonSource(bundledRules().editions[edition].density.map((d) => d.source))).toBe(shared);
  });
});
