// @vitest-environment node
import agvData from '../../data/agv/terrain.json';
import ccnData from '../../data/ccn/terrain.json';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleFiles } from '../../src/engine';
import { JSON_SCHEMAS, renderJsonSchema, renderVscodeSettings, VSCODE_SETTINGS, vscodeJsonSchemas } from '../../scripts/write-json-schemas';

const root = resolve(__dirname, '../..');
const read = (path: string): string | null => (existsSync(resolve(root, path)) ? readFileSync(resolve(root, path), 'utf8') : null);
const STALE = 'is missing or stale: run `npm run schemas` and commit the result';

describe('JSON Schemas generated from the zod schemas (STYLE habit 5)', () => {
  it('covers every kind of data file, each schema written beside its data', () => {
    expect(JSON_SCHEMAS.map((t) => t.path)).toEqual([
      'data/meg/territories/territory.schema.json',
      'data/meg/editions/edition.schema.json',
      'data/meg/qrs2020/terrain.schema.json',
      'data/meg/qrs2020/pbs-map.schema.json',
      'data/meg/profiles.schema.json',
      'data/meg/weather.schema.json',
      'data/meg/scales.schema.json',
      'data/meg/components.schema.json',
      'data/meg/glossary.schema.json',
      'data/agv/terrain.schema.json',
      'data/ccn/terrain.schema.json',
      'data/log.schema.json',
    ]);
  });

  it.each(JSON_SCHEMAS.map((t) => [t.path, t] as const))('%s matches its zod schema', (path, target) => {
    const committed = read(path);
    expect(committed, `${path} ${STALE}`).not.toBeNull();
    expect(committed === renderJsonSchema(target), `${path} ${STALE}`).toBe(true);
  });

  it.each(JSON_SCHEMAS.map((t) => [t.path, t] as const))('%s is a 2020-12 schema of an object with a title', (_path, target) => {
    const schema = JSON.parse(renderJsonSchema(target)) as { $schema: string; title: string; type: string };
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.title.length).toBeGreaterThan(0);
    expect(schema.type).toBe('object');
  });

  it('keeps the enums of the data: a territory terrain category is good, rough or difficult (seed 000)', () => {
    const territory = JSON.parse(read('data/meg/territories/territory.schema.json') ?? '{}') as {
      properties: { terrain: { items: { properties: { category: { enum: string[] } } } } };
    };
    expect(territory.properties.terrain.items.properties.category.enum).toEqual(['good', 'rough', 'difficult']);
  });

  it(`${VSCODE_SETTINGS} maps every data file to its schema`, () => {
    const committed = read(VSCODE_SETTINGS);
    expect(committed, `${VSCODE_SETTINGS} ${STALE}`).not.toBeNull();
    expect(committed === renderVscodeSettings(committed), `${VSCODE_SETTINGS} ${STALE}`).toBe(true);
    const mapped = (JSON.parse(committed ?? '{}') as { 'json.schemas': unknown })['json.schemas'];
    expect(mapped).toEqual(vscodeJsonSchemas());
  });

  it('no data file carries a "$schema" key (strict schemas refuse it, the others would drop it)', () => {
    const { editions, territories, ...single } = ruleFiles;
    const files: [string, unknown][] = [
      ...Object.entries(editions),
      ...Object.entries(territories),
      ...Object.values(single).map((f): [string, unknown] => [f.path, f.data]),
    ];
    files.push(['data/agv/terrain.json', agvData], ['data/ccn/terrain.json', ccnData]);
    expect(files).toHaveLength(2 + 7 + 6 + 2);
    for (const [path, data] of files) expect(data, path).not.toHaveProperty('$schema');
  });
});
