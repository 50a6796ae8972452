// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bundledRules, loadRules, RulesError, ruleFiles, type RuleFiles } from '../../src/engine';

const WATERSIDE = 'data/meg/territories/waterside.json';
const MOUNTAINS = 'data/meg/territories/mountains.json';
const EDITION_2023 = 'data/meg/editions/2023.json';

type Node = Record<string | number, unknown>;

/** The object at a path inside parsed JSON, to break one field of a copy. */
function node(root: unknown, ...path: (string | number)[]): Node {
  return path.reduce<Node>((n, key) => n[key] as Node, root as Node);
}

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

describe('loadRules(ruleFiles): every shipped file loads (seeds 000-004)', () => {
  const rules = loadRules(ruleFiles);

  it('equals what bundledRules() builds without the zod parse (the runtime fast path)', () => {
    expect(bundledRules()).toStrictEqual(rules);
  });

  it('leaves the shipped files untouched by the broken copies below', () => {
    expect(node(ruleFiles.territories[WATERSIDE], 'terrain', 1).category).toBe('good');
  });

  it('has both editions, 2023 territory maps and 2020 generic map', () => {
    expect(Object.keys(rules.editions).sort()).toEqual(['2020', '2023']);
    expect(rules.editions['2023'].territoryKind).toBe('maps');
    expect(rules.editions['2020'].territoryKind).toBe('genericMap');
  });

  it('has 7 territories of 5 x 5 squares = 175 squares (seed 000 territory maps)', () => {
    expect(rules.territories['2023'].map((t) => t.id)).toEqual([
      'waterside',
      'desert',
      'cultivated',
      'forest',
      'jungle',
      'plains',
      'mountains',
    ]);
    const maps = Object.values(rules.maps2023);
    expect(maps).toHaveLength(7);
    for (const map of maps) {
      expect(map).toHaveLength(5);
      for (const row of map) expect(row).toHaveLength(5);
    }
    expect(maps.flat(2)).toHaveLength(175);
  });

  it.each([
    { id: 'waterside', rows: 15, source: '000 WATERSIDE TERRAIN TYPES' },
    { id: 'desert', rows: 13, source: '000 DESERT TERRAIN TYPES' },
    { id: 'cultivated', rows: 13, source: '000 CULTIVATED TERRAIN TYPES' },
    { id: 'forest', rows: 13, source: '000 FOREST TERRAIN TYPES' },
    { id: 'jungle', rows: 11, source: '000 JUNGLE TERRAIN TYPES' },
    { id: 'plains', rows: 12, source: '000 PLAINS TERRAIN TYPES' },
    { id: 'mountains', rows: 11, source: '000 MOUNTAINS TERRAIN TYPES' },
  ])('$id has $rows terrain rows, as the seed table ($source)', ({ id, rows }) => {
    const territory = rules.territories['2023'].find((t) => t.id === id);
    expect(territory?.terrain).toHaveLength(rows);
  });

  it('has the 25 rows of the 2020 terrain table and its 7 territory types (002 Terrain table)', () => {
    expect(rules.qrsTerrain.terrain).toHaveLength(25);
    expect(rules.qrsTerrain.territories.map((t) => t.code)).toEqual(['S', 'C', 'D', 'F', 'J', 'M', 'P']);
    expect(rules.territories['2020']).toHaveLength(7);
  });

  it('has the 2020 generic map: 5 density columns, 5 flank rows, 25 squares (002 Generic PBS map)', () => {
    expect(rules.qrsMap.columns).toEqual(['featureless', 'open', 'normal', 'dense', 'veryDense']);
    expect(rules.qrsMap.rows).toHaveLength(5);
    expect(rules.qrsMap.squares.flat()).toHaveLength(25);
  });

  it('has 3 scales: Maximus, Magna, Pacto (002 MAGNA/PACTO notes)', () => {
    expect(rules.scales.scales.map((s) => s.id)).toEqual(['maximus', 'magna', 'pacto']);
  });

  it('has the weather and the components', () => {
    expect(rules.weather.seasons).toHaveLength(3);
    expect(Object.keys(rules.weather.table.columns)).toHaveLength(7);
    expect(rules.components.dice).toHaveLength(5);
  });
});

describe('a broken copy throws a RulesError naming the file, the entry and the field', () => {
  it.each([
    {
      what: 'a terrain category set to "swampy"',
      breakIt: (f: RuleFiles) => {
        node(f.territories[WATERSIDE], 'terrain', 1).category = 'swampy';
      },
      expected: [WATERSIDE, 'terrain[1] (fields).category'],
    },
    {
      what: 'a map square with its density removed',
      breakIt: (f: RuleFiles) => {
        delete node(f.territories[WATERSIDE], 'map', 2, 3).density;
      },
      expected: [WATERSIDE, 'map[2][3].density'],
    },
    {
      what: 'a cap naming a terrain the territory does not have',
      breakIt: (f: RuleFiles) => {
        node(f.territories[WATERSIDE], 'caps', 0).terrain = ['fields', 'vineyards'];
      },
      expected: [WATERSIDE, 'caps[0].terrain', '"vineyards"'],
    },
    {
      what: 'a duplicate terrain id',
      breakIt: (f: RuleFiles) => {
        node(f.territories[WATERSIDE], 'terrain', 2).id = 'fields';
      },
      expected: [WATERSIDE, 'terrain[2] (fields).id', 'duplicate'],
    },
    {
      what: 'a map square whose secure flank names an unknown terrain',
      breakIt: (f: RuleFiles) => {
        node(f.territories[MOUNTAINS], 'map', 0, 4).flank = { kind: 'pieces', options: ['lava'] };
      },
      expected: [MOUNTAINS, 'map[0][4].flank.options', '"lava"'],
    },
    {
      what: 'a special rule naming an unknown terrain',
      breakIt: (f: RuleFiles) => {
        node(f.territories[MOUNTAINS], 'specialRules', 0).terrain = ['volcano'];
      },
      expected: [MOUNTAINS, 'specialRules[0] (nearOwnKind)', '"volcano"'],
    },
    {
      what: 'a declaration with no maximum',
      breakIt: (f: RuleFiles) => {
        delete node(f.territories[MOUNTAINS], 'terrain', 10, 'declarations', 0).max;
      },
      expected: [MOUNTAINS, 'terrain[10] (mountains).declarations[0].max'],
    },
  ])('territory file: $what', ({ breakIt, expected }) => {
    const error = errorFor(breakIt);
    expect(error.name).toBe('RulesError');
    for (const part of expected) expect(error.message).toContain(part);
  });

  it.each([
    {
      what: 'a negative optional count',
      breakIt: (f: RuleFiles) => {
        node(f.editions[EDITION_2023], 'density', 1).optionalEach = -1;
      },
      expected: [EDITION_2023, 'density[1].optionalEach'],
    },
    {
      what: 'a placement die face of 7',
      breakIt: (f: RuleFiles) => {
        node(f.editions[EDITION_2023], 'placement', 'die', 0).faces = [7];
      },
      expected: [EDITION_2023, 'placement.die[0].faces[0]'],
    },
    {
      what: 'an unknown density',
      breakIt: (f: RuleFiles) => {
        node(f.editions[EDITION_2023], 'density', 0).density = 'crowded';
      },
      expected: [EDITION_2023, 'density[0].density'],
    },
    {
      what: 'a "$schema" key (editions are strict objects)',
      breakIt: (f: RuleFiles) => {
        node(f.editions[EDITION_2023]).$schema = './edition.schema.json';
      },
      expected: [EDITION_2023, '$schema'],
    },
    {
      what: 'a "declare" final deployment step without its text',
      breakIt: (f: RuleFiles) => {
        node(f.editions[EDITION_2023], 'deployment').declareText = null;
      },
      expected: [EDITION_2023, 'deployment.finalSteps', 'declareText'],
    },
    {
      what: 'no final deployment step',
      breakIt: (f: RuleFiles) => {
        node(f.editions[EDITION_2023], 'deployment').finalSteps = [];
      },
      expected: [EDITION_2023, 'deployment.finalSteps'],
    },
  ])('edition file: $what', ({ breakIt, expected }) => {
    const error = errorFor(breakIt);
    for (const part of expected) expect(error.message).toContain(part);
  });

  it('a missing edition is named', () => {
    const error = errorFor((f) => {
      delete f.editions['data/meg/editions/2020.json'];
    });
    expect(error.message).toContain('data/meg/editions');
    expect(error.message).toContain('2020');
  });

  it('a generic-map flank naming a terrain missing from the 2020 table names the map file and row', () => {
    const error = errorFor((f) => {
      node(f.qrsMap.data, 'rows', 2).flank = { kind: 'pieces', options: ['lava'] };
    });
    expect(error.message).toContain('data/meg/qrs2020/pbs-map.json');
    expect(error.message).toContain('rows[2].flank.options');
  });

  it('a negative card count in the deck names the components file and field', () => {
    const error = errorFor((f) => {
      node(f.components.data, 'deck').red = -1;
    });
    expect(error.message).toContain('data/meg/components.json');
    expect(error.message).toContain('deck.red');
  });
});
