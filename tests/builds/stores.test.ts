import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bundledRules, publicView } from '../../src/engine';
import { agvPack } from '../../src/packs/agv';
import { ccnPack } from '../../src/packs/ccn';
import { savedPublicAddress } from '../../src/share/base';
import { LayoutEntrySchema, layoutFileText, parseLayoutFile } from '../../src/ui/agv/layoutEntry';
import { readStoredBoard } from '../../src/ui/ccn/sightBoard';
import { readGameText } from '../support/gameFile';
import { readEntry } from '../../src/ui/library/entry';
import { readShelf } from '../../src/ui/profiles/profileShelf';
import { artifactJson, builds, renamed, sameFieldsAs, type Build, type Json, type StoredRecord } from '../support/builds';

/** This file's localStorage: a map the build's stored texts are put into, read by today's readers as the app reads them. */
const stored = vi.hoisted(() => {
  const texts = new Map<string, string>();
  const storage = {
    getItem: (key: string) => texts.get(key) ?? null,
    setItem: (key: string, value: string) => void texts.set(key, String(value)),
    removeItem: (key: string) => void texts.delete(key),
    clear: () => texts.clear(),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
  return texts;
});

/*
 * What earlier builds stored (tests/fixtures/builds/<commit>/, written by `npm run artifacts`): the library's
 * IndexedDB records as stored and localStorage's texts, read with today's readers.
 */

const rules = bundledRules();
const library = (build: Build) => artifactJson<StoredRecord[]>(build, build.manifest.library);
const storage = (build: Build) => artifactJson<Record<string, string>>(build, build.manifest.localStorage);


describe.each(builds().map((build) => [build.manifest.short, build] as const))('what the build of %s stored', (_short, build) => {
  beforeEach(() => {
    stored.clear();
    for (const [key, text] of Object.entries(storage(build))) stored.set(key, text);
  });

  it.each(build.manifest.games.map((game) => [game.name, game] as const))('the library entry of %s reads as a game at the step it was left at, and its log replays to the recorded state', (_name, game) => {
    const record = library(build).find((r) => r.key === game.libraryKey);
    expect(record, 'the record is in the library').toBeDefined();
    const read = readEntry(record!.key, record!.value);
    if (read.kind !== 'game') throw new Error(`the entry reads as ${read.kind}${read.kind === 'unreadable' ? ` at ${read.path}` : ''}`);
    expect(read.entry.summary.stepId).toBe(game.leftAt.stepId);
    const loaded = readGameText(rules, JSON.stringify(read.entry.log));
    if (!loaded.ok) throw new Error(`its log does not open: ${loaded.message}`);
    const recorded = renamed(artifactJson<Json>(build, game.publicView));
    expect(sameFieldsAs(publicView(loaded.state), recorded)).toEqual(recorded);
  });

  it('every A Great Victory! layout reads, with features the pack knows', () => {
    const load = agvPack();
    if (!load.ok) throw new Error(load.error);
    const kinds = new Map(load.pack.file.features.map((f) => [f.id, f.type]));
    const layouts = library(build).filter((r) => build.manifest.agvLayouts.includes(r.key));
    expect(layouts).toHaveLength(build.manifest.agvLayouts.length);
    for (const record of layouts) {
      const entry = LayoutEntrySchema.parse(record.value);
      expect(entry.id).toBe(record.key);
      expect(parseLayoutFile(layoutFileText(entry), kinds)).toMatchObject({ ok: true });
    }
  });

  it('the rules profiles read, none damaged', () => {
    if (build.manifest.storageKeys.profiles === null) return;
    const shelf = readShelf();
    expect(shelf.damaged).toEqual([]);
    expect(shelf.profiles.map((p) => p.profile.name)).toEqual(expect.arrayContaining(build.manifest.games.flatMap((g) => (g.profile ? [g.profile] : []))));
  });

  it('the saved public address reads as the address saved', () => {
    if (build.manifest.storageKeys.publicAddress === null) return;
    expect(savedPublicAddress()).toBe(build.manifest.publicAddress);
  });

  it('the Commands & Colors board reads, not damaged, with what was placed on it', () => {
    if (build.manifest.storageKeys.ccnBoard === null) return;
    const load = ccnPack();
    if (!load.ok) throw new Error(load.error);
    const read = readStoredBoard(load.pack);
    expect(read.damaged).toBe(false);
    expect(read.board.firer).not.toBeNull();
    expect(read.board.target).not.toBeNull();
    expect(read.board.hexes.length).toBeGreaterThan(0);
  });
});
