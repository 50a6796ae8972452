import type { Rules } from '../../engine';
import { logProblemRecord, readGameLog, type LogProblem, type LoadedGame } from '../gameFile';
import { OLD_STAMP_KEY, SAVE_KEY } from '../saveKey';
import { oldSaveText } from './oldSave';
import { writeStamp } from '../sync/notice';
import { newGameId, readSavedText, type SavedRecord } from '../sync/record';
import { writeIf } from './db';
import type { GameEntry, KeptEntry } from './entry';
import { gameSummary } from './summary';

/** An old single save read as a game log, whichever of its formats it was written in. */
function readOldSave(rules: Rules, raw: string): { read: LoadedGame; record: SavedRecord | null } {
  const saved = readSavedText(raw);
  const record = saved.kind === 'record' ? saved.record : null;
  const logText = saved.kind === 'unreadable' ? raw : JSON.stringify(saved.kind === 'record' ? saved.record.log : saved.log);
  return { read: readGameLog(rules, logText), record };
}

/**
 * The old single save as a library entry: a game when it replays, else kept as it was, with why in the same words in
 * every language (players see why in theirs: `keptProblem`).
 */
export function entryFromOldSave(rules: Rules, raw: string, now: string): GameEntry | KeptEntry {
  const { read: loaded, record } = readOldSave(rules, raw);
  if (!loaded.ok) return { kind: 'kept', id: newGameId(), createdAt: now, raw, message: logProblemRecord(loaded.problem) };
  return {
    kind: 'game',
    id: record?.id ?? newGameId(),
    revision: record?.revision ?? 0,
    createdAt: record?.startedAt ?? now,
    savedAt: now,
    startedAt: record?.startedAt ?? null,
    title: null,
    summary: gameSummary(loaded.log.setup, loaded.state, loaded.log.actions.length),
    log: loaded.log,
    undone: record?.undone ?? [],
  };
}

/** Why a kept old save cannot be opened, read again from its data, so it is said in the language on screen; null if it now opens. */
export function keptProblem(rules: Rules, entry: KeptEntry): LogProblem | null {
  const { read } = readOldSave(rules, entry.raw);
  return read.ok ? null : read.problem;
}

/** Whether an old save holds more of its game than the library's copy of it. */
function newerThan(entry: { kind: string; revision?: number }, current: unknown): boolean {
  const stored = (current as { revision?: unknown } | null)?.revision;
  return entry.kind === 'game' && typeof entry.revision === 'number' && typeof stored === 'number' && entry.revision > stored;
}

let migrating: Promise<string | null> | null = null;

/**
 * Copies the game saved before the library (`pbw.game`, any of its formats) into the library, once, and
 * removes the old key only after the copy is stored (or was stored by another window). Resolves with the
 * copied entry's id, or null when there was nothing to copy; a storage failure rejects and keeps the old save.
 */
export function migrateOldSave(rules: () => Rules): Promise<string | null> {
  const run = async (): Promise<string | null> => {
    const raw = oldSaveText();
    if (raw === null) return null;
    const entry = entryFromOldSave(rules(), raw, new Date().toISOString());
    // The same record copied by another window first is a copy already: it is not written twice, unless
    // the old save has moved on since (a tab of the older app still playing it): then the newer one wins.
    await writeIf(entry.id, (current) => (current === undefined || newerThan(entry, current) ? entry : undefined));
    if (entry.kind === 'game') writeStamp(entry.id, entry.revision);
    try {
      localStorage.removeItem(SAVE_KEY);
      localStorage.removeItem(OLD_STAMP_KEY);
    } catch {
      // Still there: the next start copies it again, over the library's copy only if it has moved on.
    }
    return entry.id;
  };
  migrating ??= run().finally(() => {
    migrating = null;
  });
  return migrating;
}
