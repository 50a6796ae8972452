// @vitest-environment node
import { bundledRules, table, type Setup } from '../../engine';
import { makeSetup } from '../../../tests/support/randomGame';
import { wordContext } from './context';
import { zonesText } from './deployment';
import { plainText } from './withSource';
import { tableCmText, tableName, tableSizeWords, zoneFromEdgeText } from './tableSize';

const rules = bundledRules();

/** Each scale's default table of data/meg/scales.json, as a setup's table. */
function defaultTable(scale: Setup['scale']): Setup['table'] {
  const s = rules.scales.scales.find((x) => x.id === scale)!;
  const t = s.tables.find((x) => x.id === s.defaultTable)!;
  return { widthCm: t.widthCm, depthCm: t.depthCm };
}

describe('the table as players name it (data/meg/scales.json; issue 29)', () => {
  it('names a scale table by its data name with whole centimetres, never 121.92 x 91.44', () => {
    const magna = { scale: 'magna' as const, table: defaultTable('magna') };
    const name = rules.scales.scales.find((s) => s.id === 'magna')!.tables.find((t) => t.id === 'magna4x3')!.name;
    expect(tableSizeWords(rules, magna)).toBe(`${name}, ${Math.round(magna.table.widthCm)} x ${Math.round(magna.table.depthCm)} cm`);
    expect(tableSizeWords(rules, magna)).not.toMatch(/\d\.\d/);
    expect(tableCmText(rules, magna)).toBe('122 x 91 cm');
  });

  it('names the 4\' x 3\' table a new game offers in whole centimetres (122 x 91) as it names the data\'s 121.92 x 91.44 of older games', () => {
    const name = rules.scales.scales.find((s) => s.id === 'magna')!.tables.find((t) => t.id === 'magna4x3')!.name;
    expect(tableSizeWords(rules, { scale: 'magna', table: { widthCm: 122, depthCm: 91 } })).toBe(`${name}, 122 x 91 cm`);
  });

  it('keeps a name that already says its centimetres, and a typed size to one decimal', () => {
    expect(tableSizeWords(rules, { scale: 'maximus', table: defaultTable('maximus') })).toBe(rules.scales.scales[0]!.tables[0]!.name);
    expect(tableSizeWords(rules, { scale: 'magna', table: { widthCm: 150.25, depthCm: 100 } })).toBe('150.3 x 100 cm');
  });
});

describe('where the deployment zone starts from your own edge, on this table (000 PBS 10.B)', () => {
  it.each([
    ['2023', 'maximus'],
    ['2023', 'magna'],
    ['2020', 'magna'],
    ['2020', 'pacto'],
  ] as const)('%s %s: the text says the distance the diagram draws', (edition, scale) => {
    const setup = { edition, scale, table: defaultTable(scale) };
    const g = table.tableGeometry(rules, setup);
    const fromEdge = Math.round(g.deploymentZones.defender.to * 10) / 10;
    expect(zoneFromEdgeText(rules, setup)).toContain(`that is ${fromEdge} ${g.unit} (`);
    const ctx = wordContext(rules, null, { ...makeSetup({ edition }), scale, table: setup.table });
    expect(plainText(zonesText(ctx))).toContain(`that is ${fromEdge} ${g.unit}`);
  });

  it('Magna 2023: the printed "typically 9BW" (a 30 BW deep Maximus table) is followed by this table\'s 5.4 BW', () => {
    const setup = { edition: '2023' as const, scale: 'magna' as const, table: defaultTable('magna') };
    const g = table.tableGeometry(rules, setup);
    // 22.86 BW deep: half is 11.43, less the unstarred 6 BW from the centre line.
    expect(g.deploymentZones.defender.to).toBeCloseTo(g.depth / 2 - 6, 3);
    expect(zoneFromEdgeText(rules, setup)).toContain('5.4 BW');
  });
});

describe('the scales\' tables by name (issue 36)', () => {
  it('names each table of data/meg/scales.json in English as the data does, so a French screen translates the same names', () => {
    for (const scale of rules.scales.scales) for (const t of scale.tables) expect(tableName(t)).toBe(t.name);
  });
});
