import { rulesVersionMonth } from '../../engine';
import { catalogue, msg } from './catalogue';
import { locale } from './language';

/** A month given as `YYYY-MM`, in the language on screen: "Dec 2026" (message.ts has no short month style yet). */
function monthText(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale(), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, number! - 1, 1)));
}

export const RULES_VERSION_WORDS = catalogue({
  /** The app's own rules, named with the month they took effect, so the number never reads as a version of MeG (issue 34). */
  appRules: msg<{ version: number; month: string }>('app rules {version}, {month}'),
  /** A version this app does not know: made by a newer app. */
  newerAppRules: msg<{ version: number }>('app rules {version}, newer than this app'),
} as const);

/** The app rules a game is played under in words, e.g. "app rules 3, Dec 2026". */
export function appRulesText(version: number): string {
  const month = rulesVersionMonth(version);
  return month === undefined ? RULES_VERSION_WORDS.newerAppRules({ version }) : RULES_VERSION_WORDS.appRules({ version, month: monthText(month) });
}
