import type { ProfileKey, Rules } from '../../engine';

/**
 * Where each profile setting's default comes from when the seeds print none: a field of
 * data/meg/components.json's `assumptions` (RULES-NOTES section 4), or the edition's march note on
 * moving less. The other settings are printed on the sheets.
 */
const ASSUMED_FROM: Partial<Record<ProfileKey, { components: string } | { marchNote: true }>> = {
  deck: { components: 'deck' },
  dice: { components: 'dice' },
  pbsMax: { components: 'armyCardLimits' },
  scoutingMax: { components: 'armyCardLimits' },
  tugRounding: { components: 'tugRounding' },
  mayMoveLess: { marchNote: true },
};

/** Whether a setting's default is the app's assumption (not printed in the seeds), as the data marks it. */
export function isAssumedSetting(rules: Rules, key: ProfileKey): boolean {
  const from = ASSUMED_FROM[key];
  if (!from) return false;
  if ('components' in from) return rules.components.assumptions.some((a) => a.field === from.components && a.assumption);
  return (['2023', '2020'] as const).some((e) => rules.editions[e].march.mayMoveLessNote.length > 0);
}

/** The settings whose defaults are the app's assumptions. */
export function assumedSettings(rules: Rules): ReadonlySet<ProfileKey> {
  return new Set((Object.keys(ASSUMED_FROM) as ProfileKey[]).filter((key) => isAssumedSetting(rules, key)));
}
