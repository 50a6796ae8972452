/** The games this window has shown: one deleted since was "deleted", one never shown here came from an address (issue 29). */
const shown = new Set<string>();

/** Records that this window shows the game with this id. */
export function markShownHere(id: string): void {
  shown.add(id);
}

/** Whether this window has shown the game with this id. */
export function wasShownHere(id: string): boolean {
  return shown.has(id);
}
