import presetsData from '../../../data/meg/profiles.json';
import { ProfilePresetsSchema, type ProfilePresets } from '../schema/profile';
import { RulesError } from '../rules';
import { issueFacts } from '../../lib/issues';

let cached: ProfilePresets['presets'] | undefined;

/** The rules profiles shipped with the app (data/meg/profiles.json), first the seeds' own numbers. */
export function bundledPresets(): ProfilePresets['presets'] {
  if (cached) return cached;
  const parsed = ProfilePresetsSchema.safeParse(presetsData);
  if (!parsed.success) throw new RulesError(`data/meg/profiles.json: ${parsed.error.issues[0] ? issueFacts(parsed.error.issues[0]) : 'invalid'}`);
  cached = parsed.data.presets;
  return cached;
}
