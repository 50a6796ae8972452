import { bundledPresets, checkProfile, PROFILE_FORMAT, PROFILE_VERSION, ProfileFileSchema, type Rules, type RulesProfile } from '../../engine';
import { downloadText } from '../game/files';
import { PROFILES } from './words';
import { profileIssuesText } from '../words/houseRules';

/** A profile as the text of its file. */
export function profileFileText(profile: RulesProfile): string {
  return JSON.stringify({ format: PROFILE_FORMAT, version: PROFILE_VERSION, profile }, null, 2);
}

/** Downloads a profile as a file named after it. */
export function downloadProfile(profile: RulesProfile): void {
  const name = profile.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'profile';
  downloadText(`rules-profile-${name}.json`, profileFileText(profile));
}

/** A name as the device's profiles are told apart: case and the spaces around it do not count. */
const nameKey = (name: string) => name.trim().toLocaleLowerCase();

/** Whether a name is already a shipped preset's or one of `others` (the device's profiles but the one being edited). */
export function nameTaken(name: string, others: readonly RulesProfile[]): boolean {
  const key = nameKey(name);
  return [...bundledPresets().map((p) => p.profile), ...others].some((p) => nameKey(p.name) === key);
}

/** A name no other profile has: the name itself, else it with the first free number, "Club night (2)". */
export function distinctName(name: string, others: readonly RulesProfile[]): string {
  if (!nameTaken(name, others)) return name;
  let n = 2;
  while (nameTaken(PROFILES.numberedName({ name, n }), others)) n++;
  return PROFILES.numberedName({ name, n });
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
  // A later version of the app may write settings this one does not know: the file is not wrong, this app is old.
  const version = (raw as { version?: unknown }).version;
  if (typeof version === 'number' && Number.isInteger(version) && version > PROFILE_VERSION) return { ok: false, message: PROFILES.newerVersion };
  const made = checkProfile(rules, (raw as { profile?: unknown }).profile);
  if (!made.ok) return { ok: false, message: PROFILES.badProfile({ text: profileIssuesText(made.issues) }) };
  const parsed = ProfileFileSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, message: PROFILES.wrongFormat };
  return { ok: true, profile: parsed.data.profile };
}
