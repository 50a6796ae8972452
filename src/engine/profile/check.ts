import type { Rules } from '../rules';
import { rulesWithProfile, type ProfileResult } from './apply';
import { defaultTableDeadEnds } from './deadEnds';

/**
 * A profile as saving or importing checks it: what `rulesWithProfile` refuses, and then every dead end of
 * its rules on each scale's default table (dice that always tie, sectors with no room, distances the
 * table cannot hold). A game already saved under such a profile still opens (`rulesForSetup`), with a warning.
 */
export function checkProfile(base: Rules, input: unknown): ProfileResult {
  const made = rulesWithProfile(base, input);
  if (!made.ok || !made.rules.profile) return made;
  const issues = defaultTableDeadEnds(made.rules);
  return issues.length > 0 ? { ok: false, issues } : made;
}
