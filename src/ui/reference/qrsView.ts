import type { Rules, Setup } from '../../engine';
import { sayScaled } from '../words/sayScaled';
import { fact, type Fact } from './fact';
import { CATEGORY_WORDS, DENSITY_WORDS, idWords, orList } from '../words/vocab';
import { QRS_FACT_WORDS as W } from './factWords';
import { joined, one, q, saying, type Said, type SaidPart } from './said';

type QrsMap = Rules['qrsMap'];
type QrsTerrain = Rules['qrsTerrain']['terrain'][number];
type QrsRow = QrsMap['rows'][number];

/** The 2020 generic PBS map in words: territories per square, density per column, flank per row (seed 002). */
export interface GenericMapView {
  key: string;
  caption: Said;
  columns: string[];
  rows: { flank: Said; flag: string }[];
  squares: { territories: Said; printed: string }[][];
  wraps: string;
  source: string;
}

/** One row of the 2020 terrain table with its assumptions in words (seed 002 terrain table). */
export interface QrsRowView {
  key: string;
  name: Said;
  territories: Said;
  category: Said;
  categoryFlag: string;
  impassable: string;
  description: string;
  visibility: string;
  cover: string;
  specialRules: string;
  extras: Said[];
  note: Said;
  source: string;
}

function territoryNames(rules: Rules): (id: string) => Said {
  const names = new Map(rules.qrsTerrain.territories.map((t) => [t.id as string, t.name]));
  return (id) => {
    const name = names.get(id);
    return name === undefined ? idWords(id) : [q(name)];
  };
}

function terrainNames(rules: Rules): (id: string) => Said {
  const names = new Map(rules.qrsTerrain.terrain.map((t) => [t.id, t.name]));
  return (id) => {
    const name = names.get(id);
    return name === undefined ? idWords(id) : [q(name)];
  };
}

/** "a, b or c" of names that may be quoted. */
function orParts(names: readonly Said[]): SaidPart[] {
  return saying(W.orNames, { names });
}

/** The secure flank of one generic-map row in words. */
export function qrsFlankWords(row: QrsRow, name: (id: string) => Said): Said {
  if (row.flank.kind === 'none') return W.noFlank;
  if (row.flank.kind === 'deepWater') return W.deepWaterFlank;
  return orParts(row.flank.options.map(name));
}

/** The generic map as a table view. */
export function genericMapView(rules: Rules): GenericMapView {
  const map = rules.qrsMap;
  const territory = territoryNames(rules);
  const terrain = terrainNames(rules);
  return {
    key: 'map2020/map',
    caption: W.mapCaption,
    columns: map.columns.map((d) => DENSITY_WORDS[d]),
    rows: map.rows.map((row) => ({ flank: qrsFlankWords(row, terrain), flag: row.verified ? '' : W.unverified })),
    squares: map.squares.map((row, r) =>
      row.map((ids, c) => ({ territories: joined(ids.map(territory), W.listComma), printed: map.printedSquares[r]?.[c] ?? '' })),
    ),
    wraps: map.wrapsTopBottom ? W.wraps : '',
    source: map.source,
  };
}

/** The cards under the generic map: the unverified flank of each row, the card differences and how the map was read. */
export function genericMapFacts(rules: Rules): Fact[] {
  const map = rules.qrsMap;
  const terrain = terrainNames(rules);
  const rows = map.rows.map((row, i) =>
    fact(`map2020/row/${i + 1}`, saying(W.rowFlank, { row: i + 1, flank: one(qrsFlankWords(row, terrain)) }), map.source, {
      lines: [saying(W.printed, { text: q(row.printed) })],
      flags: row.verified ? [] : [{ kind: 'Unverified', note: [q(row.note)] }],
    }),
  );
  const moves = fact('map2020/moves', W.movesTitle, map.source, {
    lines: map.cardDifference.map((d) => [q(d.printed)]),
  });
  const reading = fact('map2020/reading', W.readingTitle, map.source, {
    lines: [[q(map.note)]],
    flags: map.verified ? [] : [{ kind: 'Unverified', note: W.axisGarbled }],
    details: { summary: W.cellByCell, text: [q(map.reading)] },
  });
  return [...rows, moves, reading];
}

function territoriesWords(t: QrsTerrain, rules: Rules): Said {
  const [first] = t.territories;
  if (first === 'any') return W.any;
  if (first === 'scenarioOnly') return W.scenarioOnly;
  if (first === 'asTerrainAllowed') return W.asTerrainAllowed;
  const name = territoryNames(rules);
  const code = new Map(rules.qrsTerrain.territories.map((x) => [x.id as string, x.code]));
  const ids = t.territories as readonly string[];
  return [...joined(ids.map((id) => [q(code.get(id) ?? id)]), W.space), W.colon, ...joined(ids.map(name), W.listComma)];
}

/** The 2020 terrain table's rows (seed 002; seed 001's words for Pacto where they differ), distances in the given scale, categories flagged where inferred. */
export function qrsRowViews(rules: Rules, scale: Setup['scale'] = 'maximus'): QrsRowView[] {
  const terrain = terrainNames(rules);
  const setup = { edition: '2020', scale } as const;
  return rules.qrsTerrain.terrain.map((t) => {
    // A Pacto reader sees the Pacto sheet's words where they differ in substance (seed 001), with its source.
    const pacto = scale === 'pacto' ? t.pactoWording : undefined;
    const say = (field: 'description' | 'visibility' | 'cover' | 'specialRules') => sayScaled(rules, setup, pacto?.[field] ?? t[field]);
    const extras: Said[] = [];
    if (t.maxPerPlaced) extras.push(saying(W.maxPerPlaced, { names: t.maxPerPlaced.map(terrain) }));
    if (t.impassableSecureFlank) extras.push(W.impassableSecureFlank);
    const category: Said = t.categoryOptions ? W.onSlopes({ categories: orList(t.categoryOptions.map((c) => CATEGORY_WORDS[c])) }) : CATEGORY_WORDS[t.category];
    return {
      key: `terrain2020/${t.id}`,
      name: [q(t.name)],
      territories: territoriesWords(t, rules),
      category,
      categoryFlag: t.categoryAssumed ? W.assumption : '',
      impassable: t.impassable ? W.impassable : '',
      description: say('description'),
      visibility: say('visibility'),
      cover: say('cover'),
      specialRules: say('specialRules'),
      extras,
      note: pacto ? saying(W.pactoWording, { note: q(t.note), pacto: q(pacto.note) }) : [q(t.note)],
      source: pacto ? `${pacto.source}; ${t.source}` : t.source,
    };
  });
}

/** The territory codes and the reading of the merged code cells, shown above the 2020 table. */
export function qrsTableFacts(rules: Rules): Fact[] {
  const table = rules.qrsTerrain;
  return [
    fact('terrain2020/codes', W.codesTitle, table.territories[0]?.source ?? table.source, {
      tables: [
        {
          caption: W.codesCaption,
          head: [...W.codesHead],
          rows: table.territories.map((t) => [[q(t.code)], [q(t.name)]]),
          rowHeaders: true,
        },
      ],
    }),
    fact('terrain2020/reading', W.tableReadingTitle, table.source, {
      lines: [W.allInferred],
      flags: [{ kind: 'Assumption', note: W.inferredNote }],
      details: { summary: W.mergedCells, text: [q(table.reading)] },
    }),
  ];
}
