import { describe, expect, it, vi } from 'vitest';
import { featureEffects, movementRate } from './effects';

type Row = [string, string, string, Record<string, unknown>];
const effects = (feature: string, unit: string, more: object = {}) => {
  const r = featureEffects({ feature, unit, ...more });
  if (!r.ok) throw new Error(r.error);
  return r;
};

describe('featureEffects: what a feature does to a unit (seed 004, each feature paragraph)', () => {
  it.each<Row>([
    ['seed 004 Contours: no effect on movement, charging, intercepting', 'contours', 'mounted', { move: 'normal', charge: 'normal', intercept: 'normal', halfRate: false }],
    ['seed 004 Hills: all units move, charge, intercept at half rate', 'hills', 'artillery', { move: 'halfRate', charge: 'halfRate', intercept: 'halfRate', halfRate: true }],
    ['seed 004 Hills: hills give the hand-to-hand advantage, no cover', 'hills', 'foot', { handToHandAdvantage: { gives: true, beneficiary: 'defender' }, cover: { gives: false } }],
    ['seed 004 Rough Ground: no effect on foot moving', 'roughGround', 'foot', { move: 'normal', charge: 'halfRate', halfRate: false }],
    ['seed 004 Rough Ground: other units move at half rate; mounted cannot charge or intercept', 'roughGround', 'mounted', { move: 'halfRate', charge: 'prohibited', intercept: 'prohibited' }],
    ['seed 004 Rough Ground: elephants charge and intercept at half rate', 'roughGround', 'elephants', { move: 'halfRate', charge: 'halfRate', intercept: 'halfRate' }],
    ['seed 004 Rough Ground: artillery moves at half rate', 'roughGround', 'artillery', { move: 'halfRate', halfRate: true }],
    ['seed 004 Boggy Ground: impassable to all units', 'boggyGround', 'foot', { enter: 'prohibited', move: 'prohibited', impassable: true }],
    ['seed 004 Woods: artillery cannot enter woods', 'woods', 'artillery', { enter: 'prohibited', move: 'prohibited', charge: 'prohibited' }],
    ['seed 004 Woods: foot move and charge at half rate', 'woods', 'foot', { move: 'halfRate', charge: 'halfRate' }],
    ['seed 004 Woods: mounted cannot charge or intercept', 'woods', 'mounted', { move: 'halfRate', charge: 'prohibited', intercept: 'prohibited' }],
    ['seed 004 Woods: elephants charge and intercept at half rate', 'woods', 'elephants', { charge: 'halfRate', intercept: 'halfRate' }],
    ['seed 004 Woods: woods give cover and the hand-to-hand advantage', 'woods', 'foot', { cover: { gives: true }, handToHandAdvantage: { gives: true, beneficiary: 'defender' } }],
    ['seed 004 Woods: forests are impassable to all units', 'forests', 'mounted', { enter: 'prohibited', move: 'prohibited', impassable: true }],
    ['seed 004 Villages: all units move at half rate', 'villages', 'artillery', { move: 'halfRate', halfRate: true }],
    ['seed 004 Villages: foot charge at half rate', 'villages', 'foot', { charge: 'halfRate' }],
    ['seed 004 Villages: mounted cannot charge or intercept', 'villages', 'mounted', { charge: 'prohibited', intercept: 'prohibited' }],
    ['seed 004 Villages: elephants cannot charge or intercept', 'villages', 'elephants', { charge: 'prohibited', intercept: 'prohibited' }],
    ['seed 004 Villages: cover and the hand-to-hand advantage', 'villages', 'mounted', { cover: { gives: true }, handToHandAdvantage: { gives: true, beneficiary: 'defender' } }],
    ['seed 004 Landmarks: only foot units can enter', 'landmarks', 'foot', { enter: 'allowed', cover: { gives: true } }],
    ['seed 004 Landmarks: mounted cannot enter', 'landmarks', 'mounted', { enter: 'prohibited', move: 'prohibited' }],
    ['seed 004 Bridges: mounted charge over a bridge but not intercept or counter-charge', 'bridges', 'mounted', { charge: 'special', intercept: 'prohibited', counterCharge: 'prohibited' }],
    ['seed 004 Bridges: advantage, no effect on fire', 'bridges', 'foot', { cover: { gives: false }, handToHandAdvantage: { gives: true, beneficiary: 'defender' } }],
    ['seed 004 Hedge-Rows: foot move and charge over at half rate and can fire in them', 'hedgeRows', 'foot', { move: 'halfRate', charge: 'halfRate', cover: { gives: false } }],
    ['seed 004 Hedge-Rows: mounted move at half rate, cannot charge or intercept', 'hedgeRows', 'mounted', { move: 'halfRate', charge: 'prohibited', intercept: 'prohibited' }],
    ['seed 004 Hedge-Rows: elephants cannot charge or intercept over them', 'hedgeRows', 'elephants', { charge: 'prohibited', intercept: 'prohibited' }],
    ['seed 004 Hedge-Rows: artillery moves over at half rate', 'hedgeRows', 'artillery', { move: 'halfRate' }],
    ['seed 004 Stone Walls: cover against missile and Light Artillery fire', 'stoneWalls', 'foot', { cover: { gives: true, against: ['missile', 'lightArtillery'] } }],
    ['seed 004 Ditches: all units move, charge, intercept at half rate', 'ditches', 'mounted', { move: 'halfRate', charge: 'halfRate', intercept: 'halfRate' }],
    ['seed 004 Ditches: no cover for mounted', 'ditches', 'mounted', { cover: expect.objectContaining({ gives: false }) }],
    ['seed 004 Ditches: cover only to foot stands in the ditch', 'ditches', 'foot', { cover: expect.objectContaining({ gives: true, onlyWhenInterpenetrated: true }) }],
    ['seed 004 Streams: move across at half rate, no charge or intercept', 'streams', 'foot', { move: 'halfRate', charge: 'prohibited', intercept: 'prohibited' }],
    ['seed 004 Streams: an unpacked artillery unit cannot enter', 'streams', 'artillery', { enter: 'conditional' }],
    ['seed 004 Streams: units not in streams have the advantage', 'streams', 'foot', { handToHandAdvantage: { gives: true, beneficiary: 'unitsNotInFeature' } }],
    ['seed 004 Rivers: impassable except at bridges or fords', 'rivers', 'elephants', { move: 'prohibited', impassable: true }],
    ['seed 004 Rivers: fords are treated as streams', 'fords', 'mounted', { move: 'halfRate', charge: 'prohibited' }],
    ['seed 004 Roads: no effect on movement, firing or hand-to-hand combat', 'roads', 'artillery', { move: 'normal', cover: { gives: false }, handToHandAdvantage: { gives: false } }],
    ['seed 004 What about earthworks?: treated as a stone wall', 'earthworks', 'mounted', { charge: 'prohibited', cover: { gives: true, against: ['missile', 'lightArtillery'] } }],
    ['reading clearGround: open ground has no effect', 'clear', 'mounted', { type: 'clear', move: 'normal', charge: 'normal', cover: { gives: false } }],
  ])('%s', (_, feature, unit, expected) => expect(effects(feature, unit)).toMatchObject(expected));

  it.each([
    ['seed 004 Hedge-Rows: artillery cannot fire when interpenetrated', 'hedgeRows', 'artillery', { mayFire: false }],
    ['seed 004 Hedge-Rows: mounted cannot charge or intercept if interpenetrated', 'hedgeRows', 'mounted', { mayChargeOrIntercept: false, mayRemain: true }],
    ['seed 004 Streams: a non-elephant stand in a stream cannot fire', 'streams', 'foot', { mayFire: false }],
    ['seed 004 Streams: an elephant stand in a stream can fire', 'streams', 'elephants', { mayFire: true }],
    ['seed 004 Ditches: all units can stop and remain in a ditch', 'ditches', 'artillery', { mayRemain: true }],
  ])('%s', (_, feature, unit, expected) => expect(effects(feature, unit).whileInterpenetrated).toMatchObject(expected));

  it('seed 004 Rough Ground: impassable rough ground is impassable to all units', () => {
    expect(effects('roughGround', 'foot', { impassable: true })).toMatchObject({ enter: 'prohibited', move: 'prohibited', impassable: true });
    expect(effects('roughGround', 'foot').readings.map((r) => r.id)).toContain('impassableRoughGroundOnly');
  });

  it('quotes the feature rules with their source, and the readings it relies on', () => {
    const r = effects('woods', 'foot');
    expect(r.rules).toContainEqual({ rule: expect.stringContaining('model trees are removed'), source: '004 General terrain features: Woods' });
    expect(r.readings.map((x) => x.id)).toEqual(['omittedRateFollowsMove']);
  });

  it.each([
    [undefined, 'featureEffects'],
    ['woods', 'featureEffects'],
    [{ feature: 'swamp', unit: 'foot' }, 'feature'],
    [{ feature: 'woods', unit: 'cavalry' }, 'unit'],
    [{ feature: 'woods', unit: 'foot', impassable: true }, 'only rough ground can be marked impassable'],
  ])('refuses %j', (input, says) => {
    const r = featureEffects(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(says);
  });
});

describe('featureEffects cited: the sentence stating each effect for the asked unit type (seed 004)', () => {
  type Cited = [string, string, string, 'enter' | 'move' | 'charge' | 'chargeWhileIn' | 'fire' | 'stopsFire' | 'cover' | 'handToHand', string[]];
  it.each<Cited>([
    ['seed 004 Woods: mounted cannot charge or intercept into the woods', 'woods', 'mounted', 'charge', ['mounted units cannot charge or intercept into, through or out of the woods']],
    ['seed 004 Woods: artillery units cannot enter woods', 'woods', 'artillery', 'enter', ['Artillery units cannot enter woods']],
    ['seed 004 Woods: woods give cover', 'woods', 'foot', 'cover', ['Woods give a unit both cover']],
    ['seed 004 Rough Ground: no effect on foot moving', 'roughGround', 'foot', 'move', ['Rough ground has no effect on foot units moving']],
    ['seed 004 Rough Ground: the seed is silent on artillery charging', 'roughGround', 'artillery', 'charge', []],
    ['seed 004 Landmarks: only foot units can enter (so mounted cannot)', 'landmarks', 'mounted', 'enter', ['Only foot units can enter a non-bridge landmark']],
    ['seed 004 Bridges: mounted can charge over a bridge', 'bridges', 'mounted', 'charge', ['Mounted units can charge over a bridge']],
    ['seed 004 Hedge-Rows: foot can move and charge over them', 'hedgeRows', 'foot', 'charge', ['Foot units can move and charge over hedge-rows']],
    ['seed 004 Hedge-Rows: elephants can move over them', 'hedgeRows', 'elephants', 'move', ['mounted, elephant and artillery units can move over them']],
    ['seed 004 Hedge-Rows: mounted cannot charge if interpenetrated', 'hedgeRows', 'mounted', 'chargeWhileIn', ['cannot charge or intercept if interpenetrated']],
    ['seed 004 Hedge-Rows: foot are not barred from charging while in them', 'hedgeRows', 'foot', 'chargeWhileIn', []],
    ['seed 004 Hedge-Rows: artillery cannot fire if interpenetrated', 'hedgeRows', 'artillery', 'fire', ['Artillery units cannot fire if interpenetrated']],
    ['seed 004 Hedge-Rows: the seed is silent on artillery charging', 'hedgeRows', 'artillery', 'charge', []],
    ['seed 004 earthworks: as a stone wall, foot charge over at half rate', 'earthworks', 'foot', 'charge', ['Foot units can move and charge over hedge-rows, wooden fences, stone walls']],
    ['seed 004 earthworks: as a stone wall, mounted cannot charge over', 'earthworks', 'mounted', 'charge', ['Mounted units and elephant units cannot charge or intercept over']],
    ['seed 004 earthworks: as a stone wall, cover against missile and Light Artillery fire', 'earthworks', 'artillery', 'cover', ['A stone wall gives cover']],
    ['seed 004 Ditches: cover only for foot stands in the ditch', 'ditches', 'mounted', 'cover', ['Ditches only give cover to foot stands']],
    ['seed 004 Streams: a non-Elephant stand in a stream cannot fire', 'streams', 'foot', 'fire', ['A non-Elephant stand interpenetrated with a stream cannot fire']],
    ['seed 004 Rivers: fords as streams, no charging across', 'fords', 'elephants', 'charge', ['A unit cannot charge or intercept into, across or out of a stream']],
    ['seed 004 Contours: do stop fire at targets behind and beyond', 'contours', 'artillery', 'stopsFire', ['do stop it at targets behind and beyond a contour']],
    ['seed 004 Hills: hills give the hand-to-hand advantage', 'hills', 'elephants', 'handToHand', ['Hills give the hand-to-hand advantage']],
    ['seed 004 Roads: roads give no advantage, so none is cited', 'roads', 'foot', 'handToHand', []],
    ['reading clearGround: open ground cites nothing', 'clear', 'foot', 'move', []],
  ])('%s', (_, feature, unit, key, says) => {
    const cited = effects(feature, unit).cited[key];
    expect(cited.map((c) => c.rule)).toEqual(says.map((words) => expect.stringContaining(words)));
  });

  it('seed 004 earthworks: foot charging does not quote the mounted-and-elephants sentence', () => {
    const charge = effects('earthworks', 'foot').cited.charge.map((c) => c.rule);
    expect(charge.some((rule) => rule.startsWith('Mounted units and elephant units'))).toBe(false);
  });

  it('cites each sentence with its own feature\'s source (earthworks quote the stone wall paragraph)', () => {
    expect(effects('earthworks', 'foot').cited.cover).toEqual([{ rule: 'A stone wall gives cover for both missile fire and Light Artillery fire.', source: expect.stringContaining('Stone') }]);
    expect(effects('woods', 'foot').cited.move).toEqual([{ rule: expect.stringContaining('move into, through or out of woods'), source: '004 General terrain features: Woods' }]);
  });
});

describe('movementRate (seed 004 How does terrain affect movement?)', () => {
  it.each([
    ['seed 004 Woods: foot in woods move at half rate (2 cm per cm)', { unit: 'foot', features: ['woods'] }, 'halfRate', 2],
    ['seed 004 movement: half rate is not cumulative', { unit: 'foot', features: ['woods', 'hills', 'hedgeRows'] }, 'halfRate', 2],
    ['seed 004 Rough Ground: foot move normally', { unit: 'foot', features: ['roughGround'] }, 'normal', 1],
    ['seed 004 Rough Ground: mounted cannot charge', { unit: 'mounted', features: ['roughGround'], kind: 'charge' }, 'prohibited', null],
    ['seed 004 Rough Ground: impassable rough ground', { unit: 'foot', features: [{ type: 'roughGround', impassable: true }] }, 'prohibited', null],
    ['seed 004 Woods: artillery cannot enter', { unit: 'artillery', features: ['hills', 'woods'] }, 'prohibited', null],
    ['seed 004 Rivers: impassable', { unit: 'mounted', features: ['rivers'] }, 'prohibited', null],
    ['seed 004 Roads: a unit on a road ignores the terrain it passes through', { unit: 'foot', features: ['boggyGround'], alongRoad: true }, 'normal', 1],
    ['seed 004 Bridges: mounted cannot counter-charge over a bridge', { unit: 'mounted', features: ['bridges'], kind: 'counterCharge' }, 'prohibited', null],
    ['seed 004 Streams: no intercepting across a stream', { unit: 'elephants', features: ['streams'], kind: 'intercept' }, 'prohibited', null],
    ['reading clearGround: open ground', { unit: 'foot', features: ['clear'] }, 'normal', 1],
    ['no features', { unit: 'artillery', features: [] }, 'normal', 1],
  ])('%s', (_, input, rate, cost) => {
    const r = movementRate(input);
    expect(r.ok && [r.rate, r.costPerCm]).toEqual([rate, cost]);
  });

  it('seed 004 Woods: quotes why mounted cannot charge into woods', () => {
    const r = movementRate({ unit: 'mounted', features: ['woods'], kind: 'charge' });
    expect(r.ok && r.applied[0]).toMatchObject({ code: 'prohibited', feature: 'woods', rule: expect.stringContaining('mounted units cannot charge or intercept into, through or out of the woods') });
  });

  it('says why: each slowing feature, then that the penalty is not cumulative', () => {
    const r = movementRate({ unit: 'foot', features: ['woods', 'hills'] });
    expect(r.ok && r.applied.map((a) => [a.code, a.feature])).toEqual([['halfRate', 'woods'], ['halfRate', 'hills'], ['notCumulative', undefined]]);
  });

  it('seed 004 Streams: notes that unpacked artillery cannot enter a stream', () => {
    const r = movementRate({ unit: 'artillery', features: ['streams'] });
    expect(r.ok && r.notes.map((n) => n.code)).toEqual(['conditional']);
  });

  it.each([
    [null, 'movementRate'],
    [{ unit: 'foot', features: 'woods' }, 'features'],
    [{ unit: 'foot', features: ['lake'] }, 'features[0]'],
    [{ unit: 'foot', features: [{ type: 'woods', impassable: true }] }, 'only rough ground can be marked impassable'],
    [{ unit: 'foot', features: [], kind: 'run' }, 'kind'],
  ])('refuses %j', (input, says) => {
    const r = movementRate(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(says);
  });
});

describe('a pack that could not load', () => {
  it('every public function says so', async () => {
    vi.resetModules();
    vi.doMock('./bundled', () => ({ agvPack: () => ({ ok: false, error: 'data/agv/terrain.json: broken' }) }));
    const agv = await import('./index');
    const said = 'The A Great Victory! rules could not be loaded: data/agv/terrain.json: broken';
    expect(agv.checkLayout({ table: { widthCm: 100, depthCm: 100 }, features: [] })).toEqual({ ok: false, error: said });
    expect(agv.featureEffects({ feature: 'woods', unit: 'foot' })).toEqual({ ok: false, error: said });
    expect(agv.movementRate({ unit: 'foot', features: [] })).toEqual({ ok: false, error: said });
    expect(agv.fireDice({ dice: 4, firer: 'foot', coverFeatures: [] })).toEqual({ ok: false, error: said });
    expect(agv.meleeDice({ dice: 4, charger: 'foot', defending: [] })).toEqual({ ok: false, error: said });
    vi.doUnmock('./bundled');
    vi.resetModules();
  });
});
