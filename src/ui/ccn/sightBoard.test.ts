import { beforeEach, describe, expect, it } from 'vitest';
import { ccnPack, type CcnPack } from '../../packs/ccn';
import { EMPTY_BOARD, SIGHT_STORAGE_KEY, applyTool, hexAt, paintOptions, readStoredBoard, sightReducer, storeBoard, toPackBoard, type SightBoard } from './sightBoard';

const load = ccnPack();
if (!load.ok) throw new Error(load.error);
const pack: CcnPack = load.pack;
const hex = { q: 3, r: 4 };

beforeEach(() => localStorage.clear());

describe('applying a tool to a hex', () => {
  it('paints terrain and paints it back to clear, keeping the list to hexes that hold something', () => {
    const forest = applyTool(EMPTY_BOARD, hex, { kind: 'terrain', terrain: ['forest'] });
    expect(hexAt(forest, hex).terrain).toEqual(['forest']);
    expect(applyTool(forest, hex, { kind: 'terrain', terrain: [] }).hexes).toEqual([]);
  });

  it('places a unit on painted ground, replaces it, and removes it without touching the terrain', () => {
    let board = applyTool(EMPTY_BOARD, hex, { kind: 'terrain', terrain: ['hill', 'fieldWorks'] });
    board = applyTool(board, hex, { kind: 'unit', side: 'A', type: 'artillery' });
    expect(hexAt(board, hex)).toEqual({ ...hex, terrain: ['hill', 'fieldWorks'], unit: { side: 'A', type: 'artillery' } });
    board = applyTool(board, hex, { kind: 'unit', side: 'B' });
    expect(hexAt(board, hex).unit).toEqual({ side: 'B' });
    board = applyTool(board, hex, { kind: 'removeUnit' });
    expect(hexAt(board, hex)).toEqual({ ...hex, terrain: ['hill', 'fieldWorks'] });
  });

  it('keeps the firer and the target on different hexes', () => {
    let board = applyTool(EMPTY_BOARD, hex, { kind: 'firer' });
    board = applyTool(board, { q: 5, r: 4 }, { kind: 'target' });
    expect(board).toMatchObject({ firer: hex, target: { q: 5, r: 4 } });
    board = applyTool(board, hex, { kind: 'target' });
    expect(board).toMatchObject({ firer: null, target: hex });
  });

  it('clears and loads whole boards through the reducer, leaving its input alone', () => {
    const before: SightBoard = Object.freeze({ hexes: Object.freeze([]) as unknown as SightBoard['hexes'], firer: null, target: null });
    const after = sightReducer(before, { type: 'apply', hex, tool: { kind: 'unit', side: 'A' } });
    expect(before.hexes).toEqual([]);
    expect(sightReducer(after, { type: 'clear' })).toEqual(EMPTY_BOARD);
    expect(sightReducer(EMPTY_BOARD, { type: 'load', board: after })).toBe(after);
  });

  it('sends the pack terrain only where painted', () => {
    const board = applyTool(applyTool(EMPTY_BOARD, hex, { kind: 'unit', side: 'A' }), { q: 4, r: 4 }, { kind: 'terrain', terrain: ['forest'] });
    expect(toPackBoard(board).hexes).toEqual([
      { q: 3, r: 4, unit: { side: 'A' } },
      { q: 4, r: 4, terrain: ['forest'] },
    ]);
  });
});

describe('what may be painted (seed 003 terrain, with the pairs that share a hex)', () => {
  it('offers clear ground, every terrain of the pack, and Field Works on a Hill and a Bridge over either river', () => {
    const keys = paintOptions(pack).map((o) => o.key);
    expect(keys[0]).toBe('clear');
    for (const t of pack.file.terrain) expect(keys).toContain(t.id);
    expect(keys).toEqual(expect.arrayContaining(['hill+fieldWorks', 'river+bridge', 'fordableRiver+bridge']));
    expect(keys.filter((k) => k.includes('+'))).toHaveLength(3);
  });
});

describe('the board kept on this device', () => {
  const board: SightBoard = { hexes: [{ q: 2, r: 4, terrain: ['forest'], unit: { side: 'B', type: 'cavalry' } }], firer: { q: 0, r: 4 }, target: { q: 2, r: 4 } };

  it('comes back as it was stored', () => {
    storeBoard(board);
    expect(readStoredBoard(pack)).toEqual({ board, damaged: false });
  });

  it('is an empty board, not a notice, when nothing was stored', () => {
    expect(readStoredBoard(pack)).toEqual({ board: EMPTY_BOARD, damaged: false });
  });

  it.each([
    ['not JSON', '{oops'],
    ['the wrong shape', JSON.stringify({ hexes: 'forest' })],
    ['a terrain the pack does not have', JSON.stringify({ ...board, hexes: [{ q: 2, r: 4, terrain: ['swamp'] }] })],
    ['two terrains that cannot share a hex', JSON.stringify({ ...board, hexes: [{ q: 2, r: 4, terrain: ['forest', 'hill'] }] })],
    ['a hex off the board', JSON.stringify({ ...board, hexes: [{ q: 40, r: 4, terrain: ['forest'] }] })],
    ['a hex listed twice', JSON.stringify({ ...board, hexes: [board.hexes[0], board.hexes[0]] })],
    ['a firer off the board', JSON.stringify({ ...board, firer: { q: 0, r: 12 } })],
  ])('is ignored, with a notice, when it is %s', (_, raw) => {
    localStorage.setItem(SIGHT_STORAGE_KEY, raw);
    expect(readStoredBoard(pack)).toEqual({ board: EMPTY_BOARD, damaged: true });
  });
});
