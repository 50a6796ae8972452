import { ACTION_LIMITS, ActionSchema, SideSchema, type Action, type ActionOf, type ActionType } from './schema/action';
import { OutcomeSchema } from './schema/edition';
import { FOOTPRINT_LIMITS, PositionStageSchema } from './schema/table';
import { COLOURS, FACES, ID_PATTERN } from './schema/vocab';
import { SeasonIdSchema } from './schema/weather';

/** Whether one field's value passes its part of `ActionSchema`. */
type Check = (value: unknown) => boolean;

const oneOf =
  (values: readonly unknown[]): Check =>
  (value) =>
    values.includes(value);
const orNull =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const whole =
  (min: number, max = Number.MAX_SAFE_INTEGER): Check =>
  (value) =>
    Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
const within =
  (min: number, max: number, above = false): Check =>
  (value) =>
    typeof value === 'number' && (above ? value > min : value >= min) && value <= max;
/** An array of at most `max` items (exactly `length` for a tuple), every index holding a valid item (a hole is not one). */
const listOf =
  (item: Check, max: number, length?: number): Check =>
  (value) => {
    if (!Array.isArray(value) || value.length > max || (length !== undefined && value.length !== length)) return false;
    for (let i = 0; i < value.length; i++) if (!item(value[i])) return false;
    return true;
  };

const id: Check = (value) => typeof value === 'string' && ID_PATTERN.test(value);
const side = oneOf(SideSchema.options);
const colour = oneOf(COLOURS);
const face = oneOf(FACES);
const die = whole(ACTION_LIMITS.die.min, ACTION_LIMITS.die.max);
const cell = whole(ACTION_LIMITS.cell.min, ACTION_LIMITS.cell.max);
const cards = listOf(colour, ACTION_LIMITS.cards);
const turnDice = listOf(face, ACTION_LIMITS.turnDice);
const edge = oneOf(['left', 'right']);
const bool: Check = (value) => typeof value === 'boolean';

/** Each action's fields other than `type`, in `ActionSchema`'s order, with the check its schema makes (schema/action.ts, schema/table.ts). */
const FIELDS: { readonly [T in ActionType]: { readonly [K in Exclude<keyof ActionOf<T>, 'type'>]-?: Check } } = {
  rollOff: { faces: listOf(face, 2, 2) },
  chooseRole: { role: side },
  declareIntercept: { intercept: bool },
  chooseSeason: { season: oneOf(SeasonIdSchema.options) },
  shuffleDeck: { order: cards },
  dealPbs: { invader: cards, defender: cards },
  playTerritoryCard: { side, card: orNull(colour) },
  chooseTerritory: { territory: id },
  placeCounter: { row: cell, col: cell },
  playDayCard: { side, card: orNull(colour) },
  moveCounter: { row: cell, col: cell },
  placeDeepWater: { edge },
  placeFlankPiece: { side, terrain: id, sector: edge },
  skipFlankPiece: { side },
  selectTerrain: { side, terrain: id, declare: orNull(oneOf(['dangerous', 'impassable'])) },
  endSelection: { side },
  rollPlacement: { die },
  placeWithoutDice: { method: oneOf(['contiguous', 'touching']) },
  rollOpponent: { die },
  resolvePiece: { outcome: oneOf(OutcomeSchema.options) },
  confirmVitalSettlement: {},
  rollWeather: { dice: listOf(die, 2, 2) },
  dealScouting: { invader: cards, defender: cards },
  reportScouting: { invader: cards, defender: cards },
  tickDeployment: { item: whole(0) },
  deployBatch: { batch: whole(0) },
  confirmPreGameMoves: {},
  recordPosition: {
    piece: whole(0),
    stage: oneOf(PositionStageSchema.options),
    x: within(-FOOTPRINT_LIMITS.place, FOOTPRINT_LIMITS.place),
    y: within(-FOOTPRINT_LIMITS.place, FOOTPRINT_LIMITS.place),
    width: within(0, FOOTPRINT_LIMITS.size, true),
    depth: within(0, FOOTPRINT_LIMITS.size, true),
    angle: within(-FOOTPRINT_LIMITS.angle, FOOTPRINT_LIMITS.angle),
  },
  rollBattleWeather: { red: turnDice, green: turnDice },
  endBattle: {},
};

/** An input whose fields have all passed their checks: each field reads as whatever its action needs. */
type Checked = Readonly<Record<string, never>>;

/** A copy of a checked list (zod's parse returns new arrays). */
function copied(list: never): never {
  return (list as unknown[]).slice() as never;
}

/** Each action as `ActionSchema`'s parse builds it from checked fields: a new object, keys in the schema's order, arrays copied. */
const BUILD: { readonly [T in ActionType]: (r: Checked) => ActionOf<T> } = {
  rollOff: (r) => ({ type: 'rollOff', faces: copied(r.faces) }),
  chooseRole: (r) => ({ type: 'chooseRole', role: r.role }),
  declareIntercept: (r) => ({ type: 'declareIntercept', intercept: r.intercept }),
  chooseSeason: (r) => ({ type: 'chooseSeason', season: r.season }),
  shuffleDeck: (r) => ({ type: 'shuffleDeck', order: copied(r.order) }),
  dealPbs: (r) => ({ type: 'dealPbs', invader: copied(r.invader), defender: copied(r.defender) }),
  playTerritoryCard: (r) => ({ type: 'playTerritoryCard', side: r.side, card: r.card }),
  chooseTerritory: (r) => ({ type: 'chooseTerritory', territory: r.territory }),
  placeCounter: (r) => ({ type: 'placeCounter', row: r.row, col: r.col }),
  playDayCard: (r) => ({ type: 'playDayCard', side: r.side, card: r.card }),
  moveCounter: (r) => ({ type: 'moveCounter', row: r.row, col: r.col }),
  placeDeepWater: (r) => ({ type: 'placeDeepWater', edge: r.edge }),
  placeFlankPiece: (r) => ({ type: 'placeFlankPiece', side: r.side, terrain: r.terrain, sector: r.sector }),
  skipFlankPiece: (r) => ({ type: 'skipFlankPiece', side: r.side }),
  selectTerrain: (r) => ({ type: 'selectTerrain', side: r.side, terrain: r.terrain, declare: r.declare }),
  endSelection: (r) => ({ type: 'endSelection', side: r.side }),
  rollPlacement: (r) => ({ type: 'rollPlacement', die: r.die }),
  placeWithoutDice: (r) => ({ type: 'placeWithoutDice', method: r.method }),
  rollOpponent: (r) => ({ type: 'rollOpponent', die: r.die }),
  resolvePiece: (r) => ({ type: 'resolvePiece', outcome: r.outcome }),
  confirmVitalSettlement: () => ({ type: 'confirmVitalSettlement' }),
  rollWeather: (r) => ({ type: 'rollWeather', dice: copied(r.dice) }),
  dealScouting: (r) => ({ type: 'dealScouting', invader: copied(r.invader), defender: copied(r.defender) }),
  reportScouting: (r) => ({ type: 'reportScouting', invader: copied(r.invader), defender: copied(r.defender) }),
  tickDeployment: (r) => ({ type: 'tickDeployment', item: r.item }),
  deployBatch: (r) => ({ type: 'deployBatch', batch: r.batch }),
  confirmPreGameMoves: () => ({ type: 'confirmPreGameMoves' }),
  recordPosition: (r) => ({ type: 'recordPosition', piece: r.piece, stage: r.stage, x: r.x, y: r.y, width: r.width, depth: r.depth, angle: r.angle }),
  rollBattleWeather: (r) => ({ type: 'rollBattleWeather', red: copied(r.red), green: copied(r.green) }),
  endBattle: () => ({ type: 'endBattle' }),
};

const KINDS = new Map<unknown, { fields: readonly (readonly [string, Check])[]; build: (r: Checked) => Action }>(
  (Object.keys(FIELDS) as ActionType[]).map((type) => [type, { fields: Object.entries(FIELDS[type]), build: BUILD[type] }]),
);

/**
 * The action a plain JSON object names, built as `ActionSchema`'s parse builds it (a new object, keys in
 * the schema's order, arrays copied), or null when this quick check is not sure; `parseAction` then asks
 * the schema. actionParse.test.ts holds it to the schema's verdict and output (issue 14).
 */
export function quickAction(input: unknown): Action | null {
  if (typeof input !== 'object' || input === null || Object.getPrototypeOf(input) !== Object.prototype) return null;
  const record = input as Record<string, unknown>;
  const kind = KINDS.get(record['type']);
  if (!kind || !Object.hasOwn(record, 'type') || Object.keys(record).length !== kind.fields.length + 1) return null;
  for (const [key, check] of kind.fields) if (!Object.hasOwn(record, key) || !check(record[key])) return null;
  return kind.build(record as Checked);
}

/** An action from outside (a file, a link, a player) checked against `ActionSchema`, or null when it is not one (parse, don't validate). */
export function parseAction(input: unknown): Action | null {
  const quick = quickAction(input);
  if (quick) return quick;
  const parsed = ActionSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}
