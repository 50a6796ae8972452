import type { z } from '../lib/zod';
import { canonicalJson } from './canonical';
import { findTerritory, type Rules } from './rules';
import { CURRENT_RULES_VERSION } from './rulesVersion';
import { SetupSchema, type Setup } from './schema/setup';

/** Why a setup field is refused, as a code and parameters; the UI's catalogue says it with the field's label. */
export type SetupError =
  | { code: 'required' | 'notNumber' | 'notWhole' | 'notAnOption' | 'sameNames' | 'duplicateTerritory' | 'unknownField' | 'invalid' | 'profileMismatch' }
  | { code: 'tooSmall' | 'tooFew' | 'tooShort'; min: number }
  | { code: 'tooBig' | 'tooMany' | 'tooLong'; max: number }
  | { code: 'cardLimit'; min: number; max: number }
  | { code: 'unknownTerritory'; edition: Setup['edition']; territories: string[] };

/** Errors keyed by a dotted path such as "players.0.army.pbsCards". */
export type SetupErrors = Record<string, SetupError>;

/** Checks a setup against its schema and the rules data (card limits, territories of the edition), an error code per field. */
export function validateSetup(rules: Rules, input: unknown): { ok: true; setup: Setup } | { ok: false; errors: SetupErrors } {
  const errors = ruleErrors(rules, input);
  const parsed = SetupSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || 'setup';
      errors[key] ??= issueError(issue);
    }
  }
  if (parsed.success && !sameProfile(rules, parsed.data)) errors['profile'] = { code: 'profileMismatch' };
  // A game of app rules newer than this app's cannot be played by it (src/engine/rulesVersion.ts).
  if (parsed.success && (parsed.data.rulesVersion ?? 0) > CURRENT_RULES_VERSION) errors['rulesVersion'] = { code: 'tooBig', max: CURRENT_RULES_VERSION };
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, setup: parsed.data };
}

/** The rules were made with the setup's own profile (`rulesForSetup`), or with none when it has none. */
function sameProfile(rules: Rules, setup: Setup): boolean {
  const made = rules.profile ? { name: rules.profile.name, note: rules.profile.note ?? undefined, values: rules.profile.values } : null;
  return canonicalJson(made) === canonicalJson(setup.profile ?? null);
}

/** A schema issue as a setup error code. */
function issueError(issue: z.core.$ZodIssue): SetupError {
  switch (issue.code) {
    case 'invalid_type':
      return { code: issue.expected === 'int' ? 'notWhole' : issue.expected === 'number' ? 'notNumber' : 'invalid' };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? { code: 'required' } : { code: 'tooShort', min };
      return issue.origin === 'array' ? { code: 'tooFew', min } : { code: 'tooSmall', min };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      return { code: issue.origin === 'string' ? 'tooLong' : issue.origin === 'array' ? 'tooMany' : 'tooBig', max };
    }
    case 'invalid_value':
      return { code: 'notAnOption' };
    case 'unrecognized_keys':
      return { code: 'unknownField' };
    case 'custom':
      return issue.path[0] === 'profile' ? { code: 'invalid' } : { code: 'sameNames' };
    default:
      return { code: 'invalid' };
  }
}

/** The checks that need the rules data (card limits, the edition's territories), read leniently so they show with the schema's errors. */
function ruleErrors(rules: Rules, input: unknown): SetupErrors {
  const errors: SetupErrors = {};
  const setup = input as { edition?: unknown; players?: unknown } | null;
  if (!setup || !Array.isArray(setup.players)) return errors;
  const edition = setup.edition === '2020' ? '2020' : '2023';
  const limits = rules.components.armyCardLimits;
  setup.players.forEach((player: { army?: { pbsCards?: unknown; scoutingCards?: unknown; territories?: unknown } } | null, i) => {
    const army = player?.army;
    if (!army) return;
    const at = `players.${i}.army`;
    const outside = (value: unknown, min: number, max: number) => typeof value === 'number' && Number.isInteger(value) && (value < min || value > max);
    if (outside(army.pbsCards, limits.pbsMin, limits.pbsMax)) errors[`${at}.pbsCards`] = { code: 'cardLimit', min: limits.pbsMin, max: limits.pbsMax };
    if (outside(army.scoutingCards, limits.scoutingMin, limits.scoutingMax)) {
      errors[`${at}.scoutingCards`] = { code: 'cardLimit', min: limits.scoutingMin, max: limits.scoutingMax };
    }
    if (!Array.isArray(army.territories)) return;
    const territories = army.territories.filter((id): id is string => typeof id === 'string');
    const unknown = territories.filter((id) => !findTerritory(rules, edition, id));
    if (unknown.length > 0) errors[`${at}.territories`] = { code: 'unknownTerritory', edition, territories: unknown };
    if (new Set(territories).size !== territories.length) errors[`${at}.territories`] = { code: 'duplicateTerritory' };
  });
  return errors;
}
