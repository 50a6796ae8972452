// @vitest-environment node
import fc from 'fast-check';
import { parseAction, quickAction } from './actionParse';
import { ActionSchema, type ActionOf, type ActionType } from './schema/action';

/** One valid action of every type, fields in the schema's order (TypeScript keeps the table complete). */
const EXAMPLES: { [T in ActionType]: ActionOf<T> } = {
  rollOff: { type: 'rollOff', faces: ['skull', 'blank'] },
  chooseRole: { type: 'chooseRole', role: 'invader' },
  declareIntercept: { type: 'declareIntercept', intercept: false },
  chooseSeason: { type: 'chooseSeason', season: 'summer' },
  shuffleDeck: { type: 'shuffleDeck', order: ['red', 'black', 'white'] },
  dealPbs: { type: 'dealPbs', invader: ['red'], defender: [] },
  playTerritoryCard: { type: 'playTerritoryCard', side: 'defender', card: null },
  chooseTerritory: { type: 'chooseTerritory', territory: 'waterside' },
  placeCounter: { type: 'placeCounter', row: 0, col: 4 },
  playDayCard: { type: 'playDayCard', side: 'invader', card: 'yellow' },
  moveCounter: { type: 'moveCounter', row: 4, col: 0 },
  placeDeepWater: { type: 'placeDeepWater', edge: 'left' },
  placeFlankPiece: { type: 'placeFlankPiece', side: 'defender', terrain: 'rockyGround', sector: 'right' },
  skipFlankPiece: { type: 'skipFlankPiece', side: 'invader' },
  selectTerrain: { type: 'selectTerrain', side: 'invader', terrain: 'wood', declare: 'dangerous' },
  endSelection: { type: 'endSelection', side: 'defender' },
  rollPlacement: { type: 'rollPlacement', die: 1 },
  placeWithoutDice: { type: 'placeWithoutDice', method: 'touching' },
  rollOpponent: { type: 'rollOpponent', die: 6 },
  resolvePiece: { type: 'resolvePiece', outcome: 'pivot' },
  confirmVitalSettlement: { type: 'confirmVitalSettlement' },
  rollWeather: { type: 'rollWeather', dice: [3, 4] },
  dealScouting: { type: 'dealScouting', invader: ['green', 'green'], defender: ['white'] },
  reportScouting: { type: 'reportScouting', invader: [], defender: ['red'] },
  tickDeployment: { type: 'tickDeployment', item: 0 },
  deployBatch: { type: 'deployBatch', batch: 3 },
  confirmPreGameMoves: { type: 'confirmPreGameMoves' },
  recordPosition: { type: 'recordPosition', piece: 2, stage: 'final', x: -12.5, y: 1000, width: 0.5, depth: 6, angle: -360 },
  rollBattleWeather: { type: 'rollBattleWeather', red: ['skull'], green: ['blank', 'wound'] },
  endBattle: { type: 'endBattle' },
};
const VALID = Object.values(EXAMPLES);

/** Values at and around every bound and type the action fields have (cells 0-4, dice 1-6, counts, lists up to 99, ids, footprints). */
const ODD_VALUES: unknown[] = [
  ...[-1001, -1000, -361, -360, -1, -0, 0, 0.5, 1, 1.5, 2, 4, 5, 6, 7, 98, 99, 100, 360, 361, 1000, 1000.5, 1001, 2 ** 53, NaN, Infinity, -Infinity],
  ...['', 'red', 'Red', 'skull', 'blank', 'invader', 'defender', 'left', 'right', 'centre', 'waterside', 'rockyGround', 'RockyGround', '1wood', 'wood land'],
  ...['dangerous', 'impassable', 'keep', 'remove', 'summer', 'winter', 'placed', 'final', 'contiguous', 'touching', 'type', '__proto__', 'constructor'],
  true,
  false,
  null,
  undefined,
  {},
  [],
  ['red'],
  ['skull', 'blank'],
  ['skull', 'blank', 'wound'],
  [1, 6],
  [0, 6],
  [6],
  [3, 3, 3],
  ['red', 'nope'],
  Array.from({ length: 99 }, () => 'black'),
  Array.from({ length: 100 }, () => 'black'),
  Array.from({ length: 6 }, () => 'special'),
  Array.from({ length: 7 }, () => 'special'),
  [, 'red'], // eslint-disable-line no-sparse-arrays
];

/** The schema's answer, as the engine would use it: the parsed action, or null when it is refused. */
function schemaAnswer(input: unknown) {
  const parsed = ActionSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}

/** `parseAction` agrees with `ActionSchema` exactly, and the quick path never accepts what the schema refuses nor builds another action. */
function expectSameAsSchema(input: unknown) {
  const expected = schemaAnswer(input);
  const quick = quickAction(input);
  if (quick !== null) {
    expect(expected).not.toBeNull();
    expect(JSON.stringify(quick)).toBe(JSON.stringify(expected));
  }
  const parsed = parseAction(input);
  expect(parsed === null).toBe(expected === null);
  if (parsed) expect(JSON.stringify(parsed)).toBe(JSON.stringify(expected));
}

describe('parseAction: the quick check of outside actions gives what ActionSchema gives (issue 14)', () => {
  it.each(VALID.map((action) => [action.type, action] as const))('%s: accepted quickly, as a new object with new lists, equal to the schema parse', (_type, action) => {
    const input = structuredClone(action);
    const quick = quickAction(input);
    expect(quick).not.toBeNull();
    expect(quick).not.toBe(input);
    expect(JSON.stringify(quick)).toBe(JSON.stringify(ActionSchema.parse(input)));
    for (const [key, value] of Object.entries(quick!)) if (Array.isArray(value)) expect(value).not.toBe((input as Record<string, unknown>)[key]);
  });

  it('keeps the schema order of fields whatever order the input has', () => {
    const input = { angle: 0, depth: 2, width: 3, y: 4, x: 5, stage: 'placed', piece: 0, type: 'recordPosition' };
    expect(Object.keys(quickAction(input)!)).toEqual(Object.keys(ActionSchema.parse(input)));
  });

  it.each(VALID.map((action) => [action.type, action] as const))('%s: every field at and around its bounds, a missing field and an extra one get the schema verdict', (_type, action) => {
    const fields = Object.keys(action).filter((key) => key !== 'type');
    for (const key of fields) {
      for (const value of ODD_VALUES) expectSameAsSchema({ ...action, [key]: value });
      const { [key]: _missing, ...rest } = action as Record<string, unknown>;
      expectSameAsSchema(rest);
      expectSameAsSchema({ ...action, [key]: undefined });
    }
    for (const value of ODD_VALUES) expectSameAsSchema({ ...action, extra: value });
    for (const value of ODD_VALUES) expectSameAsSchema({ ...action, type: value });
  });

  it('refuses what is not a plain object as the schema does, and leaves odd objects to the schema', () => {
    for (const input of [null, undefined, 0, 'rollOff', [], [EXAMPLES.endBattle], () => null]) expectSameAsSchema(input);
    const bare = Object.assign(Object.create(null) as object, EXAMPLES.playDayCard);
    expect(quickAction(bare)).toBeNull();
    expectSameAsSchema(bare);
    class Roll {
      type = 'rollPlacement';
      die = 3;
    }
    expect(quickAction(new Roll())).toBeNull();
    expectSameAsSchema(new Roll());
    const inherited = Object.create({ side: 'invader' }) as Record<string, unknown>;
    Object.assign(inherited, { type: 'skipFlankPiece' });
    expectSameAsSchema(inherited);
  });

  it('property: random mixes of valid and odd fields get the schema verdict (fast-check)', () => {
    const value = fc.oneof(fc.constantFrom(...ODD_VALUES), fc.anything());
    const input = fc.tuple(fc.constantFrom(...VALID), fc.dictionary(fc.constantFrom('type', 'side', 'card', 'die', 'faces', 'row', 'col', 'x', 'width', 'order', 'extra'), value)).map(
      ([action, changes]) => ({ ...action, ...changes }),
    );
    fc.assert(fc.property(input, (candidate) => expectSameAsSchema(candidate)), { numRuns: 3000, seed: 14 });
  });
});
