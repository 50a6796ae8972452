/** The listed keys that an object has, in the list's order: what a view shows is named, never what it hides. */
export function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) if (key in from) picked[key] = from[key];
  return picked;
}
