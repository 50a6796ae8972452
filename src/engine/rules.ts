import type { Components } from './schema/components';
import { TABLE_DISTANCE_KEYS, type Edition } from './schema/edition';
import type { Glossary } from './schema/glossary';
import { qrsTerrainAllowed, type QrsPbsMap, type QrsTerrainTable } from './schema/qrs2020';
import type { Scales } from './schema/scales';
import type { Cap, Declaration, Flank, Placement, SpecialRule, TerrainTableRules, Territory } from './schema/territory';
import type { ProfileKey, ProfileValues } from './schema/profile';
import type { Category, Density } from './schema/vocab';
import type { WeatherRules } from './schema/weather';

export type EditionId = Edition['id'];

/** The raw contents of every rules file, keyed by the path shown in error messages. */
export interface RuleFiles {
  editions: Record<string, unknown>;
  territories: Record<string, unknown>;
  qrsTerrain: { path: string; data: unknown };
  qrsMap: { path: string; data: unknown };
  weather: { path: string; data: unknown };
  scales: { path: string; data: unknown };
  components: { path: string; data: unknown };
  glossary: { path: string; data: unknown };
}

/** A terrain type as the engine uses it, whichever edition's table it came from. */
export interface TerrainOption {
  id: string;
  name: string;
  category: Category;
  impassable: boolean;
  linear: boolean;
  placement: Placement;
  declarations: Declaration[];
  /** "A maximum of 1 per pre-laid town or village" (2020). */
  maxPerPlaced: string[] | null;
  /** Its own size and shape on the table ("Max size <= 6BW", "no wider than 2BW", edge to edge), or null. */
  tableRules: TerrainTableRules | null;
  /** "Nothing may go even partially within" (2020 Deep Water, Impassable Hills): no other piece may overlap it on the table; else null. */
  nothingWithin: { text: string; source: string } | null;
  /** The seed's words, each distance a token said in the game's scale (`scaledText`). */
  description: string;
  effects: string;
  specialRules: string;
  /** The Pacto sheet's words where they differ in substance from seed 002's (2020 Woods, Forest), shown in a Pacto game; else null. */
  pactoWording: PactoWording | null;
  assumption: string | null;
  source: string;
}

/** A terrain type's words as the Pacto sheet (seed 001) prints them, with their source and what differs. */
export interface PactoWording {
  description: string;
  effects: string;
  specialRules: string;
  note: string;
  source: string;
}

/** One square of a PBS map as seen from a chosen territory. */
export interface MapSquare {
  flank: Flank;
  density: Density;
  /** False on the 2020 generic map where the square is not of the chosen territory type. */
  inTerritory: boolean;
}

/** A territory the defender may offer, with everything the engine needs to play it. */
export interface TerritoryRules {
  id: string;
  name: string;
  source: string;
  weatherColumn: string;
  terrain: TerrainOption[];
  caps: Cap[];
  specialRules: SpecialRule[];
}

export interface Rules {
  editions: Record<EditionId, Edition>;
  territories: Record<EditionId, TerritoryRules[]>;
  territoryIndex: Record<EditionId, Record<string, TerritoryRules>>;
  /** Each territory's 5x5 squares as the engine reads them, by edition and territory id. */
  squares: Record<EditionId, Record<string, MapSquare[][]>>;
  maps2023: Record<string, Territory['map']>;
  qrsMap: QrsPbsMap;
  qrsTerrain: QrsTerrainTable;
  weather: WeatherRules;
  scales: Scales;
  components: Components;
  /** Abbreviations and terms with the sources' words (BW, TuG, KaB...). */
  glossary: Glossary;
  /** The rules profile these rules were made with (house rules, a tournament's preset), or null for the seeds' own numbers. */
  profile: AppliedProfile | null;
}

/** A profile applied to the rules: its name and values, what it changed in each edition, and the seeds' values it replaced. */
export interface AppliedProfile {
  name: string;
  note: string | null;
  values: ProfileValues;
  /** The keys whose value differs from the seeds' in each edition (a key an edition lacks, such as 2023's spacing, is not listed). */
  changed: Record<EditionId, ProfileKey[]>;
  /** The values the seeds (and the data's documented assumptions) give, per edition. */
  seed: Record<EditionId, ProfileValues>;
}

/** A rules file that failed to load; the message names the file, the entry and the field. */
export class RulesError extends Error {
  override name = 'RulesError';
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new RulesError(message);
}

function checkTerritory2023(path: string, territory: Territory): void {
  const ids = new Set<string>();
  territory.terrain.forEach((terrain, i) => {
    check(!ids.has(terrain.id), `${path}: terrain[${i}] (${terrain.id}).id: duplicate id "${terrain.id}"`);
    ids.add(terrain.id);
  });
  const known = (id: string) => ids.has(id) || id === 'deepWater';
  territory.map.forEach((row, r) =>
    row.forEach((square, c) => {
      if (square.flank.kind !== 'pieces') return;
      for (const id of square.flank.options) {
        check(ids.has(id), `${path}: map[${r}][${c}].flank.options: "${id}" is not in this territory's terrain table`);
      }
    }),
  );
  territory.caps.forEach((cap, i) =>
    cap.terrain.forEach((id) => check(ids.has(id), `${path}: caps[${i}].terrain: "${id}" is not in this territory's terrain table`)),
  );
  for (const terrain of territory.terrain) {
    const edgeToEdge = terrain.tableRules?.edgeToEdge !== undefined;
    check(
      edgeToEdge === terrain.linear,
      `${path}: terrain (${terrain.id}).tableRules.edgeToEdge: a linear piece runs edge to edge and only a linear piece does (linear is ${terrain.linear})`,
    );
    const lists = [
      terrain.placement.contiguousWithoutDice ?? [],
      terrain.placement.touchingWithoutDice ?? [],
      terrain.placement.within?.terrain ?? [],
      terrain.tableRules?.intoCentreTouching ?? [],
    ];
    for (const id of lists.flat()) {
      check(known(id), `${path}: terrain (${terrain.id}).placement: "${id}" is not in this territory's terrain table`);
    }
  }
  territory.specialRules.forEach((rule, i) => {
    const referenced = [
      ...('terrain' in rule ? rule.terrain : []),
      ...('to' in rule ? rule.to : []),
      ...('replaces' in rule ? rule.replaces : []),
      ...('substitute' in rule ? [rule.substitute] : []),
    ];
    for (const id of referenced) check(ids.has(id), `${path}: specialRules[${i}] (${rule.kind}): "${id}" is not in this territory's terrain table`);
  });
}

/** The table distances agree with the numbers the edition states elsewhere, and every one the table needs is there. */
function checkDistances(path: string, edition: Edition): void {
  const stated: Record<(typeof TABLE_DISTANCE_KEYS)[number], number | null> = {
    flankSector: edition.placement.flankSectorBw,
    deepWater: edition.secureFlanks.deepWaterMaxBw,
    deploymentFromCentre: edition.deployment.minFromCentreBw,
    sideEdgeStrip: null,
    spacing: edition.placement.spacingBw,
    opponentMove: edition.opponent.moveUpToBw,
    camp: null,
  };
  for (const key of TABLE_DISTANCE_KEYS) {
    const row = edition.distances.find((d) => d.key === key);
    const expected = stated[key];
    if (key === 'spacing') {
      check((row === undefined) === (expected === null), `${path}: distances: "spacing" is needed exactly when placement.spacingBw is set`);
    } else {
      check(row !== undefined, `${path}: distances: "${key}" is missing`);
    }
    if (row && expected !== null) check(row.printed === expected, `${path}: distances (${key}).printed: ${row.printed} differs from the edition's ${expected}`);
    const followed = row?.follows ? edition.distances.find((d) => d.key === row.follows) : undefined;
    if (row?.follows) check(followed?.printed === row.printed && followed.scaled === row.scaled, `${path}: distances (${key}) follows "${row.follows}" but differs from it`);
  }
}

function territoryFrom2023(territory: Territory): TerritoryRules {
  return {
    id: territory.id,
    name: territory.name,
    source: territory.source,
    weatherColumn: territory.weatherColumn,
    caps: territory.caps,
    specialRules: territory.specialRules,
    terrain: territory.terrain.map((t) => ({
      id: t.id,
      name: t.name,
      category: t.category,
      impassable: false,
      linear: t.linear,
      placement: t.placement,
      declarations: t.declarations,
      maxPerPlaced: null,
      tableRules: t.tableRules ?? null,
      nothingWithin: null,
      description: t.description,
      effects: t.effects,
      specialRules: t.specialRules,
      pactoWording: null,
      assumption: null,
      source: t.source,
    })),
  };
}

/** The 2020 table's visibility and cover columns as one effects text. */
function qrsEffects(visibility: string, cover: string): string {
  return [visibility && `Visibility: ${visibility}`, cover && `Cover: ${cover}`].filter(Boolean).join('. ');
}

function territoriesFrom2020(table: QrsTerrainTable): TerritoryRules[] {
  return table.territories.map((territory) => ({
    id: territory.id,
    name: territory.name,
    source: territory.source,
    weatherColumn: territory.id,
    caps: [],
    specialRules: [],
    terrain: table.terrain
      .filter((t) => qrsTerrainAllowed(t, territory.id, table))
      .map((t) => ({
        id: t.id,
        name: t.name,
        category: t.category,
        impassable: t.impassable,
        linear: false,
        placement: t.lostInCentre ? { lostInCentre: true } : {},
        declarations: [],
        maxPerPlaced: t.maxPerPlaced ?? null,
        tableRules: t.tableRules ?? null,
        nothingWithin: t.nothingWithin ?? null,
        description: t.description,
        effects: qrsEffects(t.visibility, t.cover),
        specialRules: t.specialRules,
        pactoWording: t.pactoWording
          ? {
              description: t.pactoWording.description ?? t.description,
              effects: qrsEffects(t.pactoWording.visibility ?? t.visibility, t.pactoWording.cover ?? t.cover),
              specialRules: t.pactoWording.specialRules ?? t.specialRules,
              note: t.pactoWording.note,
              source: t.pactoWording.source,
            }
          : null,
        assumption: t.categoryAssumed || t.assumption ? t.note : null,
        source: t.source,
      })),
  }));
}

/** What each kind of rules file holds once read. */
export interface RuleFileKinds {
  edition: Edition;
  territory: Territory;
  qrsTerrain: QrsTerrainTable;
  qrsMap: QrsPbsMap;
  weather: WeatherRules;
  scales: Scales;
  components: Components;
  glossary: Glossary;
}

/**
 * How a file's data becomes typed: the zod parse for anything from outside (`loadRules`, in loadRules.ts), or
 * trust for data already checked at build time. By kind, not by schema, so that trusting a file does not
 * reference (and so bundle and build) the schemas.
 */
export type ReadRuleFile = <K extends keyof RuleFileKinds>(kind: K, path: string, data: unknown) => RuleFileKinds[K];

/**
 * The same rules from files the build and the tests already ran through `loadRules` (the bundled data):
 * no zod parse, so a first game does not wait for it; the cross-checks still run.
 */
export function trustedRules(files: RuleFiles): Rules {
  return buildRules(files, <K extends keyof RuleFileKinds>(_kind: K, _path: string, data: unknown) => data as RuleFileKinds[K]);
}

/** Reads every rules file once, checks the cross-references and returns typed, indexed rules (seeds 000-004). */
export function buildRules(files: RuleFiles, readFile: ReadRuleFile): Rules {
  const editions = Object.fromEntries(
    Object.entries(files.editions).map(([path, data]) => {
      const edition = readFile('edition', path, data);
      const { finalSteps, declareText } = edition.deployment;
      check(!finalSteps.includes('declare') || declareText !== null, `${path}: deployment.finalSteps: "declare" needs a declareText`);
      checkDistances(path, edition);
      return [edition.id, edition];
    }),
  ) as Record<EditionId, Edition>;
  check(Boolean(editions['2023'] && editions['2020']), 'data/meg/editions: both the 2023 and 2020 editions are needed');

  const maps2023: Record<string, Territory['map']> = {};
  const territories2023: TerritoryRules[] = [];
  for (const [path, data] of Object.entries(files.territories)) {
    const territory = readFile('territory', path, data);
    check(!maps2023[territory.id], `${path}: id: duplicate territory "${territory.id}"`);
    checkTerritory2023(path, territory);
    maps2023[territory.id] = territory.map;
    territories2023.push(territoryFrom2023(territory));
  }

  const qrsTerrain = readFile('qrsTerrain', files.qrsTerrain.path, files.qrsTerrain.data);
  const qrsMap = readFile('qrsMap', files.qrsMap.path, files.qrsMap.data);
  const weather = readFile('weather', files.weather.path, files.weather.data);
  const qrsIds = new Set(qrsTerrain.terrain.map((t) => t.id));
  qrsMap.rows.forEach((row, r) => {
    if (row.flank.kind !== 'pieces') return;
    for (const id of row.flank.options) check(qrsIds.has(id), `${files.qrsMap.path}: rows[${r}].flank.options: "${id}" is not in the 2020 terrain table`);
  });
  for (const territory of territories2023) {
    check(
      weather.table.columns[territory.weatherColumn as keyof typeof weather.table.columns] !== undefined,
      `territory ${territory.id}: weatherColumn "${territory.weatherColumn}" is not a column of ${files.weather.path}`,
    );
  }

  const territories2020 = territoriesFrom2020(qrsTerrain);
  const squares2023 = Object.fromEntries(
    Object.entries(maps2023).map(([id, map]) => [id, map.map((row) => row.map((square) => ({ ...square, inTerritory: true })))]),
  );
  const squares2020 = Object.fromEntries(
    territories2020.map((t) => [
      t.id,
      qrsMap.squares.map((row, r) =>
        row.map((allowed, c) => ({
          flank: qrsMap.rows[r]!.flank,
          density: qrsMap.columns[c]!,
          inTerritory: (allowed as string[]).includes(t.id),
        })),
      ),
    ]),
  );
  const index = (list: TerritoryRules[]) => Object.fromEntries(list.map((t) => [t.id, t]));
  return {
    editions,
    territories: { '2023': territories2023, '2020': territories2020 },
    territoryIndex: { '2023': index(territories2023), '2020': index(territories2020) },
    squares: { '2023': squares2023, '2020': squares2020 },
    maps2023,
    qrsMap,
    qrsTerrain,
    weather,
    scales: readFile('scales', files.scales.path, files.scales.data),
    components: readFile('components', files.components.path, files.components.data),
    glossary: readFile('glossary', files.glossary.path, files.glossary.data),
    profile: null,
  };
}

/** The territory of an edition by id, or undefined. */
export function findTerritory(rules: Rules, edition: EditionId, id: string): TerritoryRules | undefined {
  return Object.hasOwn(rules.territoryIndex[edition], id) ? rules.territoryIndex[edition][id] : undefined;
}

/** The square at (row, col) of the map the chosen territory plays on (PBS 8.C; 2020: the generic map). */
export function squareAt(rules: Rules, edition: EditionId, territory: string, row: number, col: number): MapSquare | undefined {
  return rules.squares[edition][territory]?.[row]?.[col];
}
