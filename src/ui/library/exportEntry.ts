import { downloadText, gameFileName } from '../game/files';
import type { GameEntry } from './entry';

/** Downloads a stored game as its game file: the same format and file name as the export on the game screen. */
export function exportEntry(entry: GameEntry): void {
  const [a, b] = entry.summary.players;
  const names = { players: [{ name: a.name, army: { name: a.army } }, { name: b.name, army: { name: b.army } }] } as const;
  downloadText(gameFileName(names, entry.startedAt), JSON.stringify(entry.log, null, 2));
}
