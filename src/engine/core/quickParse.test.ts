// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { quickParser, REFER } from '../../lib/quickParse';
import type { z } from '../../lib/zod';
import { ActionSchema, applyAction, megEngine } from '..';
import { SetupSchema, type Setup } from '../schema/setup';
import { validateSetup } from '../setup';
import { makeSetup, playRandomGame } from '../../../tests/support/randomGame';
import { physicalSetup, rules, start } from '../../../tests/support/scenario';

/*
 * The quick parse of actions and setups (src/lib/quickParse.ts) accepts only what the schema accepts, and gives
 * exactly the schema's data, key order included: whatever it is unsure of goes to the schema, so a refusal stays zod's.
 */

/** Values of every kind a forged or damaged file could put anywhere. */
const ODD: unknown[] = [undefined, null, NaN, Infinity, -Infinity, -0, 0, 0.5, -1, 6, 7, 2 ** 53, '', ' ', 'x', 'invader', '1', true, false, [], [null], {}, Object.create(null)];

/** `value` changed in one place, at every depth: each field or item replaced by odd values, left out or joined by another. */
function* forged(value: unknown): Generator<unknown> {
  yield* ODD;
  if (typeof value === 'string') yield* [` ${value} `, value.toUpperCase(), value.repeat(40)];
  if (typeof value === 'number') yield* [value + 0.5, value + 1, value - 1, -value, value * 1000];
  if (Array.isArray(value)) {
    yield [...value, value[0]];
    yield value.slice(1);
    yield new Array(value.length);
    for (let i = 0; i < value.length; i++) for (const item of forged(value[i])) yield value.map((old, j) => (j === i ? item : old));
  } else if (value && typeof value === 'object') {
    const fields = value as Record<string, unknown>;
    yield { ...fields, extra: 1 };
    yield Object.create(fields);
    yield JSON.parse(`{"__proto__": {"x": 1}, ${JSON.stringify(fields).slice(1)}`);
    for (const key of Object.keys(fields)) {
      const { [key]: _left, ...without } = fields;
      yield without;
      yield { ...fields, [key]: undefined };
      for (const item of forged(fields[key])) yield { ...fields, [key]: item };
    }
  }
}

/** The quick parse's answer agrees with the schema's: when it accepts, the schema accepts with the very same data. */
function expectAgrees(schema: z.ZodMiniType, input: unknown): void {
  const quick = quickParser(schema)(input);
  if (quick === REFER) return;
  const parsed = schema.safeParse(input);
  expect(parsed.success, JSON.stringify(input)).toBe(true);
  expect(quick).toStrictEqual(parsed.data);
  expect(JSON.stringify(quick)).toBe(JSON.stringify(parsed.data));
}

/** Every action of the examples and of a few random games of both editions and modes, one of each. */
function sampleActions(): unknown[] {
  const logs = readdirSync('examples').map((file) => (JSON.parse(readFileSync(`examples/${file}`, 'utf8')) as { actions: unknown[] }).actions);
  for (let i = 0; i < 8; i++) {
    const mode = i % 4 === 0 ? 'physical' : 'digital';
    const setup = makeSetup({ edition: i % 2 === 0 ? '2023' : '2020', cards: mode, dice: mode, seed: `quick-${i}` });
    logs.push(playRandomGame(rules, setup, `quick-choice-${i}`).log);
  }
  return [...new Map(logs.flat().map((action) => [JSON.stringify(action), action])).values()];
}

/** A setup with every optional field, a rules profile whose dice are a record (a kind left to zod) and names to trim. */
function fullSetup(): Setup {
  return makeSetup({
    battleSeed: 'battle',
    rulesVersion: 1,
    odds: true,
    legacyTerritoryPass: true,
    table: { widthCm: 180, depthCm: 120, baseWidthMm: 40 },
    profile: { name: ' Club ', note: 'n', values: { spacing: 2, dice: { red: ['skull', 'skull', 'wound', 'wound', 'special', 'blank'] }, flankSize: { min: 1, max: 2 } } },
    tournament: { event: ' Open ', round: 2, table: 7 },
  });
}

describe('the quick parse of actions', () => {
  const actions = sampleActions();

  it('takes every action the engine wrote without the schema', () => {
    const refers = actions.filter((action) => quickParser(megEngine.linkActions.find((def) => def.type === (action as { type: string }).type)!.schema)(action) === REFER);
    expect(actions.length).toBeGreaterThan(40);
    expect(refers).toEqual([]);
  });

  it('accepts a forged or damaged action only as the schema does, with its data', () => {
    for (const action of actions) {
      const schema = megEngine.linkActions.find((def) => def.type === (action as { type: string }).type)!.schema;
      for (const input of forged(action)) expectAgrees(schema, input);
    }
  });

  it('gives parseAction exactly the schema answer (null where it refuses), whatever the input', () => {
    const inputs = [...actions.slice(0, 40).flatMap((action) => [...forged(action)]), ...ODD, { type: 'toString' }, { type: '__proto__' }, [{ type: 'rollOff' }]];
    for (const input of inputs) {
      const parsed = ActionSchema.safeParse(input);
      expect(megEngine.parseAction(input)).toStrictEqual(parsed.success ? parsed.data : null);
    }
  });

  it('refuses a forged action as invalidAction exactly when the schema refuses it', () => {
    const state = start(physicalSetup());
    const roll = { type: 'rollOff', faces: ['skull', 'blank'] };
    for (const input of forged(roll)) {
      const result = applyAction(rules, state, input);
      expect(!result.ok && result.error.code === 'invalidAction', JSON.stringify(input)).toBe(!ActionSchema.safeParse(input).success);
    }
    expect(applyAction(rules, state, { ...roll, extra: 1 })).toMatchObject({ ok: false, error: { code: 'invalidAction' } });
  });
});

describe('the quick parse of setups', () => {
  it('takes a plain setup and one with every optional field, trimming names as the schema does', () => {
    for (const setup of [makeSetup(), fullSetup()]) expect(quickParser(SetupSchema)(setup)).not.toBe(REFER);
    expect(quickParser(SetupSchema)(fullSetup())).toMatchObject({ profile: { name: 'Club' }, tournament: { event: 'Open' } });
  });

  it('accepts a forged or damaged setup only as the schema does, with its data', () => {
    for (const setup of [makeSetup(), fullSetup(), makeSetup({ players: [{ ...makeSetup().players[0], name: ' Anna ' }, { ...makeSetup().players[1], name: 'anna' }] })]) {
      for (const input of forged(setup)) expectAgrees(SetupSchema, input);
    }
  });

  it('leaves validateSetup refusing what the schema refuses, and starting a game with the setup the schema gives', () => {
    for (const input of forged(makeSetup())) {
      const checked = validateSetup(rules, input);
      const parsed = SetupSchema.safeParse(input);
      if (!parsed.success) expect(checked.ok).toBe(false);
      if (checked.ok) expect(checked.setup).toStrictEqual(parsed.data);
    }
    expect(validateSetup(rules, { ...makeSetup(), extra: 1 })).toEqual({ ok: false, errors: { setup: { code: 'unknownField' } } });
  });
});
