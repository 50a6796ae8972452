/**
 * Writes a JSON Schema beside the data for each kind of rules file, generated from the zod schemas
 * (the single source of truth, STYLE habit 5), and maps them in .vscode/settings.json so editors
 * complete and check the data. Run with `npm run schemas`; tests/data/jsonSchemas.test.ts fails
 * when a committed schema is stale.
 *
 * The data files carry no "$schema" key: most zod schemas are strict and would refuse it.
 */
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from '../src/lib/zod';
import { AgvTerrainFileSchema } from '../src/packs/agv/schema';
import { CcnTerrainFileSchema } from '../src/packs/ccn/schema';
import { ComponentsSchema } from '../src/engine/schema/components';
import { EditionSchema } from '../src/engine/schema/edition';
import { GlossarySchema } from '../src/engine/schema/glossary';
import { GameLogSchema } from '../src/engine/gameLog';
import { ProfilePresetsSchema } from '../src/engine/schema/profile';
import { QrsPbsMapSchema, QrsTerrainTableSchema } from '../src/engine/schema/qrs2020';
import { ScalesSchema } from '../src/engine/schema/scales';
import { TerritorySchema } from '../src/engine/schema/territory';
import { WeatherRulesSchema } from '../src/engine/schema/weather';

/** One generated schema: where it goes, what it is generated from, and which files it describes. */
export interface JsonSchemaTarget {
  path: string;
  title: string;
  from: string;
  schema: z.ZodMiniType;
  fileMatch: string[];
}

/** Every kind of data file and its schema. */
export const JSON_SCHEMAS: readonly JsonSchemaTarget[] = [
  {
    path: 'data/meg/territories/territory.schema.json',
    title: 'MeG 2023 territory: PBS map, special rules, terrain table (seed 000)',
    from: 'TerritorySchema in src/engine/schema/territory.ts',
    schema: TerritorySchema,
    fileMatch: ['data/meg/territories/*.json'],
  },
  {
    path: 'data/meg/editions/edition.schema.json',
    title: 'MeG pre-battle edition: procedures and tables (seeds 000, 002)',
    from: 'EditionSchema in src/engine/schema/edition.ts',
    schema: EditionSchema,
    fileMatch: ['data/meg/editions/*.json'],
  },
  {
    path: 'data/meg/qrs2020/terrain.schema.json',
    title: 'MeG 2020 terrain table (seed 002)',
    from: 'QrsTerrainTableSchema in src/engine/schema/qrs2020.ts',
    schema: QrsTerrainTableSchema,
    fileMatch: ['data/meg/qrs2020/terrain.json'],
  },
  {
    path: 'data/meg/qrs2020/pbs-map.schema.json',
    title: 'MeG 2020 generic PBS map (seed 002)',
    from: 'QrsPbsMapSchema in src/engine/schema/qrs2020.ts',
    schema: QrsPbsMapSchema,
    fileMatch: ['data/meg/qrs2020/pbs-map.json'],
  },
  {
    path: 'data/meg/profiles.schema.json',
    title: 'MeG rules profiles shipped with the app: presets of house rules and tournament numbers (issue 13)',
    from: 'ProfilePresetsSchema in src/engine/schema/profile.ts',
    schema: ProfilePresetsSchema,
    fileMatch: ['data/meg/profiles.json'],
  },
  {
    path: 'data/meg/weather.schema.json',
    title: 'MeG 2020 weather rules (seed 002)',
    from: 'WeatherRulesSchema in src/engine/schema/weather.ts',
    schema: WeatherRulesSchema,
    fileMatch: ['data/meg/weather.json'],
  },
  {
    path: 'data/meg/scales.schema.json',
    title: 'MeG scales: Maximus, Magna, Pacto (seed 002)',
    from: 'ScalesSchema in src/engine/schema/scales.ts',
    schema: ScalesSchema,
    fileMatch: ['data/meg/scales.json'],
  },
  {
    path: 'data/meg/components.schema.json',
    title: 'MeG components: dice, deck, card limits (assumptions, RULES-NOTES section 4)',
    from: 'ComponentsSchema in src/engine/schema/components.ts',
    schema: ComponentsSchema,
    fileMatch: ['data/meg/components.json'],
  },
  {
    path: 'data/meg/glossary.schema.json',
    title: 'MeG glossary: abbreviations and terms with the sources’ words (seeds 000-002)',
    from: 'GlossarySchema in src/engine/schema/glossary.ts',
    schema: GlossarySchema,
    fileMatch: ['data/meg/glossary.json'],
  },
  {
    path: 'data/agv/terrain.schema.json',
    title: 'A Great Victory! terrain guidelines (seed 004)',
    from: 'AgvTerrainFileSchema in src/packs/agv/schema.ts',
    schema: AgvTerrainFileSchema,
    fileMatch: ['data/agv/terrain.json'],
  },
  {
    path: 'data/ccn/terrain.schema.json',
    title: 'Commands & Colors: Napoleonics terrain (seed 003)',
    from: 'CcnTerrainFileSchema in src/packs/ccn/schema.ts',
    schema: CcnTerrainFileSchema,
    fileMatch: ['data/ccn/terrain.json'],
  },
  {
    path: 'data/log.schema.json',
    title: 'Pre-battle game log: setup and actions',
    from: 'GameLogSchema in src/engine/gameLog.ts',
    schema: GameLogSchema,
    fileMatch: ['examples/*.json'],
  },
];

/**
 * The JSON text of one schema. It describes what the loader accepts (zod's input side); refinements
 * that JSON Schema cannot express (cross-checks, "one entry per season") are left to the loader.
 */
export function renderJsonSchema(target: JsonSchemaTarget): string {
  const generated = z.toJSONSchema(target.schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  const { $schema, ...rest } = generated;
  const document = {
    $schema,
    title: target.title,
    description: `Generated from ${target.from} by \`npm run schemas\`; do not edit by hand.`,
    ...rest,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The `json.schemas` mappings of .vscode/settings.json (a schema file never matches itself). */
export function vscodeJsonSchemas(): { fileMatch: string[]; url: string }[] {
  return JSON_SCHEMAS.map((target) => ({
    fileMatch: [...target.fileMatch, '!*.schema.json'],
    url: `./${target.path}`,
  }));
}

/** .vscode/settings.json with the mappings set, keeping any other setting already there. */
export function renderVscodeSettings(existing: string | null): string {
  const settings = existing ? (JSON.parse(existing) as Record<string, unknown>) : {};
  return `${JSON.stringify({ ...settings, 'json.schemas': vscodeJsonSchemas() }, null, 2)}\n`;
}

export const VSCODE_SETTINGS = '.vscode/settings.json';

function main(root: string): void {
  for (const target of JSON_SCHEMAS) {
    writeFileSync(resolve(root, target.path), renderJsonSchema(target));
    console.log(`wrote ${target.path}`);
  }
  const settingsPath = resolve(root, VSCODE_SETTINGS);
  mkdirSync(dirname(settingsPath), { recursive: true });
  writeFileSync(settingsPath, renderVscodeSettings(existsSync(settingsPath) ? readFileSync(settingsPath, 'utf8') : null));
  console.log(`wrote ${VSCODE_SETTINGS}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(resolve(dirname(fileURLToPath(import.meta.url)), '..'));
}
