import { checkProfile, PROFILE_FORMAT, PROFILE_VERSION, ProfileFileSchema, type Rules, type RulesProfile } from '../../engine';
import { downloadText } from '../game/files';
import { PROFILES, profileIssuesText } from './words';

/** A profile as the text of its file. */
export function profileFileText(profile: RulesProfile): string {
  return JSON.stringify({ format: PROFILE_FORMAT, version: PROFILE_VERSION, profile }, null, 2);
}

/** Downloads a profile as a file named after it. */
export function downloadProfile(profile: RulesProfile): void {
  const name = profile.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'profile';
  downloadText(`rules-profile-${name}.json`, profileFileText(profile));
}

/** Reads a profile file: JSON, the file's format, then the same checks as the rules data and a profile being saved (no dead end on any scale's default table); a problem is said in words. */
export function readProfileFile(rules: Rules, text: string): { ok: true; profile: RulesProfile } | { ok: false; message: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: PROFILES.notProfileFile };
  }
  const format = (raw as { format?: unknown } | null)?.format;
  if (format !== PROFILE_FORMAT) return { ok: false, message: PROFILES.wrongFormat };
  const made = checkProfile(rules, (raw as { profile?: unknown }).profile);
  if (!made.ok) return { ok: false, message: PROFILES.badProfile(profileIssuesText(made.issues)) };
  const parsed = ProfileFileSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, message: PROFILES.wrongFormat };
  return { ok: true, profile: parsed.data.profile };
}
