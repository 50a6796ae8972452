import { SAVE_KEY } from './saveKey';

/** The game log inside the saved text: a saved record's `log`, or the whole value for a save from before records. */
function savedLog(value: unknown): unknown {
  if (value && typeof value === 'object' && !('format' in value) && 'log' in value) return (value as { log: unknown }).log;
  return value;
}

/** Who is playing the saved game, read without the engine so the home screen stays light; null if none or unreadable. */
export function savedGamePlayers(): [string, string] | null {
  try {
    const raw = localStorage.getItem(SAVE_KEY);
    if (raw === null) return null;
    const players: unknown = (savedLog(JSON.parse(raw)) as { setup?: { players?: unknown } } | null)?.setup?.players;
    if (!Array.isArray(players) || players.length !== 2) return ['?', '?'];
    const name = (p: unknown) => (p && typeof p === 'object' && typeof (p as { name?: unknown }).name === 'string' ? (p as { name: string }).name : '?');
    return [name(players[0]), name(players[1])];
  } catch {
    return ['?', '?'];
  }
}
