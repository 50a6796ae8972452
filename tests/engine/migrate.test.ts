// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundledRules, LOG_VERSION, migrateGameLog, newerLogVersion, replay } from '../../src/engine';
import { GameLogSchema } from '../../src/engine/gameLog';

const rules = bundledRules();
const V1 = 'tests/fixtures/v1';
const V2 = 'tests/fixtures/v2';
const V3 = 'tests/fixtures/v3';
const V4 = 'tests/fixtures/v4';
const V5 = 'tests/fixtures/v5';
const V6 = 'tests/fixtures/v6';
const V7 = 'tests/fixtures/v7';
const fixtures = readdirSync(V1).filter((f) => f.endsWith('.json'));
const fixturesV2 = readdirSync(V2).filter((f) => f.endsWith('.json'));
const fixturesV3 = readdirSync(V3).filter((f) => f.endsWith('.json'));
const fixturesV4 = readdirSync(V4).filter((f) => f.endsWith('.json'));
const fixturesV5 = readdirSync(V5).filter((f) => f.endsWith('.json'));
const fixturesV6 = readdirSync(V6).filter((f) => f.endsWith('.json'));
const fixturesV7 = readdirSync(V7).filter((f) => f.endsWith('.json'));
const json = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
/**
 * Fixtures whose 2020 defender passed the territory card: version 4 kept that pass with `legacyTerritoryPass`, version 7 reads
 * it as app rules 1 (seed 002 "Each play first PBS card"; src/engine/rulesVersion.ts).
 */
const PASSED_2020_TERRITORY_CARD = new Set(['outscouted-2020.json']);
/** What upgrading to the current version changes in an older file besides its version: the app rules it was played under (1 with the pass, else 2). */
const upgraded = (file: string, log: Record<string, unknown>) => {
  const { legacyTerritoryPass: _pass, ...setup } = log.setup as Record<string, unknown>;
  return { ...log, version: LOG_VERSION, setup: { ...setup, rulesVersion: PASSED_2020_TERRITORY_CARD.has(file) ? 1 : 2 } };
};

function finalState(raw: unknown) {
  const log = GameLogSchema.parse(migrateGameLog(raw));
  const result = replay(rules, log.setup, log.actions);
  if (!result.ok) throw new Error('does not replay');
  return result.state;
}

describe('migrateGameLog: files from every version keep opening (README "Game log files")', () => {
  it('keeps the four version 1 examples as fixtures', () => {
    expect(fixtures).toHaveLength(4);
    for (const file of fixtures) expect(json(`${V1}/${file}`)).toMatchObject({ version: 1 });
  });

  it.each(fixtures)('v1 %s migrates, passes the schema and replays to the same state as its current twin', (file) => {
    const v1 = json(`${V1}/${file}`);
    const current = json(`examples/${file}`);
    const migrated = GameLogSchema.parse(migrateGameLog(v1));
    expect(migrated).toEqual(GameLogSchema.parse(current));
    expect(migrated.version).toBe(LOG_VERSION);
    expect(migrated.setup.seedSource).toBe('typed');
    expect(finalState(v1)).toEqual(finalState(current));
  });

  it('keeps the four version 2 examples as fixtures', () => {
    expect(fixturesV2).toHaveLength(4);
    for (const file of fixturesV2) expect(json(`${V2}/${file}`)).toMatchObject({ version: 2 });
  });

  it.each(fixturesV2)('v2 %s migrates to the current version unchanged but for the version, and replays to the same state', (file) => {
    const v2 = json(`${V2}/${file}`) as Record<string, unknown>;
    const migrated = GameLogSchema.parse(migrateGameLog(v2));
    expect(migrated).toEqual(GameLogSchema.parse(upgraded(file, v2)));
    expect(migrated).toEqual(GameLogSchema.parse(json(`examples/${file}`)));
    expect(finalState(v2)).toEqual(finalState(json(`examples/${file}`)));
  });

  it('keeps the five version 3 examples as fixtures (version 4 adds the deployment batch action)', () => {
    expect(fixturesV3).toHaveLength(5);
    for (const file of fixturesV3) expect(json(`${V3}/${file}`)).toMatchObject({ version: 3 });
  });

  it.each(fixturesV3)('v3 %s, ticked one deployment item at a time, migrates and replays to the same state as its current twin', (file) => {
    const v3 = json(`${V3}/${file}`) as Record<string, unknown>;
    const migrated = GameLogSchema.parse(migrateGameLog(v3));
    expect(migrated).toEqual(GameLogSchema.parse(upgraded(file, v3)));
    expect(migrated.actions.some((a) => a.type === 'tickDeployment')).toBe(true);
    expect(finalState(v3)).toEqual(finalState(json(`examples/${file}`)));
  });

  it('keeps the five version 4 examples as fixtures (version 5 adds the battle weather and its seed)', () => {
    expect(fixturesV4).toHaveLength(5);
    for (const file of fixturesV4) expect(json(`${V4}/${file}`)).toMatchObject({ version: 4 });
  });

  it.each(fixturesV4)('v4 %s migrates to the current version unchanged but for the version, with no battle seed, and replays to the same state', (file) => {
    const v4 = json(`${V4}/${file}`) as Record<string, unknown>;
    const migrated = GameLogSchema.parse(migrateGameLog(v4));
    expect(migrated).toEqual(GameLogSchema.parse(upgraded(file, v4)));
    expect(migrated).toEqual(GameLogSchema.parse(json(`examples/${file}`)));
    expect(migrated.setup.battleSeed).toBeUndefined();
    const state = finalState(v4);
    expect(state).toEqual(finalState(json(`examples/${file}`)));
    expect(state.battle).toEqual({ rng: null, turns: [], over: false });
  });

  it('keeps the five version 5 examples as fixtures (version 6 adds the answer for a camp option\'s condition)', () => {
    expect(fixturesV5).toHaveLength(5);
    for (const file of fixturesV5) expect(json(`${V5}/${file}`)).toMatchObject({ version: 5 });
  });

  it.each(fixturesV5)('v5 %s migrates unchanged but for the version and its app rules (ARCHITECTURE "Formats") and replays to the same state', (file) => {
    const v5 = json(`${V5}/${file}`) as Record<string, unknown>;
    const migrated = GameLogSchema.parse(migrateGameLog(v5));
    expect(migrated).toEqual(GameLogSchema.parse(upgraded(file, v5)));
    expect(migrated).toEqual(GameLogSchema.parse(json(`examples/${file}`)));
    const state = finalState(v5);
    expect(state).toEqual(finalState(json(`examples/${file}`)));
    expect(state.conditions).toEqual([]);
  });

  it('keeps the five version 6 examples, as the build of b3397dc wrote them, as fixtures (version 7 names the app rules)', () => {
    expect(fixturesV6).toHaveLength(5);
    for (const file of fixturesV6) expect(json(`${V6}/${file}`)).toMatchObject({ version: 6 });
  });

  it.each(fixturesV6)('v6 %s is read under app rules 2 (1 with a kept 2020 territory-card pass) and replays to the same state as its current twin', (file) => {
    const v6 = json(`${V6}/${file}`) as Record<string, unknown>;
    const migrated = GameLogSchema.parse(migrateGameLog(v6));
    expect(migrated).toEqual(GameLogSchema.parse(upgraded(file, v6)));
    expect(migrated).toEqual(GameLogSchema.parse(json(`examples/${file}`)));
    expect(migrated.setup).not.toHaveProperty('legacyTerritoryPass');
    expect(migrated.setup.rulesVersion).toBe(PASSED_2020_TERRITORY_CARD.has(file) ? 1 : 2);
    expect(finalState(v6)).toEqual(finalState(json(`examples/${file}`)));
  });

  it('keeps the five version 7 examples as fixtures (version 8 adds a tournament, the deep water\'s depth and a battle without a Vital Settlement)', () => {
    expect(fixturesV7).toHaveLength(5);
    for (const file of fixturesV7) expect(json(`${V7}/${file}`)).toMatchObject({ version: 7 });
  });

  it.each(fixturesV7)('v7 %s migrates unchanged but for the version, and replays to the same state as its current twin', (file) => {
    const v7 = json(`${V7}/${file}`) as Record<string, unknown>;
    const migrated = GameLogSchema.parse(migrateGameLog(v7));
    expect(migrated).toEqual(GameLogSchema.parse({ ...v7, version: LOG_VERSION }));
    expect(migrated).toEqual(GameLogSchema.parse(json(`examples/${file}`)));
    expect(finalState(v7)).toEqual(finalState(json(`examples/${file}`)));
  });

  it('does not change its input', () => {
    const v1 = json(`${V1}/${fixtures[0]}`);
    const copy = structuredClone(v1);
    migrateGameLog(v1);
    expect(v1).toEqual(copy);
  });

  it('leaves a current file alone', () => {
    const v2 = json(`examples/${fixtures[0]}`);
    expect(migrateGameLog(v2)).toBe(v2);
  });

  it.each([
    ['not an object', 'hello'],
    ['another format', { format: 'something-else', version: 1, setup: {} }],
    ['an unknown old version', { format: 'mortem-pre-battle-log', version: 0, setup: {} }],
    ['a newer version', { format: 'mortem-pre-battle-log', version: LOG_VERSION + 1, setup: {} }],
  ])('leaves %s for the schema to reject', (_name, raw) => {
    expect(migrateGameLog(raw)).toBe(raw);
    expect(GameLogSchema.safeParse(migrateGameLog(raw)).success).toBe(false);
  });

  it('a v1 file cannot claim a sealed seed: its seed was shown on screen', () => {
    const v1 = json(`${V1}/${fixtures[0]}`) as { setup: object };
    const claimed = { ...v1, setup: { ...v1.setup, seedSource: 'drawn' } };
    expect(migrateGameLog(claimed)).toMatchObject({ setup: { seedSource: 'typed' } });
  });
});

describe('newerLogVersion', () => {
  it.each([
    [{ format: 'mortem-pre-battle-log', version: LOG_VERSION + 1 }, LOG_VERSION + 1],
    [{ format: 'mortem-pre-battle-log', version: LOG_VERSION }, null],
    [{ format: 'mortem-pre-battle-log', version: 1 }, null],
    [{ format: 'other', version: 99 }, null],
    [null, null],
  ])('%j -> %s', (raw, expected) => {
    expect(newerLogVersion(raw)).toBe(expected);
  });
});
