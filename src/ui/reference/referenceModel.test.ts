// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bundledRules } from '../../engine';
import { agvReference } from '../agv/reference';
import { ccnReference } from '../ccn/reference';
import { referenceEntries, referenceModel, SECTIONS, visibleKeys } from './referenceModel';
import { matches, textOf } from './search';
import { plain } from './said';

const model = referenceModel(bundledRules(), [ccnReference(), agvReference()]);
const part = (shown: typeof model, id: string) => shown.packs.find((pack) => pack.id === id)!;
const entries = referenceEntries(model);

/** Every source the reference shows, whatever the entry. */
function sources(): string[] {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [field, value] of Object.entries(node)) {
        if (field === 'source' && typeof value === 'string') out.push(value);
        else walk(value);
      }
    }
  };
  walk(model);
  return out;
}

describe('the reference model', () => {
  it('gives every entry a unique key inside one of the sections', () => {
    const keys = entries.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(entries.map((e) => e.section))).toEqual(new Set(SECTIONS.map((s) => s.id)));
  });

  it('cites a seed file and section for every entry, or says it is not from the seeds', () => {
    const all = sources();
    expect(all.length).toBeGreaterThan(entries.length);
    for (const source of all) expect(source).toMatch(/^00[0-4] \S|^RULES-NOTES section \d \(not in the sources\)$/);
  });

  it('has an entry for every row of every 2023 terrain table and of the 2020 table', () => {
    const terrainRows = model.territories.reduce((n, t) => n + t.terrain.length, 0);
    expect(entries.filter((e) => e.section === 'maps2023' && e.key.includes('/terrain/'))).toHaveLength(terrainRows);
    expect(terrainRows).toBe(15 + 13 + 13 + 13 + 11 + 12 + 11);
    expect(entries.filter((e) => e.section === 'terrain2020' && !e.key.endsWith('codes') && !e.key.endsWith('reading'))).toHaveLength(25);
  });

  it('lists each edition’s reading of what the sources leave open as an assumption', () => {
    const { editions } = bundledRules();
    const readings = editions['2023'].readings.length + editions['2020'].readings.length;
    expect(entries.filter((e) => e.key.startsWith('assumptions/reading/'))).toHaveLength(readings);
  });

  it('an empty query shows everything; a query keeps only the entries holding all its words', () => {
    expect(visibleKeys(entries, '  ')).toBeNull();
    const visible = visibleKeys(entries, 'tilled fields waterside');
    expect([...(visible ?? [])].sort()).toEqual([
      'maps2023/waterside/terrain/fields',
      'maps2023/waterside/terrain/tilledFields',
    ]);
  });
});

describe('search words', () => {
  it.each([
    ['Very Dense', 'very dense', true],
    ['Mountains or Marsh', 'marsh mountains', true],
    ['Mountains or Marsh', 'mountains forest', false],
    ['Rocky Ground', 'ROCKY', true],
    ['Pâturage', 'paturage', true],
    // Issue 36: French words found with or without their accents, in either case.
    ['Le défenseur choisit', 'defenseur', true],
    ['Le defenseur choisit', 'DÉFENSEUR', true],
    ['Élément de terrain obligatoire', 'element OBLIGATOIRE', true],
    ['Le défenseur choisit', 'envahisseur', false],
    ['anything', '', true],
  ])('"%s" matches "%s": %s', (text, query, expected) => {
    expect(matches(text, query)).toBe(expected);
  });

  it('searches only what a view shows, not its keys or styling', () => {
    expect(textOf({ key: 'maps2023/x', tone: 'veryDense', flank: 'Deep Water', rows: [{ density: 'Open' }] })).toBe('Deep Water Open');
  });

  it('searches a card line of our words and quoted text as the reader sees it, not split at each quote', () => {
    const entries = referenceEntries(model);
    const cards = model.packs.flatMap((pack) => pack.facts);
    const mixed = cards.flatMap((f) => f.lines.filter((line) => typeof line !== 'string' && line.length > 1).map((line) => ({ key: f.key, line: plain(line) })));
    expect(mixed.length).toBeGreaterThan(0);
    for (const { key, line } of mixed) expect(entries.find((e) => e.key === key)?.text).toContain(line);
  });
});

describe('a broken pack in the reference', () => {
  it('disables only its own part, saying why, while MeG and the other pack still show (STYLE "Packs")', async () => {
    const { loadCcn, ccnPack } = await import('../../packs/ccn');
    const broken = loadCcn({ system: 'ccn', terrain: 'not a list' });
    expect(broken.ok).toBe(false);
    const shown = referenceModel(bundledRules(), [ccnReference(broken), agvReference()]);
    expect(part(shown, 'ccn').facts).toEqual([]);
    expect(part(shown, 'ccn').disabled?.body).toMatch(/^The Commands & Colors: Napoleonics rules shipped with this app could not be read/);
    expect(part(shown, 'ccn').disabled?.details).toMatch(/^data\/ccn\/terrain\.json: /);
    expect(part(shown, 'agv').facts.length).toBe(part(model, 'agv').facts.length);
    expect(shown.territories.length).toBe(model.territories.length);
    const ccn = ccnPack();
    if (!ccn.ok) throw new Error(ccn.error);
    // One card for the general rule, one per terrain of seed 003, one for the pack's readings.
    expect(part(model, 'ccn').facts.map((f) => plain(f.title))).toEqual(['Terrain in general', ...ccn.pack.file.terrain.map((t) => t.name), 'Readings: what the source leaves open']);
    expect(part(model, 'ccn').disabled).toBeNull();
  });
});

describe('the roll-off odds in the reference (seed 000 PBS 8.A; die faces: data/meg/components.json, an assumption)', () => {
  it('shows the chance to win for every pair of ratings, ties re-rolled, flagged as resting on the assumed faces', () => {
    const rollOff = model.editions.flatMap((e) => e.facts).find((f) => f.key === 'editions/2023/rollOff');
    const table = rollOff?.tables[0];
    expect(table?.head).toEqual(['Your rating', 'v Legendary', 'v Talented', 'v Competent', 'v Mediocre']);
    // Red v Red 13/26 = 50%; Red v White 26/29 = 90%; Green (competent) v Yellow (talented) 10/26 = 38%.
    const cell = (row: string, column: number) => table?.rows.find((r) => r[0] === row)?.[column];
    expect(cell('Legendary', 1)).toBe('50%');
    expect(cell('Legendary', 4)).toBe('90%');
    expect(cell('Competent', 2)).toBe('38%');
    expect(cell('Mediocre', 1)).toBe('10%');
    expect(rollOff?.flags.map((f) => f.kind)).toEqual(['Assumption']);
  });
});
