import type { ProfileIssue, ProfileValues, Rules } from '../../engine';

/** The setting a problem's path names ("values.flankSize.max" is flankSize), or the name. */
export function settingKey(issue: Pick<ProfileIssue, 'path'>): string {
  const [root, key] = issue.path.split('.');
  return root === 'values' && key ? key : (root ?? 'profile');
}

/**
 * A problem is the setting's the players changed: a distance that follows another (2023's side-edge strip follows
 * the flank sector, PBS 10.B-10.C) and that the profile leaves unset is blamed on the one it follows, and left out
 * where that one already has a problem of its own (the strip is as wide as the flank sector, so both say the same).
 */
export function blameChanged<T extends Pick<ProfileIssue, 'path'>>(rules: Pick<Rules, 'editions'>, values: ProfileValues, issues: readonly T[]): T[] {
  const follows = new Map<string, string>();
  for (const edition of Object.values(rules.editions)) for (const row of edition.distances) if (row.follows) follows.set(row.key, row.follows);
  const set = values as Readonly<Record<string, unknown>>;
  const own = new Set(issues.map(settingKey));
  const blamed: T[] = [];
  for (const issue of issues) {
    const key = settingKey(issue);
    const leader = follows.get(key);
    if (!leader || set[key] !== undefined || set[leader] === undefined) blamed.push(issue);
    else if (!own.has(leader)) blamed.push({ ...issue, path: `values.${leader}` });
  }
  return blamed;
}
