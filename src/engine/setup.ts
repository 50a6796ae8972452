import { findTerritory, type Rules } from './rules';
import { SetupSchema, type Setup } from './schema/setup';

/** Field-by-field messages, keyed by a dotted path such as "players.0.army.pbsCards". */
export type SetupErrors = Record<string, string>;

/** Checks a setup against its schema and the rules data (card limits, territories of the edition), message per field. */
export function validateSetup(rules: Rules, input: unknown): { ok: true; setup: Setup } | { ok: false; errors: SetupErrors } {
  const parsed = SetupSchema.safeParse(input);
  const errors: SetupErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || 'setup';
      errors[key] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const setup = parsed.data;
  const limits = rules.components.armyCardLimits;
  setup.players.forEach((player, i) => {
    const at = `players.${i}.army`;
    const { pbsCards, scoutingCards, territories } = player.army;
    if (pbsCards < limits.pbsMin || pbsCards > limits.pbsMax) errors[`${at}.pbsCards`] = `PBS cards must be from ${limits.pbsMin} to ${limits.pbsMax}.`;
    if (scoutingCards < limits.scoutingMin || scoutingCards > limits.scoutingMax) {
      errors[`${at}.scoutingCards`] = `Scouting cards must be from ${limits.scoutingMin} to ${limits.scoutingMax}.`;
    }
    const unknown = territories.filter((id) => !findTerritory(rules, setup.edition, id));
    if (unknown.length > 0) errors[`${at}.territories`] = `Not a territory of the ${setup.edition} edition: ${unknown.join(', ')}.`;
    if (new Set(territories).size !== territories.length) errors[`${at}.territories`] = 'Each territory may be offered once.';
  });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, setup };
}
