/** JSON with every object's keys sorted and undefined left out: two equal contents give one text, whatever their keys' order (issue 37, flag 2). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sorted(value));
}

/**
 * What a rules profile changes, as one text to compare by content (flag 2): its values, whatever its name; null for no
 * profile and for one that changes nothing (the shipped "as printed" preset), which play the same rules.
 */
export function profileContent(profile: { values: object } | null | undefined): string | null {
  return profile && Object.keys(profile.values).length > 0 ? canonicalJson(profile.values) : null;
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, sorted(v)]));
}
