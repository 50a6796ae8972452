import { beforeEach, describe, expect, it } from 'vitest';
import { readAll, readOne, remove, writeIf } from '../library/db';
import { refreshLibrary, useLibrary } from '../library/library';
import { type LayoutEntry } from './layoutEntry';
import { deleteLayout, listLayouts, newLayoutEntry, readLayout, renameLayout, saveLayout } from './layoutStorage';

beforeEach(async () => {
  for (const [id] of await readAll()) await remove(String(id));
});

function layout(name: string, savedAt: string): LayoutEntry {
  return {
    ...newLayoutEntry({ widthCm: 180, depthCm: 120 }),
    name,
    savedAt,
    layout: { table: { widthCm: 180, depthCm: 120 }, features: [{ id: 'f1', type: 'woods', x: 40, y: 30, width: 7, depth: 6, rotation: 0, shape: 'rectangle' }] },
  };
}

describe('table layouts in the game library (IndexedDB)', () => {
  it('saves, lists last changed first, reopens, renames and deletes', async () => {
    const older = layout('Hill fight', '2026-01-01T10:00:00.000Z');
    const newer = layout('River crossing', '2026-02-01T10:00:00.000Z');
    expect(await saveLayout(older)).toEqual({ ok: true, value: true });
    expect(await saveLayout(newer)).toEqual({ ok: true, value: true });

    const listed = await listLayouts();
    expect(listed.ok && listed.value.map((l) => l.kind === 'layout' && l.entry.name)).toEqual(['River crossing', 'Hill fight']);
    expect(await readLayout(older.id)).toEqual({ ok: true, value: { kind: 'layout', entry: older } });

    await renameLayout(older.id, '  Hill fight, again ');
    expect(await readOne(older.id)).toMatchObject({ name: 'Hill fight, again' });

    expect((await deleteLayout(older.id)).ok).toBe(true);
    expect(await readLayout(older.id)).toEqual({ ok: true, value: null });
  });

  it('the Mortem et Gloriam game list leaves layouts out, and a layout never writes over a game', async () => {
    const entry = layout('', '2026-01-01T10:00:00.000Z');
    await saveLayout(entry);
    await refreshLibrary();
    expect(useLibrary.getState()).toMatchObject({ status: 'ready', items: [] });

    await writeIf('gamegamegamegame', () => ({ kind: 'game', id: 'gamegamegamegame' }));
    expect(await saveLayout({ ...entry, id: 'gamegamegamegame' })).toEqual({ ok: true, value: false });
    expect(await readOne('gamegamegamegame')).toEqual({ kind: 'game', id: 'gamegamegamegame' });
    expect(await readLayout('gamegamegamegame')).toEqual({ ok: true, value: null });
    await deleteLayout('gamegamegamegame');
    expect(await readOne('gamegamegamegame')).toBeDefined();
  });

  it('a damaged layout is listed as damaged with its data, not lost', async () => {
    await writeIf('brokenbrokenbrok', () => ({ kind: 'agvLayout', id: 'brokenbrokenbrok', name: 3 }));
    const listed = await listLayouts();
    expect(listed).toMatchObject({ ok: true, value: [{ kind: 'unreadable', id: 'brokenbrokenbrok', path: 'name' }] });
    expect(listed.ok && listed.value[0].kind === 'unreadable' && listed.value[0].raw).toContain('"name": 3');
  });
});
