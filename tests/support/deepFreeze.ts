/** Freezes a value and everything reachable from it, so a test can prove a function never writes to its input. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}

/** A frozen deep copy: the original stays usable and the copy shows any attempted write as a TypeError. */
export function frozenCopy<T>(value: T): T {
  return deepFreeze(structuredClone(value));
}
