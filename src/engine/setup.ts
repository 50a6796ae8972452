import { findTerritory, type Rules } from './rules';
import { SetupSchema, type Setup } from './schema/setup';

/** Field-by-field messages, keyed by a dotted path such as "players.0.army.pbsCards". */
export type SetupErrors = Record<string, string>;

/** Checks a setup against its schema and the rules data (card limits, territories of the edition), message per field. */
export function validateSetup(rules: Rules, input: unknown): { ok: true; setup: Setup } | { ok: false; errors: SetupErrors } {
  const errors = ruleErrors(rules, input);
  const parsed = SetupSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || 'setup';
      errors[key] ??= issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, setup: parsed.data };
}

/** The checks that need the rules data (card limits, the edition's territories), read leniently so they show with the schema's messages. */
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
    if (outside(army.pbsCards, limits.pbsMin, limits.pbsMax)) errors[`${at}.pbsCards`] = `PBS cards must be from ${limits.pbsMin} to ${limits.pbsMax}.`;
    if (outside(army.scoutingCards, limits.scoutingMin, limits.scoutingMax)) {
      errors[`${at}.scoutingCards`] = `Scouting cards must be from ${limits.scoutingMin} to ${limits.scoutingMax}.`;
    }
    if (!Array.isArray(army.territories)) return;
    const territories = army.territories.filter((id): id is string => typeof id === 'string');
    const unknown = territories.filter((id) => !findTerritory(rules, edition, id));
    if (unknown.length > 0) errors[`${at}.territories`] = `Not a territory of the ${edition} edition: ${unknown.join(', ')}.`;
    if (new Set(territories).size !== territories.length) errors[`${at}.territories`] = 'Each territory may be offered once.';
  });
  return errors;
}
