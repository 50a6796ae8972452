import { describe, expect, it } from 'vitest';
import { layoutFileName, layoutFileText, parseLayoutFile, type Layout } from './layoutEntry';

const kinds = new Map<string, 'general' | 'linear'>([
  ['woods', 'general'],
  ['roads', 'linear'],
]);
const layout: Layout = {
  table: { widthCm: 120, depthCm: 80 },
  features: [
    { id: 'f1', type: 'woods', x: 30, y: 20, width: 7, depth: 6, rotation: 30, shape: 'oval' },
    { id: 'f2', type: 'roads', points: [[0, 40], [120, 40]], crossing: 'ford' },
  ],
};

describe('layout files', () => {
  it('a downloaded layout opens back as it was', () => {
    const text = layoutFileText({ name: 'Ford at Lindow', layout });
    expect(parseLayoutFile(text, kinds)).toEqual({ ok: true, file: { format: 'pbw-agv-layout', version: 1, name: 'Ford at Lindow', layout } });
    expect(layoutFileName({ name: 'Ford at Lindow', layout })).toBe('agv-table-ford-at-lindow.json');
    expect(layoutFileName({ name: '', layout })).toBe('agv-table-120x80.json');
  });

  it('a base width and a line width travel with the layout; a layout saved before them opens without (issue 27)', () => {
    const widths: Layout = { ...layout, baseWidthCm: 3, features: [layout.features[0]!, { id: 'f2', type: 'roads', points: [[0, 40], [120, 40]], width: 3 }] };
    const text = layoutFileText({ name: '', layout: widths });
    expect(parseLayoutFile(text, kinds)).toMatchObject({ ok: true, file: { layout: widths } });
    const before = parseLayoutFile(layoutFileText({ name: '', layout }), kinds);
    expect(before.ok && before.file.layout.baseWidthCm).toBeUndefined();
    expect(parseLayoutFile(layoutFileText({ name: '', layout: { ...layout, baseWidthCm: 0 } }), kinds)).toMatchObject({ ok: false, problem: { code: 'notLayout', path: 'layout.baseWidthCm' } });
  });

  it.each([
    ['not JSON', '{"format": "pbw-agv', { code: 'notJson' }],
    ['a game file', JSON.stringify({ version: 1, actions: [] }), { code: 'notLayout', path: 'format' }],
    ['a table too small', layoutFileText({ name: '', layout: { ...layout, table: { widthCm: 10, depthCm: 80 } } }), { code: 'notLayout', path: 'layout.table.widthCm' }],
    ['a feature the pack does not have', layoutFileText({ name: '', layout: { ...layout, features: [{ ...layout.features[0], type: 'castles' }] } }), { code: 'unknownFeature', type: 'castles' }],
    ['a road drawn as an area', layoutFileText({ name: '', layout: { ...layout, features: [{ ...layout.features[0], type: 'roads' }] } }), { code: 'wrongKind', type: 'roads' }],
  ])('refuses %s, saying why', (_what, text, problem) => {
    expect(parseLayoutFile(text, kinds)).toEqual({ ok: false, problem });
  });
});
