import { failureOf, readAll, readOne, remove, writeIf, type StorageFailure } from '../library/db';
import { LayoutEntrySchema, type Layout, type LayoutEntry } from './layoutEntry';
import { isLayoutValue } from './layoutKind';

/** A layout read back from the library: readable, or damaged (kept, with its data as text to download). */
export type StoredLayout = { kind: 'layout'; entry: LayoutEntry } | { kind: 'unreadable'; id: string; raw: string; path: string };

/** A storage call's outcome: its value, or why the browser refused (full, blocked, other). */
export type Stored<T> = { ok: true; value: T } | { ok: false; failure: StorageFailure };

async function attempt<T>(run: () => Promise<T>): Promise<Stored<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, failure: failureOf(error) };
  }
}

/** A new layout id: 16 hex digits, like the games'. */
function newLayoutId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new, unsaved layout entry for a table of the given size. */
export function newLayoutEntry(table: Layout['table'], now = new Date()): LayoutEntry {
  const time = now.toISOString();
  return { kind: 'agvLayout', id: newLayoutId(), name: '', createdAt: time, savedAt: time, layout: { table, features: [] } };
}

function readStored(key: IDBValidKey, value: unknown): StoredLayout {
  const id = String(key);
  const parsed = LayoutEntrySchema.safeParse(value);
  if (parsed.success && parsed.data.id === id) return { kind: 'layout', entry: parsed.data };
  const path = parsed.success ? 'id' : (parsed.error.issues[0]?.path.join('.') ?? '');
  return { kind: 'unreadable', id, raw: JSON.stringify(value, null, 2) ?? '', path };
}

/** Every table layout in the library, last saved first; damaged ones last. */
export function listLayouts(): Promise<Stored<StoredLayout[]>> {
  return attempt(async () => {
    const all = await readAll();
    const layouts = all.filter(([, value]) => isLayoutValue(value)).map(([key, value]) => readStored(key, value));
    const time = (l: StoredLayout) => (l.kind === 'layout' ? l.entry.savedAt : '');
    return layouts.sort((a, b) => time(b).localeCompare(time(a)));
  });
}

/** One layout by id; null when nothing (or something other than a layout) is stored under it. */
export function readLayout(id: string): Promise<Stored<StoredLayout | null>> {
  return attempt(async () => {
    const value = await readOne(id);
    return isLayoutValue(value) ? readStored(id, value) : null;
  });
}

/** Stores a layout under its id; it never writes over a game stored under the same id. */
export function saveLayout(entry: LayoutEntry): Promise<Stored<boolean>> {
  return attempt(() => writeIf(entry.id, (current) => (current === undefined || isLayoutValue(current) ? entry : undefined)));
}

/** Gives a stored layout a new name (trimmed; empty brings back the name made of the table size). */
export function renameLayout(id: string, name: string): Promise<Stored<boolean>> {
  return attempt(() =>
    writeIf(id, (current) => {
      const stored = LayoutEntrySchema.safeParse(current);
      return stored.success ? { ...stored.data, name: name.trim() } : undefined;
    }),
  );
}

/** Deletes a stored layout for good (or damaged data kept under a layout's id). */
export function deleteLayout(id: string): Promise<Stored<void>> {
  return attempt(async () => {
    if (isLayoutValue(await readOne(id))) await remove(id);
  });
}
