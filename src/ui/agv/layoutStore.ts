import { create } from 'zustand';
import type { StorageFailure } from '../library/db';
import { useNavigation } from '../navigation';
import type { Layout, LayoutEntry } from './layoutEntry';
import { newLayoutEntry, readLayout, saveLayout } from './layoutStorage';

/** Whether the layout shown could be opened: still opening, ready, gone, damaged, or unreadable storage. */
export type OpenState = { status: 'loading' } | { status: 'ready' } | { status: 'missing' } | { status: 'damaged'; path: string } | { status: 'readFailed'; failure: StorageFailure };

/** Where the automatic save stands: nothing to save yet, waiting for a pause, stored, or refused by the browser. */
export type SaveState = { status: 'unsaved' } | { status: 'pending' } | { status: 'saved' } | { status: 'failed'; failure: StorageFailure };

/** The table a new layout starts with (the first preset). */
const NEW_TABLE: Layout['table'] = { widthCm: 180, depthCm: 120 };

/** How long the editor waits after a change before saving, so a drag or a burst of key presses is one write. */
const SAVE_DELAY_MS = 600;

/** Most changes kept for Undo. */
const UNDO_DEPTH = 50;

/** The layout being edited, how it opened, how its save stands, and the layouts before the last changes (for Undo). */
export interface LayoutDocument {
  entry: LayoutEntry | null;
  open: OpenState;
  save: SaveState;
  past: readonly Layout[];
}

/** The table layout editor's document: the zustand store holds it, the functions below change it. */
export const useLayoutDocument = create<LayoutDocument>(() => ({ entry: null, open: { status: 'loading' }, save: { status: 'unsaved' }, past: [] }));

let timer: ReturnType<typeof setTimeout> | null = null;
let opening = 0;

/** Stores the layout now. */
async function storeNow(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  const { entry } = useLayoutDocument.getState();
  if (!entry) return;
  const result = await saveLayout({ ...entry, savedAt: new Date().toISOString() });
  // Saved on the way to another layout: the one shown now is not this one.
  if (useLayoutDocument.getState().entry?.id !== entry.id) return;
  if (!result.ok) {
    useLayoutDocument.setState({ save: { status: 'failed', failure: result.failure } });
    return;
  }
  if (timer === null) useLayoutDocument.setState({ save: { status: 'saved' } });
}

/** Marks a change and saves it after a pause; the first change of a new layout puts its id in the address, so Back and reload find it. */
function touched(next: Partial<LayoutDocument>): void {
  useLayoutDocument.setState({ ...next, save: { status: 'pending' } });
  const id = useLayoutDocument.getState().entry?.id;
  const nav = useNavigation.getState();
  if (id && nav.view === 'agvTable' && nav.params.layout !== id) nav.go('agvTable', { layout: id }, { replace: true });
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => void storeNow(), SAVE_DELAY_MS);
}

/** Opens a stored layout by id, or starts a new one when there is no id; a layout already open under that id stays as it is. */
export async function openLayout(id: string | undefined): Promise<void> {
  const { entry } = useLayoutDocument.getState();
  if (id !== undefined && entry?.id === id) return;
  void flushLayoutSave();
  opening += 1;
  const ticket = opening;
  if (id === undefined) {
    useLayoutDocument.setState({ entry: newLayoutEntry(NEW_TABLE), open: { status: 'ready' }, save: { status: 'unsaved' }, past: [] });
    return;
  }
  useLayoutDocument.setState({ entry: null, open: { status: 'loading' }, save: { status: 'unsaved' }, past: [] });
  const read = await readLayout(id);
  if (ticket !== opening) return;
  if (!read.ok) useLayoutDocument.setState({ open: { status: 'readFailed', failure: read.failure } });
  else if (read.value === null) useLayoutDocument.setState({ open: { status: 'missing' } });
  else if (read.value.kind === 'unreadable') useLayoutDocument.setState({ open: { status: 'damaged', path: read.value.path } });
  else useLayoutDocument.setState({ entry: read.value.entry, open: { status: 'ready' }, save: { status: 'saved' } });
}

/** Saves a change still waiting for its pause; nothing when all is saved. */
async function flushLayoutSave(): Promise<void> {
  if (timer) await storeNow();
}

/** Leaves the editor: a change still waiting is saved, and the next visit opens its layout afresh. */
export function closeLayout(): void {
  void flushLayoutSave();
  opening += 1;
  useLayoutDocument.setState({ entry: null, open: { status: 'loading' }, save: { status: 'unsaved' }, past: [] });
}

/** Replaces the layout: one Undo step. */
export function changeLayout(layout: Layout): void {
  const { entry, past } = useLayoutDocument.getState();
  if (!entry) return;
  touched({ entry: { ...entry, layout }, past: [...past.slice(-(UNDO_DEPTH - 1)), entry.layout] });
}

/** Renames the layout (not an Undo step: the name field itself can be edited back). */
export function renameOpenLayout(name: string): void {
  const { entry } = useLayoutDocument.getState();
  if (entry) touched({ entry: { ...entry, name } });
}

/** Takes the last change back; false when there is none. */
export function undoLayout(): boolean {
  const { entry, past } = useLayoutDocument.getState();
  const previous = past.at(-1);
  if (!entry || !previous) return false;
  touched({ entry: { ...entry, layout: previous }, past: past.slice(0, -1) });
  return true;
}
