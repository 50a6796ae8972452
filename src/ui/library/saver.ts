import { announce } from '../sync/channel';
import { writeStamp } from '../sync/notice';
import { failureOf, writeIf, type StorageFailure } from './db';
import { asGameEntry, type GameEntry } from './entry';

/** What became of a save: stored at its revision; refused because another window stored the game first; or failed. */
export type SaveOutcome =
  | { kind: 'written'; id: string; revision: number }
  | { kind: 'moved'; id: string }
  | { kind: 'failed'; id: string; failure: StorageFailure };

/** Builds the entry to store at the moment it is written (the newest state of that game); null when there is nothing to store. */
export type EntryBuilder = () => GameEntry | null;

/**
 * Stores the games of one window, one write at a time, the newest state of each game only. A write goes
 * over the revision this window last knew to be stored (or creates the game), in one transaction, so two
 * windows can never both write revision N+1: the second is told the game moved on. After a write the
 * game's notice key and the channel tell the other windows `{ id, revision }`.
 */
export function createSaver(onOutcome: (outcome: SaveOutcome) => void) {
  /** The revision of each game this window knows to be stored. */
  const confirmed = new Map<string, number>();
  /** The newest unsaved state of each game, oldest change first. */
  const queue = new Map<string, EntryBuilder>();
  let running: Promise<void> | null = null;

  const writeOne = async (id: string, build: EntryBuilder): Promise<void> => {
    const entry = build();
    if (!entry) return;
    const expected = confirmed.get(id);
    try {
      const wrote = await writeIf(id, (current) => {
        if (expected === undefined) return current === undefined ? entry : undefined;
        const stored = asGameEntry(current);
        if (!stored || stored.revision !== expected) return undefined;
        // The players' name for the game and its creation time stay as stored.
        return { ...entry, title: stored.title, createdAt: stored.createdAt };
      });
      if (!wrote) {
        onOutcome({ kind: 'moved', id });
        return;
      }
      confirmed.set(id, entry.revision);
      writeStamp(id, entry.revision);
      announce({ id, revision: entry.revision });
      onOutcome({ kind: 'written', id, revision: entry.revision });
    } catch (error) {
      onOutcome({ kind: 'failed', id, failure: failureOf(error) });
    }
  };

  const drain = async (): Promise<void> => {
    // Let the change that asked for the save finish first.
    await Promise.resolve();
    for (let next = queue.entries().next(); !next.done; next = queue.entries().next()) {
      const [id, build] = next.value;
      queue.delete(id);
      await writeOne(id, build);
    }
    running = null;
  };

  return {
    /** Queues the newest state of a game for storing. */
    save(id: string, build: EntryBuilder): void {
      queue.delete(id);
      queue.set(id, build);
      running ??= drain();
    },
    /** Records the revision of a game as read from storage: the next write goes over it. */
    confirm(id: string, revision: number): void {
      confirmed.set(id, revision);
    },
    /** Resolves once every queued save has been tried. */
    flush(): Promise<void> {
      return running ?? Promise.resolve();
    },
  };
}
