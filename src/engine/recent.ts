/**
 * A few values keyed by object identity, the most recent kept: the memo for "this very state (or pieces
 * list, or plan) again", which `settle`, the step, `legalActions` and `applyAction` ask one after the other.
 * A `WeakMap` would do the same, but each of its inserts cost a replay more than the work it saved (issue 14).
 * It holds at most `size` keys alive; a key it no longer holds is simply worked out again.
 */
export class Recent<K extends object, V> {
  private readonly keys: (K | null)[];
  private readonly values: (V | undefined)[];
  private next = 0;

  constructor(size: number) {
    this.keys = Array.from({ length: size }, () => null);
    this.values = Array.from({ length: size }, () => undefined);
  }

  /** The value kept for this very key, if it is still kept. */
  get(key: K): V | undefined {
    const at = this.keys.indexOf(key);
    return at < 0 ? undefined : this.values[at];
  }

  /** Keeps a value for the key, in place of the oldest kept one. */
  set(key: K, value: V): void {
    const at = this.keys.indexOf(key);
    const slot = at < 0 ? this.next : at;
    this.keys[slot] = key;
    this.values[slot] = value;
    if (at < 0) this.next = (this.next + 1) % this.keys.length;
  }
}
