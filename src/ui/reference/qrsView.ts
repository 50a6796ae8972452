import type { Rules, Setup } from '../../engine';
import { sayScaled } from '../words/scaledText';
import { fact, type Fact } from './fact';
import { CATEGORY_WORDS, DENSITY_WORDS, idWords, orList } from '../words/vocab';

type QrsMap = Rules['qrsMap'];
type QrsTerrain = Rules['qrsTerrain']['terrain'][number];
type QrsRow = QrsMap['rows'][number];

/** The 2020 generic PBS map in words: territories per square, density per column, flank per row (seed 002). */
export interface GenericMapView {
  key: string;
  caption: string;
  columns: string[];
  rows: { flank: string; flag: string }[];
  squares: { territories: string; printed: string }[][];
  wraps: string;
  source: string;
}

/** One row of the 2020 terrain table with its assumptions in words (seed 002 terrain table). */
export interface QrsRowView {
  key: string;
  name: string;
  territories: string;
  category: string;
  categoryFlag: string;
  impassable: string;
  description: string;
  visibility: string;
  cover: string;
  specialRules: string;
  extras: string[];
  note: string;
  source: string;
}

function territoryNames(rules: Rules): (id: string) => string {
  const names = new Map(rules.qrsTerrain.territories.map((t) => [t.id as string, t.name]));
  return (id) => names.get(id) ?? idWords(id);
}

function terrainNames(rules: Rules): (id: string) => string {
  const names = new Map(rules.qrsTerrain.terrain.map((t) => [t.id, t.name]));
  return (id) => names.get(id) ?? idWords(id);
}

/** The secure flank of one generic-map row in words. */
export function qrsFlankWords(row: QrsRow, name: (id: string) => string): string {
  if (row.flank.kind === 'none') return 'No flank';
  if (row.flank.kind === 'deepWater') return 'Deep Water (river or coast)';
  return orList(row.flank.options.map(name));
}

/** The generic map as a table view. */
export function genericMapView(rules: Rules): GenericMapView {
  const map = rules.qrsMap;
  const territory = territoryNames(rules);
  const terrain = terrainNames(rules);
  return {
    key: 'map2020/map',
    caption: 'Generic PBS map (2020)',
    columns: map.columns.map((d) => DENSITY_WORDS[d]),
    rows: map.rows.map((row) => ({ flank: qrsFlankWords(row, terrain), flag: row.verified ? '' : 'Unverified' })),
    squares: map.squares.map((row, r) =>
      row.map((ids, c) => ({ territories: ids.map(territory).join(', '), printed: map.printedSquares[r]?.[c] ?? '' })),
    ),
    wraps: map.wrapsTopBottom ? 'The counter can move between the top and bottom rows.' : '',
    source: map.source,
  };
}

/** The cards under the generic map: the unverified flank of each row, the card differences and how the map was read. */
export function genericMapFacts(rules: Rules): Fact[] {
  const map = rules.qrsMap;
  const terrain = terrainNames(rules);
  const rows = map.rows.map((row, i) =>
    fact(`map2020/row/${i + 1}`, `Row ${i + 1} secure flank: ${qrsFlankWords(row, terrain)}`, map.source, {
      lines: [`Printed: "${row.printed}".`],
      flags: row.verified ? [] : [{ kind: 'Unverified', note: row.note }],
    }),
  );
  const moves = fact('map2020/moves', 'PBS card difference (2020)', map.source, {
    lines: map.cardDifference.map((d) => d.printed),
  });
  const reading = fact('map2020/reading', 'How the generic map was read', map.source, {
    lines: [map.note],
    flags: map.verified ? [] : [{ kind: 'Unverified', note: 'The secure-flank axis of this map is garbled in source 002.' }],
    details: { summary: 'The reading, cell by cell', text: map.reading },
  });
  return [...rows, moves, reading];
}

function territoriesWords(t: QrsTerrain, rules: Rules): string {
  const [first] = t.territories;
  if (first === 'any') return 'Any';
  if (first === 'scenarioOnly') return 'Scenarios only (except as an impassable secure flank)';
  if (first === 'asTerrainAllowed') return 'As terrain allowed';
  const name = territoryNames(rules);
  const code = new Map(rules.qrsTerrain.territories.map((x) => [x.id as string, x.code]));
  const ids = t.territories as readonly string[];
  return `${ids.map((id) => code.get(id) ?? id).join(' ')}: ${ids.map(name).join(', ')}`;
}

/** The 2020 terrain table's rows (seed 002; seed 001's words for Pacto where they differ), distances in the given scale, categories flagged where inferred. */
export function qrsRowViews(rules: Rules, scale: Setup['scale'] = 'maximus'): QrsRowView[] {
  const terrain = terrainNames(rules);
  const setup = { edition: '2020', scale } as const;
  return rules.qrsTerrain.terrain.map((t) => {
    // A Pacto reader sees the Pacto sheet's words where they differ in substance (seed 001), with its source.
    const pacto = scale === 'pacto' ? t.pactoWording : undefined;
    const say = (field: 'description' | 'visibility' | 'cover' | 'specialRules') => sayScaled(rules, setup, pacto?.[field] ?? t[field]);
    const extras: string[] = [];
    if (t.maxPerPlaced) extras.push(`At most 1 per pre-laid ${orList(t.maxPerPlaced.map(terrain))}`);
    if (t.impassableSecureFlank) extras.push('May be used as an impassable secure flank');
    const category = t.categoryOptions
      ? `${orList(t.categoryOptions.map((c) => CATEGORY_WORDS[c]))} (as the terrain on its slopes)`
      : CATEGORY_WORDS[t.category];
    return {
      key: `terrain2020/${t.id}`,
      name: t.name,
      territories: territoriesWords(t, rules),
      category,
      categoryFlag: t.categoryAssumed ? 'Assumption' : '',
      impassable: t.impassable ? 'Impassable' : '',
      description: say('description'),
      visibility: say('visibility'),
      cover: say('cover'),
      specialRules: say('specialRules'),
      extras,
      note: pacto ? `${t.note} Pacto wording: ${pacto.note}` : t.note,
      source: pacto ? `${pacto.source}; ${t.source}` : t.source,
    };
  });
}

/** The territory codes and the reading of the merged code cells, shown above the 2020 table. */
export function qrsTableFacts(rules: Rules): Fact[] {
  const table = rules.qrsTerrain;
  return [
    fact('terrain2020/codes', 'Territory types and codes (2020)', table.territories[0]?.source ?? table.source, {
      tables: [
        {
          caption: 'Territory codes',
          head: ['Code', 'Territory type'],
          rows: table.territories.map((t) => [t.code, t.name]),
          rowHeaders: true,
        },
      ],
    }),
    fact('terrain2020/reading', 'How the 2020 terrain table was read', table.source, {
      lines: ['Every category in this table is inferred: the sheet’s Good/Rough/Difficult colour coding was lost.'],
      flags: [{ kind: 'Assumption', note: 'Categories are inferred; each row’s note says from what.' }],
      details: { summary: 'The reading of the merged territory-code cells', text: table.reading },
    }),
  ];
}
