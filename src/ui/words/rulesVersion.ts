import { rulesVersionMonth } from '../../engine';
import { catalogue } from './catalogue';

/** The language the app's words are in; a second catalogue names its own. */
const LANGUAGE = 'en-GB';

/** A month given as `YYYY-MM`, in the app's language: "Dec 2026". */
function monthText(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(LANGUAGE, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, number! - 1, 1)));
}

export const RULES_VERSION_WORDS = catalogue({
  /** The app's own rules, named with the month they took effect, so the number never reads as a version of MeG (issue 34). */
  appRules: (version: number, month: string) => `app rules ${version}, ${month}`,
  /** A version this app does not know: made by a newer app. */
  newerAppRules: (version: number) => `app rules ${version}, newer than this app`,
} as const);

/** The app rules a game is played under in words, e.g. "app rules 3, Dec 2026". */
export function appRulesText(version: number): string {
  const month = rulesVersionMonth(version);
  return month === undefined ? RULES_VERSION_WORDS.newerAppRules(version) : RULES_VERSION_WORDS.appRules(version, monthText(month));
}
