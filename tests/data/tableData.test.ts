// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadRules, RulesError, ruleFiles, type RuleFiles } from '../../src/engine';

/**
 * The data behind the table diagram (issue 10): base widths, which distances a scale converts, and the
 * terrain types' own size and shape words, spot-checked against the seeds' text.
 */
const rules = loadRules(ruleFiles);
const terrain = (edition: '2023' | '2020', territory: string, id: string) => {
  const found = rules.territoryIndex[edition][territory]?.terrain.find((t) => t.id === id);
  if (!found) throw new Error(`${territory} has no ${id}`);
  return found;
};

describe('scales: every table has a base width (RULES-NOTES section 2; assumptions flagged)', () => {
  it.each([
    ['maximus', 'maximus180x120', 40],
    ['magna', 'magna4x3', 40],
    ['magna', 'magna6x4', 60],
    ['pacto', 'pacto90x60', 40],
  ])('%s %s: %i mm, flagged as an assumption with a note', (scale, id, mm) => {
    const table = rules.scales.scales.find((s) => s.id === scale)?.tables.find((t) => t.id === id);
    expect(table).toMatchObject({ baseWidthMm: mm, assumption: true });
    expect(table?.note).toMatch(/base width/i);
  });
});

describe('edition distances: printed, converted only where seed 002 stars them (RULES-NOTES section 2)', () => {
  it.each([
    ['2023', 'flankSector', 10, true, '000 PBS 9.E'],
    ['2023', 'deepWater', 6, true, '000 PBS 9.A'],
    ['2023', 'deploymentFromCentre', 6, false, '000 PBS 10.B'],
    ['2023', 'sideEdgeStrip', 10, true, '000 PBS 10.B-10.C'],
    ['2023', 'opponentMove', 6, false, '000 PBS 9.E'],
    ['2023', 'camp', 6, false, '000 PBS 10.C'],
    ['2020', 'flankSector', 10, true, '002 Other Terrain Placement'],
    ['2020', 'deepWater', 6, true, '002 Setting up the Terrain: Secure Flanks'],
    ['2020', 'deploymentFromCentre', 6, false, '002 Deployment Zones'],
    ['2020', 'sideEdgeStrip', 5, false, '002 Deployment Zones'],
    ['2020', 'spacing', 2, false, '002 Other Terrain Placement'],
    ['2020', 'opponentMove', 6, false, '002 Other Terrain Placement'],
    ['2020', 'camp', 6, false, '002 Deployment Zones'],
  ] as const)('%s %s: %i, scaled %s (%s)', (edition, key, printed, scaled, source) => {
    const row = rules.editions[edition].distances.find((d) => d.key === key);
    expect(row).toMatchObject({ printed, scaled, source });
    expect(row?.reading.length).toBeGreaterThan(20);
  });

  it.each([
    ['2020', 'flankSector', 'The table has two flank sectors of 10BW* - the remainder is the centre.'],
    ['2020', 'spacing', 'At initial placement, all items must be at least 2BW from any terrain other than river/coast (may touch these).'],
    ['2020', 'sideEdgeStrip', 'Unless on a secure flank or in ambush, only SuGs may be deployed within 5BW of table side edges.'],
    ['2023', 'deepWater', 'A Deep Water secure flank is placed by the defender, no more than 6BW into the table along a side edge.'],
    ['2023', 'opponentMove', '4+ Player can move the terrain up to 6 BW, keeping the original orientation.'],
  ] as const)("%s %s keeps the seed's words: %s", (edition, key, words) => {
    expect(rules.editions[edition].distances.find((d) => d.key === key)?.text).toBe(words);
  });

  it('2023 has no spacing rule (seed 000 gives none)', () => {
    expect(rules.editions['2023'].distances.some((d) => d.key === 'spacing')).toBe(false);
  });

  it('piece sizes convert in both editions (002 "6BW x 6BW*")', () => {
    expect(rules.editions['2023'].pieceSizes.scaled).toBe(true);
    expect(rules.editions['2020'].pieceSizes.scaled).toBe(true);
  });
});

describe('terrain size and shape words as data (seed 000 terrain types; seed 002 terrain table)', () => {
  it.each(['waterside', 'desert', 'cultivated', 'forest', 'jungle', 'plains', 'mountains'])('%s: Fields and Villages "Max size <= 6BW"', (id) => {
    expect(terrain('2023', id, 'fields').tableRules).toMatchObject({ maxSize: 6 });
    expect(terrain('2023', id, 'village').tableRules).toMatchObject({ maxSize: 6 });
    expect(terrain('2023', id, 'village').description).toMatch(/\u2264 \{size:6\}/);
  });

  it.each(['waterside', 'cultivated'])('%s: Tilled Fields "Max size <= 6BW"', (id) => {
    expect(terrain('2023', id, 'tilledFields').tableRules).toMatchObject({ maxSize: 6, text: 'Max size \u2264 {size:6}' });
  });

  it.each(['waterside', 'desert', 'cultivated', 'forest'])('%s: Town "Larger Settlement >6-10 BW Max size"', (id) => {
    expect(terrain('2023', id, 'town').tableRules).toMatchObject({ largerThan: 6, maxSize: 10 });
  });

  it.each(['waterside', 'cultivated', 'forest', 'jungle', 'plains', 'mountains'])(
    '%s: Rivers and Streams edge to edge or to deep water, no wider than 2BW, cannot be moved',
    (id) => {
      const river = terrain('2023', id, 'riversAndStreams');
      expect(river.tableRules).toMatchObject({ maxWidth: 2, edgeToEdge: 'tableEdgesOrDeepWater' });
      expect(river.placement.cannotBeMoved).toBe(true);
      expect(river.linear).toBe(true);
    },
  );

  it('Desert: Dry Wadi edge to edge (table edges only), no wider than 1BW, and movable (the seed does not forbid it)', () => {
    const wadi = terrain('2023', 'desert', 'dryWadi');
    expect(wadi.tableRules).toMatchObject({ maxWidth: 1, edgeToEdge: 'tableEdges' });
    expect(wadi.placement.cannotBeMoved).toBeUndefined();
  });

  it.each([
    ['waterside', 'village'],
    ['cultivated', 'village'],
    ['waterside', 'sandyGround'],
    ['waterside', 'sandDunes'],
    ['desert', 'sandDunes'],
  ])('%s %s: "May be placed touching deep water even if it extends into the central sector"', (territory, id) => {
    expect(terrain('2023', territory, id).tableRules?.intoCentreTouching).toEqual(['deepWater']);
    expect(terrain('2023', territory, id).specialRules).toContain('even if it extends into the central sector');
  });

  it('only the terrain whose words say so carries table rules (2023)', () => {
    const carrying = rules.territories['2023'].flatMap((t) => t.terrain.filter((x) => x.tableRules).map((x) => `${t.id}.${x.id}`));
    // Fields 7, Villages 7, Tilled Fields 2, Towns 4, Rivers and Streams 6, Dry Wadi 1, Sandy Ground 1, Sand Dunes 2.
    expect(carrying).toHaveLength(30);
  });

  it.each(['deepWater', 'river', 'streams'])('2020 %s may be touched at first placement ("other than river/coast")', (id) => {
    const entry = rules.qrsTerrain.terrain.find((t) => t.id === id);
    expect(entry?.tableRules).toMatchObject({ spacingExempt: true, source: '002 Other Terrain Placement' });
  });

  it('no other 2020 terrain has table rules: the sheet gives no sizes per terrain type', () => {
    expect(rules.qrsTerrain.terrain.filter((t) => t.tableRules).map((t) => t.id)).toEqual(['deepWater', 'river', 'streams']);
  });
});

/** The RulesError loadRules throws for a broken copy of the shipped files. */
function errorFor(breakIt: (files: RuleFiles) => void): RulesError {
  const files = structuredClone(ruleFiles);
  breakIt(files);
  try {
    loadRules(files);
  } catch (error) {
    if (error instanceof RulesError) return error;
    throw error;
  }
  throw new Error('loadRules accepted a broken copy');
}

type Json = Record<string, unknown>;
const edition = (f: RuleFiles, id: '2023' | '2020') => f.editions[`data/meg/editions/${id}.json`] as Json;
const distances = (f: RuleFiles, id: '2023' | '2020') => edition(f, id).distances as Json[];

describe('the loader cross-checks the table data', () => {
  it.each([
    {
      what: 'a distance that disagrees with the edition',
      breakIt: (f: RuleFiles) => {
        distances(f, '2023').find((d) => d.key === 'opponentMove')!.printed = 5;
      },
      expected: ['2023.json', 'distances (opponentMove).printed'],
    },
    {
      what: 'a missing distance',
      breakIt: (f: RuleFiles) => {
        const rows = distances(f, '2020');
        rows.splice(
          rows.findIndex((d) => d.key === 'camp'),
          1,
        );
      },
      expected: ['2020.json', '"camp" is missing'],
    },
    {
      what: 'a spacing distance in an edition without a spacing rule',
      breakIt: (f: RuleFiles) => {
        distances(f, '2023').push({ ...distances(f, '2020').find((d) => d.key === 'spacing')!, source: '000 PBS 9.E' });
      },
      expected: ['2023.json', '"spacing"'],
    },
    {
      what: 'a distance twice',
      breakIt: (f: RuleFiles) => {
        distances(f, '2023').push(distances(f, '2023')[0]!);
      },
      expected: ['2023.json', 'distances'],
    },
    {
      what: 'an edge-to-edge terrain that is not linear',
      breakIt: (f: RuleFiles) => {
        const file = f.territories['data/meg/territories/desert.json'] as { terrain: Json[] };
        file.terrain.find((t) => t.id === 'dryWadi')!.linear = false;
      },
      expected: ['desert.json', 'terrain (dryWadi).tableRules.edgeToEdge'],
    },
    {
      what: 'a straddle rule naming unknown terrain',
      breakIt: (f: RuleFiles) => {
        const file = f.territories['data/meg/territories/waterside.json'] as { terrain: Json[] };
        (file.terrain.find((t) => t.id === 'village')!.tableRules as Json).intoCentreTouching = ['lava'];
      },
      expected: ['waterside.json', '"lava"'],
    },
    {
      what: 'a table without a base width',
      breakIt: (f: RuleFiles) => {
        delete ((f.scales.data as { scales: { tables: Json[] }[] }).scales[1]!.tables[0] as Json).baseWidthMm;
      },
      expected: ['scales.json', 'baseWidthMm'],
    },
  ])('$what', ({ breakIt, expected }) => {
    const error = errorFor(breakIt);
    for (const part of expected) expect(error.message).toContain(part);
  });
});
