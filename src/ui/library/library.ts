import { create } from 'zustand';
import { isLayoutValue } from '../agv/layoutKind';
import { announce } from '../sync/channel';
import { removeStamp } from '../sync/notice';
import { failureOf, readAll, remove, writeIf, type StorageFailure } from './db';
import type { ReadEntry } from './entry';
import { oldSaveText } from './oldSave';

/** The library as this window last read it: every stored entry, last played first, or why it could not be read. */
export interface LibraryState {
  status: 'loading' | 'ready' | 'failed';
  items: ReadEntry[];
  failure: StorageFailure | null;
}

/** When an entry was last played (saved), for the last-played-first order (issue 29); kept data by when it was kept; unreadable data, whose time is unknown, comes last. */
function playedAt(item: ReadEntry): string {
  if (item.kind === 'unreadable') return '';
  return item.kind === 'game' ? item.entry.savedAt : item.entry.createdAt;
}

export const useLibrary = create<LibraryState>(() => ({ status: 'loading', items: [], failure: null }));

/** Reads the library's games again (copying the old single save into it first, once), last played first; table layouts of other games are listed by their own screens. */
export async function refreshLibrary(): Promise<void> {
  try {
    if (oldSaveText() !== null) {
      // Only a device with a save from before the library loads the engine to copy it in.
      const [{ migrateOldSave }, { rules }] = await Promise.all([import('./migrate'), import('../store')]);
      await migrateOldSave(rules);
    }
    const stored = (await readAll()).filter(([, value]) => !isLayoutValue(value));
    // An empty library, as on a first visit, has nothing for the entries' reader to check.
    const { readEntry } = stored.length > 0 ? await import('./entry') : { readEntry: null };
    const items = readEntry ? stored.map(([key, value]) => readEntry(key, value)).sort((a, b) => playedAt(b).localeCompare(playedAt(a))) : [];
    useLibrary.setState({ status: 'ready', items, failure: null });
  } catch (error) {
    useLibrary.setState({ status: 'failed', failure: failureOf(error) });
  }
}

/** Gives a game the players' own name (an empty one brings back the name made of players, armies and date); null on success, else why not. */
export async function renameGame(id: string, title: string): Promise<StorageFailure | null> {
  const trimmed = title.trim();
  try {
    const { asGameEntry } = await import('./entry');
    let revision = 0;
    await writeIf(id, (current) => {
      const stored = asGameEntry(current);
      if (!stored) return undefined;
      revision = stored.revision;
      return { ...stored, title: trimmed === '' ? null : trimmed };
    });
    announce({ id, revision });
  } catch (error) {
    return failureOf(error);
  }
  await refreshLibrary();
  return null;
}

/** Deletes an entry for good and tells the other windows (a window showing it finds it gone); null on success, else why not. */
export async function deleteGame(id: string): Promise<StorageFailure | null> {
  try {
    await remove(id);
  } catch (error) {
    return failureOf(error);
  }
  removeStamp(id);
  announce({ id, revision: 0 });
  await refreshLibrary();
  return null;
}

/** The player and army names used in the library, most recent game first, each once: offered again at setup. */
export function knownNames(items: readonly ReadEntry[]): { players: string[]; armies: string[] } {
  const players = new Set<string>();
  const armies = new Set<string>();
  for (const item of items) {
    if (item.kind !== 'game') continue;
    for (const player of item.entry.summary.players) {
      if (player.name.trim()) players.add(player.name);
      if (player.army.trim()) armies.add(player.army);
    }
  }
  return { players: [...players], armies: [...armies] };
}
