import { issueFacts } from '../../lib/issues';
import type { z } from '../../lib/zod';
import { canonicalJson } from '../canonical';
import type { AppliedProfile, EditionId, Rules } from '../rules';
import { ComponentsSchema, type Components } from '../schema/components';
import { EditionSchema, type Edition, type TableDistanceKey } from '../schema/edition';
import { PROFILE_KEYS, RulesProfileSchema, type ProfileKey, type ProfileValues, type RulesProfile } from '../schema/profile';
import { COLOURS } from '../schema/vocab';
import { cardLimitDeadEnds, type DeadEnd } from './deadEnds';

/** What is wrong with a profile, at a dotted path of it ("values.deck", "values.flankSize.max"); the UI words each code. */
export type ProfileIssue =
  | { path: string; code: 'required' | 'notNumber' | 'notWhole' | 'notAnOption' | 'unknownField' | 'maxBelowMin' | 'invalid' }
  | { path: string; code: 'tooSmall'; min: number }
  | { path: string; code: 'tooBig'; max: number }
  | { path: string; code: 'tooLong'; max: number }
  | { path: string; code: 'deckTooSmall'; cards: number; needed: number }
  | { path: string; code: 'dataRefused'; detail: string }
  | DeadEnd;

/** Rules made with a profile, or every problem found in it. */
export type ProfileResult = { ok: true; rules: Rules } | { ok: false; issues: ProfileIssue[] };

/** The distance keys whose printed value an edition also states in another field (rules.ts checks they agree). */
const DISTANCE_FIELDS: Partial<Record<TableDistanceKey, (e: Edition, v: number) => void>> = {
  flankSector: (e, v) => (e.placement.flankSectorBw = v),
  deepWater: (e, v) => (e.secureFlanks.deepWaterMaxBw = v),
  deploymentFromCentre: (e, v) => (e.deployment.minFromCentreBw = v),
  spacing: (e, v) => (e.placement.spacingBw = v),
  opponentMove: (e, v) => (e.opponent.moveUpToBw = v),
};
const DISTANCE_KEYS = ['flankSector', 'deepWater', 'deploymentFromCentre', 'sideEdgeStrip', 'spacing', 'opponentMove', 'camp'] as const;

/** The values an edition's data gives for every key of a profile (a distance the edition lacks is left out). */
/** The data's first problem, the same in every language (a setting named by the profile's own checks comes first). */
function firstIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  return issue ? issueFacts(issue) : '';
}

export function profileValuesOf(rules: Pick<Rules, 'editions' | 'components'>, edition: EditionId): ProfileValues {
  const e = rules.editions[edition];
  const c = rules.components;
  const distance = (key: TableDistanceKey) => e.distances.find((d) => d.key === key)?.printed;
  const values: ProfileValues = {
    flankSize: { ...(e.pieceSizes.flank ?? e.pieceSizes.compulsory) },
    compulsorySize: { ...e.pieceSizes.compulsory },
    optionalSize: { ...e.pieceSizes.optional },
    marchDays: e.march.days,
    mayMoveLess: e.march.mayMoveLess,
    deck: { ...c.deck },
    dice: Object.fromEntries(c.dice.map((d) => [d.colour, [...d.faces]])),
    pbsMax: c.armyCardLimits.pbsMax,
    scoutingMax: c.armyCardLimits.scoutingMax,
    tugRounding: c.tugRounding.method,
  };
  for (const key of DISTANCE_KEYS) {
    const value = distance(key);
    if (value !== undefined) values[key] = value;
  }
  return Object.fromEntries(PROFILE_KEYS.filter((k) => values[k] !== undefined).map((k) => [k, values[k]])) as ProfileValues;
}

function patchEdition(source: Edition, values: ProfileValues): Edition {
  const e = structuredClone(source);
  for (const key of DISTANCE_KEYS) {
    const row = e.distances.find((d) => d.key === key);
    // A distance that follows another (2023's side-edge strip, the flank sector) takes its new value unless the profile sets it.
    const value = values[key] ?? (row?.follows ? values[row.follows] : undefined);
    if (value === undefined || !row) continue;
    row.printed = value;
    DISTANCE_FIELDS[key]?.(e, value);
  }
  if (values.compulsorySize) e.pieceSizes.compulsory = { ...values.compulsorySize };
  if (values.optionalSize) e.pieceSizes.optional = { ...values.optionalSize };
  if (values.flankSize) e.pieceSizes.flank = { ...values.flankSize };
  if (values.marchDays !== undefined) e.march.days = values.marchDays;
  if (values.mayMoveLess !== undefined) e.march.mayMoveLess = values.mayMoveLess;
  return e;
}

function patchComponents(source: Components, values: ProfileValues): Components {
  const c = structuredClone(source);
  if (values.deck) c.deck = { ...values.deck };
  for (const die of c.dice) {
    const faces = values.dice?.[die.colour];
    if (faces) die.faces = [...faces];
  }
  if (values.pbsMax !== undefined) c.armyCardLimits.pbsMax = values.pbsMax;
  if (values.scoutingMax !== undefined) c.armyCardLimits.scoutingMax = values.scoutingMax;
  if (values.tugRounding) c.tugRounding.method = values.tugRounding;
  return c;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined), input);
}

function issueOf(input: unknown, issue: z.core.$ZodIssue): ProfileIssue {
  const path = issue.path.join('.');
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(input, issue.path) === undefined) return { path, code: 'required' };
      return { path, code: issue.expected === 'int' ? 'notWhole' : issue.expected === 'number' ? 'notNumber' : 'invalid' };
    case 'too_small':
      return issue.origin === 'string' ? { path, code: 'required' } : { path, code: 'tooSmall', min: Number(issue.minimum) };
    case 'too_big':
      return issue.origin === 'string' ? { path, code: 'tooLong', max: Number(issue.maximum) } : { path, code: 'tooBig', max: Number(issue.maximum) };
    case 'invalid_value':
    case 'invalid_key':
      return { path, code: 'notAnOption' };
    case 'unrecognized_keys':
      return { path: [...issue.path, ...issue.keys.slice(0, 1)].join('.'), code: 'unknownField' };
    case 'custom':
      return { path, code: 'maxBelowMin' };
    default:
      return { path, code: 'invalid' };
  }
}

/** Checks that need more than one value: the deck must hold every card the largest armies can draw (PBS 8.B, 10.A). */
function crossIssues(values: ProfileValues, components: Components): ProfileIssue[] {
  const deck = values.deck ?? components.deck;
  const cards = COLOURS.reduce((sum, colour) => sum + deck[colour], 0);
  const pbs = values.pbsMax ?? components.armyCardLimits.pbsMax;
  const scouting = values.scoutingMax ?? components.armyCardLimits.scoutingMax;
  const needed = 2 * (pbs + scouting);
  const deckIssues: ProfileIssue[] = cards < needed ? [{ path: 'values.deck', code: 'deckTooSmall', cards, needed }] : [];
  return [...deckIssues, ...cardLimitDeadEnds(values, components)];
}

function changedKeys(values: ProfileValues, seed: ProfileValues): ProfileKey[] {
  return PROFILE_KEYS.filter((key) => values[key] !== undefined && seed[key] !== undefined && canonicalJson(values[key]) !== canonicalJson(seed[key]));
}

const made = new Map<string, ProfileResult>();

/**
 * The rules with a profile's values in place of the seeds', checked by the same schemas as the data
 * files (the values by `RulesProfileSchema`, the changed files by `EditionSchema` and `ComponentsSchema`).
 * Distances and sizes replace the printed Maximus values, so every scale converts them as it converts the
 * values they replace. No profile gives the base rules. The same profile gives the same rules object.
 */
export function rulesWithProfile(base: Rules, input: unknown): ProfileResult {
  if (input === undefined || input === null) return { ok: true, rules: base };
  const parsed = RulesProfileSchema.safeParse(input);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues.map((issue) => issueOf(input, issue)) };
  const profile: RulesProfile = parsed.data;
  const key = canonicalJson(profile);
  const known = made.get(key);
  if (known) return known;

  const issues = crossIssues(profile.values, base.components);
  const editions = {} as Record<EditionId, Edition>;
  for (const id of ['2023', '2020'] as const) {
    const checked = EditionSchema.safeParse(patchEdition(base.editions[id], profile.values));
    if (checked.success) editions[id] = checked.data;
    else issues.push({ path: 'values', code: 'dataRefused', detail: `editions ${id}: ${firstIssue(checked.error)}` });
  }
  const components = ComponentsSchema.safeParse(patchComponents(base.components, profile.values));
  // A card limit below its minimum is already named by setting (cardLimitDeadEnds); the data's own message would repeat it.
  if (!components.success && !issues.some((issue) => issue.code === 'belowMinimum')) {
    issues.push({ path: 'values', code: 'dataRefused', detail: `components: ${firstIssue(components.error)}` });
  }
  if (issues.length > 0 || !components.success) return { ok: false, issues };

  const seed = { '2023': profileValuesOf(base, '2023'), '2020': profileValuesOf(base, '2020') };
  const applied: AppliedProfile = {
    name: profile.name,
    note: profile.note ?? null,
    values: profile.values,
    changed: { '2023': changedKeys(profile.values, seed['2023']), '2020': changedKeys(profile.values, seed['2020']) },
    seed,
  };
  const result: ProfileResult = { ok: true, rules: { ...base, editions, components: components.data, profile: applied } };
  made.set(key, result);
  return result;
}

/** A value a profile changed for one edition, with the seeds' value it replaced; null when the key keeps the seeds' value. */
export function houseRule<K extends ProfileKey>(rules: Rules, edition: EditionId, key: K): { value: ProfileValues[K]; seed: ProfileValues[K] } | null {
  const profile = rules.profile;
  if (!profile || !profile.changed[edition].includes(key)) return null;
  return { value: profile.values[key], seed: profile.seed[edition][key] };
}

/** The rules a game's setup was played under: its recorded profile applied to the base rules (none: the base rules). */
export function rulesForSetup(base: Rules, setup: unknown): ProfileResult {
  const profile = setup && typeof setup === 'object' ? (setup as { profile?: unknown }).profile : undefined;
  return rulesWithProfile(base, profile);
}
