import { describe, expect, it } from 'vitest';
import { hexKey } from './hex';
import { lineOfSight, type CcnBoard } from './lineOfSight';

type Hexes = CcnBoard['hexes'];
const A0 = { q: 0, r: 0 };
const E3 = { q: 3, r: 0 };
const hill = (q: number, r: number, extra: object = {}) => ({ q, r, terrain: 'hill' as const, ...extra });
const sight = (hexes: Hexes, from = A0, to = E3) => {
  const r = lineOfSight({ hexes }, from, to);
  if (!r.ok) throw new Error(r.error);
  return r;
};

describe('lineOfSight: terrain and units (seed 003 Line of Sight paragraphs)', () => {
  it.each<[string, Hexes, boolean]>([
    ['open ground does not block', [], false],
    ['seed 003 Forest Line of Sight: a Forest hex blocks', [{ q: 1, r: 0, terrain: 'forest' }], true],
    ['seed 003 Town or Windmill Line of Sight: blocks', [{ q: 2, r: 0, terrain: 'townOrWindmill' }], true],
    ['seed 003 Rugged Hill Line of Sight: blocks', [{ q: 1, r: 0, terrain: 'ruggedHill' }], true],
    ['seed 003 River Line of Sight: does not block', [{ q: 1, r: 0, terrain: 'river' }], false],
    ['seed 003 Fordable River Line of Sight: does not block', [{ q: 1, r: 0, terrain: 'fordableRiver' }], false],
    ['seed 003 Bridge Line of Sight: does not block', [{ q: 1, r: 0, terrain: ['river', 'bridge'] }], false],
    ['seed 003 Sand Quarry Line of Sight: does not block', [{ q: 2, r: 0, terrain: 'sandQuarry' }], false],
    ['seed 003 Field Works Line of Sight: does not block', [{ q: 1, r: 0, terrain: 'fieldWorks' }], false],
    ['seed 003 Field Works Line of Sight: a hill with fieldworks blocks', [{ q: 1, r: 0, terrain: ['hill', 'fieldWorks'] }], true],
    ['seed 003 Hill (reading): a unit between blocks', [{ q: 1, r: 0, unit: true }], true],
    ['units on the end hexes do not block', [{ q: 0, r: 0, unit: true }, { q: 3, r: 0, unit: { side: 'B' } }], false],
    ['terrain off the line does not block', [{ q: 1, r: 1, terrain: 'forest' }, { q: 2, r: -1, terrain: 'townOrWindmill' }], false],
  ])('%s', (_cite, hexes, blocked) => {
    const r = sight(hexes);
    expect(r.crossed.map(hexKey)).toEqual(['1,0', '2,0']);
    expect(r.blocked).toBe(blocked);
    if (blocked) expect(r.reasons.some((x) => x.blocks && /^003 /.test(x.source))).toBe(true);
  });

  it('quotes the rule and marks the unit rule as a reading (seed 003 Forest, Hill)', () => {
    expect(sight([{ q: 1, r: 0, terrain: 'forest' }]).reasons).toEqual([
      { q: 1, r: 0, blocks: true, code: 'terrain', rule: 'A Forest hex blocks line of sight.', source: '003 Forest' },
    ]);
    expect(sight([{ q: 1, r: 0, unit: true }]).readings.map((r) => r.id)).toEqual(['unitsBlock']);
  });

  it('seed 003 Forest: a forest the line only clips still blocks ((0,0) to (6,1) passes through (2,1))', () => {
    const r = sight([{ q: 2, r: 1, terrain: 'forest' }], A0, { q: 6, r: 1 });
    expect(r.blocked).toBe(true);
    expect(r.blockedBy).toEqual([{ q: 2, r: 1 }]);
  });
});

describe('lineOfSight: along a hex side (reading, seed 003 Line of Sight)', () => {
  const D = { q: 1, r: 1 };
  it.each<[string, Hexes, boolean]>([
    ['one side blocking does not block', [{ q: 1, r: 0, terrain: 'forest' }], false],
    ['the other side alone does not block', [{ q: 0, r: 1, unit: true }], false],
    ['both sides blocking block', [{ q: 1, r: 0, terrain: 'forest' }, { q: 0, r: 1, terrain: 'townOrWindmill' }], true],
    ['a unit beside a town blocks', [{ q: 1, r: 0, terrain: 'townOrWindmill' }, { q: 0, r: 1, unit: { side: 'A' } }], true],
  ])('(0,0) to (1,1) runs between (1,0) and (0,1): %s', (_cite, hexes, blocked) => {
    const r = sight(hexes, A0, D);
    expect(r.crossed.map(hexKey)).toEqual(['1,0', '0,1']);
    expect(r.edges.map((e) => e.map(hexKey))).toEqual([['1,0', '0,1']]);
    expect(r.blocked).toBe(blocked);
    expect(r.blockedBy).toEqual(blocked ? r.crossed : []);
    expect(r.readings.map((x) => x.id)).toContain('hexsideLine');
    expect(r.reading).toMatch(/only if both hexes block/);
  });

  it('(0,0) to (2,2): a forest on the middle hex blocks; one per side does not', () => {
    expect(sight([{ q: 1, r: 1, terrain: 'forest' }], A0, { q: 2, r: 2 }).blocked).toBe(true);
    expect(sight([{ q: 1, r: 0, terrain: 'forest' }, { q: 1, r: 2, terrain: 'forest' }], A0, { q: 2, r: 2 }).blocked).toBe(false);
  });

  it('gives no reading when the line crosses no hex side', () => {
    expect(sight([]).reading).toBeUndefined();
  });
});

describe('lineOfSight: hills (seed 003 Hill Line of Sight)', () => {
  it.each<[string, Hexes, boolean]>([
    ['lower unit sees onto the first hill hex', [hill(3, 0)], false],
    ['vice versa: the unit on the first hill hex sees the lower unit', [hill(0, 0)], false],
    ['lower unit does not see through one hill hex onto a second', [hill(2, 0), hill(3, 0)], true],
    ['vice versa: a unit on a hill does not see through a hill hex down to a lower unit', [hill(0, 0), hill(1, 0)], true],
    ['a hill hex blocks between two lower units', [hill(1, 0)], true],
    ['plateau: same hill across connected hill hexes', [hill(0, 0), hill(1, 0), hill(2, 0), hill(3, 0)], false],
    ['plateau: a unit on the plateau still blocks', [hill(0, 0), hill(1, 0, { unit: true }), hill(2, 0), hill(3, 0)], true],
    ['hill to hill over lower hexes is not blocked', [hill(0, 0), hill(3, 0)], false],
    ['hill to hill over lower hexes with a unit is blocked', [hill(0, 0), { q: 2, r: 0, unit: { side: 'B' } }, hill(3, 0)], true],
    ['hill to hill over lower hexes with a forest is blocked', [hill(0, 0), { q: 1, r: 0, terrain: 'forest' }, hill(3, 0)], true],
    ['hill to hill across the firer’s own hill, then lower ground (reading)', [hill(0, 0), hill(1, 0), hill(3, 0)], false],
  ])('%s', (_cite, hexes, blocked) => {
    const r = sight(hexes);
    expect(r.blocked).toBe(blocked);
  });

  it('hill to hill across a hill hex connected to neither end is blocked (reading hillAcrossOtherHill)', () => {
    const r = sight([hill(0, 0), hill(2, 0), hill(4, 0)], A0, { q: 4, r: 0 });
    expect(r.blocked).toBe(true);
    expect(r.blockedBy).toEqual([{ q: 2, r: 0 }]);
    expect(r.readings.map((x) => x.id)).toEqual(['hillAcrossOtherHill']);
  });

  it('quotes the plateau and the hill-between rules', () => {
    const plateau = sight([hill(0, 0), hill(1, 0), hill(2, 0), hill(3, 0)]);
    expect(plateau.reasons.map((x) => x.code)).toEqual(['plateau', 'plateau']);
    expect(plateau.reasons[0]?.rule).toMatch(/considered to be on a plateau/);
    const between = sight([hill(2, 0), hill(3, 0)]);
    expect(between.reasons[0]).toMatchObject({ q: 2, r: 0, blocks: true, code: 'hill', source: '003 Hill' });
    expect(between.reasons[0]?.rule).toMatch(/at least one other Hill hex is in between/);
  });
});

describe('lineOfSight: artillery on a hill fires over friends (seed 003 Hill Battle)', () => {
  const gun = hill(0, 0, { unit: { side: 'A', type: 'artillery' } });
  it.each<[string, Hexes, boolean]>([
    ['over a friendly unit on the adjacent lower hex', [gun, { q: 1, r: 0, unit: { side: 'A', type: 'infantry' } }], false],
    ['not over an enemy unit', [gun, { q: 1, r: 0, unit: { side: 'B' } }], true],
    ['not over a friend two hexes away', [gun, { q: 2, r: 0, unit: { side: 'A' } }], true],
    ['not when the friend’s hex has blocking terrain', [gun, { q: 1, r: 0, terrain: 'forest', unit: { side: 'A' } }], true],
    ['not for infantry on the hill', [hill(0, 0, { unit: { side: 'A', type: 'infantry' } }), { q: 1, r: 0, unit: { side: 'A' } }], true],
    ['not from lower ground', [{ q: 0, r: 0, unit: { side: 'A', type: 'artillery' } }, { q: 1, r: 0, unit: { side: 'A' } }], true],
  ])('%s', (_cite, hexes, blocked) => {
    expect(sight(hexes).blocked).toBe(blocked);
  });

  it('says why the friend does not block', () => {
    const r = sight([gun, { q: 1, r: 0, unit: { side: 'A' } }]);
    expect(r.reasons.filter((x) => x.code !== 'hill')).toEqual([expect.objectContaining({ q: 1, r: 0, blocks: false, code: 'fireOver', source: '003 Hill' })]);
  });

  it('cites the first-hill rule at the hill end when no other hill hex is between (seed 003 Hill)', () => {
    const low = sight([hill(3, 0)]);
    expect(low).toMatchObject({ blocked: false, blockedBy: [] });
    expect(low.reasons).toEqual([expect.objectContaining({ q: 3, r: 0, blocks: false, code: 'hill', source: '003 Hill' })]);
    expect(low.reasons[0]?.rule).toMatch(/line of sight onto the first Hill hex/);
  });
});

describe('lineOfSight: refusals', () => {
  it.each<[string, unknown, unknown, unknown, RegExp]>([
    ['the same hex', { hexes: [] }, A0, A0, /same hex/],
    ['a duplicated hex', { hexes: [{ q: 1, r: 0 }, { q: 1, r: 0, terrain: 'forest' }] }, A0, E3, /board.hexes\[1\]: hex \(1, 0\) is listed twice/],
    ['a fractional coordinate', { hexes: [] }, A0, { q: 1.5, r: 0 }, /to.q: must be a whole number/],
    ['an unknown terrain', { hexes: [{ q: 1, r: 0, terrain: 'swamp' }] }, A0, E3, /board.hexes\[0\].terrain\[0\]: .*"forest"/],
    ['terrain that does not combine', { hexes: [{ q: 1, r: 0, terrain: ['forest', 'hill'] }] }, A0, E3, /do not share a hex/],
    ['a bad unit', { hexes: [{ q: 1, r: 0, unit: 'yes' }] }, A0, E3, /unit: must be true, false or \{ side/],
    ['no board', undefined, A0, E3, /board: .*invalid_type \(object\)/],
    ['a null target', { hexes: [] }, A0, null, /to: .*invalid_type \(object\)/],
    ['a string origin', { hexes: [] }, 'a1', E3, /from: .*invalid_type \(object\)/],
  ])('refuses %s', (_what, board, from, to, message) => {
    let r: ReturnType<typeof lineOfSight> | undefined;
    expect(() => {
      r = lineOfSight(board as CcnBoard, from as typeof A0, to as typeof A0);
    }).not.toThrow();
    expect(r?.ok).toBe(false);
    if (r && !r.ok) expect(r.error).toMatch(message);
  });
});
