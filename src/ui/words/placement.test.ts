// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bundledRules, findTerritory } from '../../engine';
import { placementHints } from './placement';

const rules = bundledRules();
const waterside = findTerritory(rules, '2023', 'waterside')!;
const village = waterside.terrain.find((t) => t.id === 'village')!;
const setup = { edition: '2023', scale: 'maximus' } as const;

describe('placement hints say only what can apply to this table (issue 29)', () => {
  it('a Village may touch deep water only where there is deep water (000 Waterside terrain types: Village)', () => {
    expect(village.tableRules?.text).toMatch(/deep water/i);
    const withWater = placementHints(rules, setup, waterside, village, true);
    const without = placementHints(rules, setup, waterside, village, false);
    expect(withWater.join(' ')).toMatch(/touching deep water/);
    expect(without.join(' ')).not.toMatch(/deep water/i);
    // The rest of the rule stays.
    expect(without.join(' ')).toMatch(/Small settlement/);
  });
});
