import { describe, expect, it } from 'vitest';
import { agvPack } from './bundled';
import { baseWidthOfWith, checkLayoutWith, linearWidthWith, type AgvLayout, type AgvPiece } from './layout';

const pack = (() => {
  const load = agvPack();
  if (!load.ok) throw new Error(load.error);
  return load.pack;
})();
const table = { widthCm: 120, depthCm: 80 };
const BASE = pack.file.placement.baseWidth.defaultCm;
const line = (id: string, type: string, more: object = {}): AgvPiece => ({ id, type, points: [[0, 40], [120, 40]], ...more });
const check = (layout: Omit<AgvLayout, 'table'>) => {
  const r = checkLayoutWith(pack, { table, ...layout });
  if (!r.ok) throw new Error(r.error);
  return r;
};
const codes = (layout: Omit<AgvLayout, 'table'>) => check(layout).violations.map((v) => `${v.code} ${v.features.join(' ')}`);

describe('A Great Victory! linear widths (issue 27; seed 004 Linear terrain features)', () => {
  it('a layout without a base width assumes the pack\'s, marked as an assumption (the seed gives none)', () => {
    expect(baseWidthOfWith(pack, {})).toEqual({ cm: BASE, assumed: true });
    expect(baseWidthOfWith(pack, { baseWidthCm: 6 })).toEqual({ cm: 6, assumed: false });
    expect(pack.file.readings.find((r) => r.id === pack.file.placement.baseWidth.reading)?.text).toMatch(/assumes/);
  });

  it.each([
    // Read defaults: "no wider than one base width" and "one base width wide" as 1, "more than one base width" as 2.
    ['ditches', 1],
    ['streams', 1],
    ['roads', 1],
    ['rivers', 2],
    ['hedgeRows', null],
  ] as const)('%s drawn without a width is read as %s base widths (reading linearDefaultWidth)', (type, bw) => {
    expect(linearWidthWith(pack, {}, { type })).toEqual(bw === null ? null : { cm: bw * BASE, assumed: true });
    expect(linearWidthWith(pack, { baseWidthCm: 3 }, { type })?.cm ?? null).toBe(bw === null ? null : bw * 3);
  });

  it.each([
    ['004 Ditches: "no wider than one base width wide", exactly one', { features: [line('d1', 'ditches', { width: BASE })] }, []],
    ['004 Ditches: wider than one base width', { features: [line('d1', 'ditches', { width: BASE + 0.5 })] }, ['widthWrong d1']],
    ['004 Streams: "no wider than one base width wide", narrower', { features: [line('s1', 'streams', { width: 1 })] }, []],
    ['004 Streams: wider than one base width', { features: [line('s1', 'streams', { width: BASE * 1.5 })] }, ['widthWrong s1']],
    ['004 Rivers: "more than one base width wide"', { features: [line('r1', 'rivers', { width: BASE + 0.5 })] }, []],
    ['004 Rivers: exactly one base width is not more than one', { features: [line('r1', 'rivers', { width: BASE })] }, ['widthWrong r1']],
    ['004 Rivers: drawn without a width, read as two base widths', { features: [line('r1', 'rivers')] }, []],
    ['004 Roads: "deemed to be one base width wide"', { features: [line('p1', 'roads', { width: BASE })] }, []],
    ['004 Roads: a road two base widths wide', { features: [line('p1', 'roads', { width: 2 * BASE })] }, ['widthWrong p1']],
    ["004 Rivers: the players' base width decides: 5 cm is not more than a 6 cm base width", { baseWidthCm: 6, features: [line('r1', 'rivers', { width: 5 })] }, ['widthWrong r1']],
    ['004 Hedge-rows: no width guideline', { features: [line('h1', 'hedgeRows', { width: 3 })] }, []],
  ] as const)('%s', (_, layout, expected) => {
    expect(codes(layout as unknown as Omit<AgvLayout, 'table'>)).toEqual(expected);
  });

  it('the message quotes the guideline and gives the widths', () => {
    const [v] = check({ features: [line('r1', 'rivers', { width: BASE })] }).violations;
    expect(v).toMatchObject({ code: 'widthWrong', rule: 'Rivers are any water course that is more than one base width wide.', source: '004 Linear terrain features: Rivers', measured: BASE, limit: BASE, reading: 'baseWidthAssumed' });
    expect(v?.message).toBe(`River r1 is ${BASE.toFixed(1)} cm wide, with a base width of ${BASE.toFixed(1)} cm; 'Rivers are any water course that is more than one base width wide'`);
  });

  it('a width belongs to linear features; x, y and depth still do not', () => {
    expect(checkLayoutWith(pack, { table, features: [line('r1', 'rivers', { width: 9 })] }).ok).toBe(true);
    expect(checkLayoutWith(pack, { table, features: [line('r1', 'rivers', { depth: 9 })] }).ok).toBe(false);
    expect(checkLayoutWith(pack, { table, baseWidthCm: 0, features: [] }).ok).toBe(false);
  });
});
