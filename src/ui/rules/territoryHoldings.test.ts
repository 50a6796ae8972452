// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bundledRules } from '../../engine';
import { territoryHoldings } from './territoryHoldings';

const rules = bundledRules();

describe('what a territory holds, under its name (PBS 8.B)', () => {
  it('2023 Waterside: terrain types by category, its secure flanks and its densities, from the data', () => {
    const waterside = rules.territoryIndex['2023'].waterside!;
    const count = (category: string) => waterside.terrain.filter((t) => t.category === category).length;
    expect(territoryHoldings(rules, '2023', 'waterside')).toBe(
      `${waterside.terrain.length} terrain types (${count('good')} Good, ${count('rough')} Rough, ${count('difficult')} Difficult); ` +
        'secure flanks: Deep Water; Rocky Ground or Woods; Mountains or Marsh; density Featureless to Very Dense.',
    );
  });

  it('2020: only the squares of that territory type count, and the line says how many', () => {
    const squares = rules.squares['2020'].coastal!.flat();
    const line = territoryHoldings(rules, '2020', 'coastal');
    expect(line).toContain(`${squares.filter((s) => s.inTerritory).length} of the ${squares.length} map squares`);
    expect(line).toMatch(/^\d+ terrain types \(/);
  });

  it('is null for a territory the edition does not have', () => {
    expect(territoryHoldings(rules, '2023', 'coastal')).toBeNull();
  });
});
