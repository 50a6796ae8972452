import { SAVE_KEY } from './saveKey';

/** Who is playing the saved game, read without the engine so the home screen stays light; null if none or unreadable. */
export function savedGamePlayers(): [string, string] | null {
  try {
    const raw = localStorage.getItem(SAVE_KEY);
    if (raw === null) return null;
    const players: unknown = (JSON.parse(raw) as { setup?: { players?: unknown } })?.setup?.players;
    if (!Array.isArray(players) || players.length !== 2) return ['?', '?'];
    const name = (p: unknown) => (p && typeof p === 'object' && typeof (p as { name?: unknown }).name === 'string' ? (p as { name: string }).name : '?');
    return [name(players[0]), name(players[1])];
  } catch {
    return ['?', '?'];
  }
}
