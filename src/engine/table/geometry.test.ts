// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bundledRules } from '../bundledRules';
import type { Setup } from '../schema/setup';
import { ruleDistance } from './distances';
import { tableGeometry } from './geometry';

const rules = bundledRules();
type TableSetup = Pick<Setup, 'edition' | 'scale' | 'table'>;
const setup = (edition: Setup['edition'], scale: Setup['scale'], widthCm: number, depthCm: number, baseWidthMm?: number): TableSetup => ({
  edition,
  scale,
  table: baseWidthMm === undefined ? { widthCm, depthCm } : { widthCm, depthCm, baseWidthMm },
});

describe('tableGeometry: the table in the game unit (000 PBS 9.E, 10.B; 002 Other Terrain Placement, Deployment Zones)', () => {
  it.each([
    // scale, table, base width given, unit, mm per unit, width, depth, base width assumed
    ['maximus', 180, 120, undefined, 'BW', 40, 45, 30, true],
    ['magna', 121.92, 91.44, undefined, 'BW', 40, 30.48, 22.86, true],
    ['magna', 182.88, 121.92, undefined, 'BW', 60, 30.48, 20.32, true],
    ['pacto', 90, 60, undefined, 'HBW', 20, 45, 30, true],
    ['maximus', 240, 120, 40, 'BW', 40, 60, 30, false],
    ['maximus', 120, 90, 60, 'BW', 60, 20, 15, false],
    ['pacto', 120, 80, 25, 'HBW', 12.5, 96, 64, false],
  ] as const)('%s %s x %s cm, base %s mm: %s of %s mm, %s x %s', (scale, w, d, bw, unit, mm, width, depth, assumed) => {
    const g = tableGeometry(rules, setup('2023', scale, w, d, bw));
    expect(g).toMatchObject({ unit, mmPerUnit: mm, width, depth, baseWidthAssumed: assumed, centreLine: depth / 2 });
  });

  it('every data table of every scale has a base width and a geometry', () => {
    for (const scale of rules.scales.scales) {
      for (const table of scale.tables) {
        const g = tableGeometry(rules, setup('2020', scale.id, table.widthCm, table.depthCm));
        expect(g.baseWidthMm).toBe(table.baseWidthMm);
        expect(g.width).toBeCloseTo((table.widthCm * 10) / g.mmPerUnit, 3);
      }
    }
  });

  it('an older setup without a base width takes the scale default table (a custom size) and says it is assumed', () => {
    const g = tableGeometry(rules, setup('2023', 'magna', 150, 100));
    expect(g).toMatchObject({ baseWidthMm: 40, baseWidthAssumed: true, width: 37.5, depth: 25 });
  });

  it('Maximus 180 x 120 cm, 2023: sectors of 10 BW, zones 6 BW from the centre line (9 BW from each edge), unsecure flank sectors as strips (000 PBS 9.E, 10.B-10.C)', () => {
    const g = tableGeometry(rules, setup('2023', 'maximus', 180, 120));
    expect(g.sectors).toEqual({ left: { from: 0, to: 10 }, centre: { from: 10, to: 35 }, right: { from: 35, to: 45 } });
    expect(g.deploymentZones).toEqual({ defender: { from: 0, to: 9 }, invader: { from: 21, to: 30 } });
    expect(g.sideStrip).toBe(10);
    // Secure-flank pieces take the compulsory sizes (the app's reading: PBS 9.A sizes only compulsory and optional terrain) unless a profile sizes them apart.
    expect(g.pieceSizes).toEqual({ flank: { min: 6, max: 10 }, compulsory: { min: 6, max: 10 }, optional: { min: 4, max: 8 } });
  });

  it('Maximus 2020: the side-edge strip is 5 BW (002 Deployment Zones)', () => {
    expect(tableGeometry(rules, setup('2020', 'maximus', 180, 120)).sideStrip).toBe(5);
  });

  it('Magna 4 x 3 ft: starred distances reduced to 2/3 rounded up, the rest as printed (002 MAGNA note; RULES-NOTES 2)', () => {
    const g = tableGeometry(rules, setup('2020', 'magna', 121.92, 91.44));
    expect(g.sectors.left).toEqual({ from: 0, to: 7 });
    expect(g.sectors.right).toEqual({ from: 23.48, to: 30.48 });
    expect(g.pieceSizes).toEqual({ flank: { min: 4, max: 7 }, compulsory: { min: 4, max: 7 }, optional: { min: 3, max: 6 } });
    expect(g.deploymentZones.defender).toEqual({ from: 0, to: 5.43 });
    expect(g.sideStrip).toBe(5);
    const values = Object.fromEntries(g.distances.map((d) => [d.key, [d.value, d.scaled]]));
    expect(values).toEqual({
      flankSector: [7, true],
      deepWater: [4, true],
      deploymentFromCentre: [6, false],
      sideEdgeStrip: [5, false],
      spacing: [2, false],
      opponentMove: [6, false],
      camp: [6, false],
    });
  });

  it('Magna 2023: the unsecure flank sector strip follows the flank sector (7 BW) (000 PBS 10.B-10.C)', () => {
    const g = tableGeometry(rules, setup('2023', 'magna', 121.92, 91.44));
    expect(g.sideStrip).toBe(7);
    expect(g.distances.map((d) => d.key)).not.toContain('spacing');
  });

  it('Pacto 90 x 60 cm: the same numbers in HBW (002 PACTO note; 001)', () => {
    const g = tableGeometry(rules, setup('2020', 'pacto', 90, 60));
    expect(g).toMatchObject({ unit: 'HBW', width: 45, depth: 30, sideStrip: 5 });
    expect(g.sectors.centre).toEqual({ from: 10, to: 35 });
    expect(g.distances.every((d) => d.unit === 'HBW' && d.value === d.printed)).toBe(true);
  });

  it('a table narrower than two flank sectors has no centre sector, and a shallow one no room between the zones', () => {
    const g = tableGeometry(rules, setup('2023', 'maximus', 60, 30));
    expect(g.width).toBe(15);
    expect(g.sectors).toEqual({ left: { from: 0, to: 7.5 }, centre: { from: 7.5, to: 7.5 }, right: { from: 7.5, to: 15 } });
    expect(g.deploymentZones).toEqual({ defender: { from: 0, to: 0 }, invader: { from: 7.5, to: 7.5 } });
  });
});

describe('ruleDistance: one reading of each distance everywhere (RULES-NOTES section 2)', () => {
  it.each([
    ['2023', 'magna', 'opponentMove', 6, false, '000 PBS 9.E'],
    ['2020', 'magna', 'opponentMove', 6, false, '002 Other Terrain Placement'],
    ['2023', 'magna', 'deepWater', 4, true, '000 PBS 9.A'],
    ['2020', 'magna', 'spacing', 2, false, '002 Other Terrain Placement'],
    ['2020', 'pacto', 'sideEdgeStrip', 5, false, '002 Deployment Zones'],
    ['2023', 'maximus', 'camp', 6, false, '000 PBS 10.C'],
  ] as const)('%s %s %s is %s (scaled %s, %s)', (edition, scale, key, value, scaled, source) => {
    expect(ruleDistance(rules, { edition, scale }, key)).toMatchObject({ value, scaled, source });
  });

  it('2023 has no spacing rule (seed 000)', () => {
    expect(ruleDistance(rules, { edition: '2023', scale: 'maximus' }, 'spacing')).toBeNull();
  });
});
