import { describe, expect, it } from 'vitest';
import { fireDice, meleeDice, scaleDice } from './dice';

const fire = (input: object) => {
  const r = fireDice(input);
  if (!r.ok) throw new Error(r.error);
  return r;
};
const melee = (input: object) => {
  const r = meleeDice(input);
  if (!r.ok) throw new Error(r.error);
  return r;
};

describe('scaleDice', () => {
  it.each([[7, 0.5, 'down', 3], [6, 0.5, 'down', 3], [1, 0.5, 'down', 0], [7, 0.5, 'up', 4], [0, 0.5, 'down', 0]] as const)(
    '%d x %d rounded %s is %d',
    (dice, m, rounding, expected) => expect(scaleDice(dice, m, rounding)).toBe(expected),
  );
});

describe('fireDice (seed 004 How does terrain affect firing?)', () => {
  it.each([
    ['seed 004 firing: one cover feature halves the dice', { dice: 6, firer: 'foot', coverFeatures: ['woods'] }, 3, true],
    ['seed 004 firing: half the dice, round fractions down', { dice: 7, firer: 'foot', coverFeatures: ['villages'] }, 3, true],
    ['seed 004 firing: two or more cover features: the stand cannot fire', { dice: 6, firer: 'foot', coverFeatures: ['woods', 'villages'] }, 0, false],
    ['seed 004 firing: two woods in the zone of fire: cannot fire', { dice: 6, firer: 'mounted', coverFeatures: ['woods', 'woods'] }, 0, false],
    ['seed 004 firing: one stand of the target cannot claim cover, so the unit cannot', { dice: 7, firer: 'foot', coverFeatures: ['woods'], allStandsCovered: false }, 7, true],
    ['seed 004 Landmarks: a landmark gives cover', { dice: 4, firer: 'foot', coverFeatures: ['landmarks'] }, 2, true],
    ['seed 004 Hills: hills give no cover', { dice: 6, firer: 'foot', coverFeatures: ['hills'] }, 6, true],
    ['seed 004 Hedge-Rows: hedges have no effect on fire', { dice: 6, firer: 'foot', coverFeatures: ['hedgeRows', 'woods'] }, 3, true],
    ['seed 004 Stone Walls: cover against missile fire', { dice: 5, firer: 'foot', coverFeatures: ['stoneWalls'] }, 2, true],
    ['seed 004 Stone Walls: cover against Light Artillery fire', { dice: 5, firer: 'artillery', fire: 'lightArtillery', coverFeatures: ['stoneWalls'] }, 2, true],
    ['seed 004 Stone Walls: no cover against other artillery fire', { dice: 5, firer: 'artillery', coverFeatures: ['stoneWalls'] }, 5, true],
    ['seed 004 Stone Walls: a stone wall not giving cover does not count towards two', { dice: 6, firer: 'artillery', coverFeatures: ['stoneWalls', 'woods'] }, 3, true],
    ['seed 004 What about earthworks?: earthworks cover as a stone wall', { dice: 4, firer: 'foot', coverFeatures: ['earthworks'] }, 2, true],
    ['seed 004 Ditches: cover to foot stands in the ditch', { dice: 6, firer: 'foot', target: 'foot', targetIn: ['ditches'], coverFeatures: ['ditches'] }, 3, true],
    ['seed 004 Ditches: no cover to mounted stands in the ditch', { dice: 6, firer: 'foot', target: 'mounted', targetIn: ['ditches'], coverFeatures: ['ditches'] }, 6, true],
    ['seed 004 Ditches: no cover to foot stands outside the ditch', { dice: 6, firer: 'foot', target: 'foot', coverFeatures: ['ditches'] }, 6, true],
    ['seed 004 Ditches: a ditch and a wood giving cover: cannot fire', { dice: 6, firer: 'foot', target: 'foot', targetIn: ['ditches'], coverFeatures: ['ditches', 'woods'] }, 0, false],
    ['seed 004 Hedge-Rows: artillery in a hedge-row cannot fire', { dice: 4, firer: 'artillery', firerIn: ['hedgeRows'], coverFeatures: [] }, 0, false],
    ['seed 004 Stone Walls: artillery in a stone wall cannot fire', { dice: 4, firer: 'artillery', firerIn: ['stoneWalls'], coverFeatures: [] }, 0, false],
    ['seed 004 Hedge-Rows: foot can fire in a hedge-row', { dice: 4, firer: 'foot', firerIn: ['hedgeRows'], coverFeatures: [] }, 4, true],
    ['seed 004 Streams: a non-elephant stand in a stream cannot fire', { dice: 4, firer: 'foot', firerIn: ['streams'], coverFeatures: [] }, 0, false],
    ['seed 004 Streams: an elephant stand in a stream can fire', { dice: 4, firer: 'elephants', firerIn: ['streams'], coverFeatures: [] }, 4, true],
    ['seed 004 Rivers: treat fords as streams', { dice: 4, firer: 'mounted', firerIn: ['fords'], coverFeatures: [] }, 0, false],
    ['seed 004 Woods: woods stop fire at targets behind and beyond', { dice: 4, firer: 'foot', beyond: ['woods'], coverFeatures: [] }, 0, false],
    ['seed 004 Contours: contours stop fire at targets beyond', { dice: 4, firer: 'artillery', beyond: ['contours'], coverFeatures: [] }, 0, false],
    ['seed 004 Villages: villages stop fire onto targets beyond', { dice: 4, firer: 'foot', beyond: ['villages'], coverFeatures: [] }, 0, false],
    ['seed 004 Rough Ground: no effect on fire over it', { dice: 4, firer: 'foot', beyond: ['roughGround'], coverFeatures: [] }, 4, true],
    ['seed 004 Streams: streams do not stop fire beyond', { dice: 4, firer: 'foot', beyond: ['streams'], coverFeatures: [] }, 4, true],
    ['reading clearGround: open ground changes nothing', { dice: 4, firer: 'foot', coverFeatures: ['clear'] }, 4, true],
  ])('%s', (_, input, dice, mayFire) => expect(fire(input)).toMatchObject({ dice, mayFire }));

  it('says which rules applied, with their sources', () => {
    const r = fire({ dice: 6, firer: 'foot', coverFeatures: ['woods', 'hills'] });
    expect(r.applied.map((a) => [a.code, a.feature])).toEqual([['noCover', 'hills'], ['cover', 'woods'], ['cover', undefined]]);
    expect(r.applied[1]).toMatchObject({ rule: 'Woods give a unit both cover and the hand-to-hand advantage.', source: '004 General terrain features: Woods' });
    expect(r.applied[2]).toMatchObject({ rule: expect.stringContaining('half the number of dice'), source: '004 How does terrain affect firing?' });
    expect(fire({ dice: 6, firer: 'foot', coverFeatures: ['woods', 'woods'] }).applied.map((a) => a.code)).toEqual(['twoCoverFeatures']);
    expect(fire({ dice: 6, firer: 'artillery', coverFeatures: ['stoneWalls'] }).applied[0]).toMatchObject({ code: 'noCover', rule: expect.stringContaining('Light Artillery') });
    expect(fire({ dice: 6, firer: 'artillery', fire: 'lightArtillery', coverFeatures: [] }).readings.map((x) => x.id)).toEqual(['lightArtilleryIsArtillery']);
  });

  it.each([
    [undefined, 'fireDice'],
    ['six', 'fireDice'],
    [{ dice: -1, firer: 'foot', coverFeatures: [] }, 'dice'],
    [{ dice: 2.5, firer: 'foot', coverFeatures: [] }, 'dice'],
    [{ dice: 4, firer: 'archers', coverFeatures: [] }, 'firer'],
    [{ dice: 4, firer: 'foot' }, 'coverFeatures'],
    [{ dice: 4, firer: 'foot', coverFeatures: ['moat'] }, 'coverFeatures[0]'],
    [{ dice: 4, firer: 'foot', fire: 'artillery', coverFeatures: [] }, 'fire'],
    [{ dice: 4, firer: 'artillery', fire: 'missile', coverFeatures: [] }, 'fire'],
  ])('refuses %j', (input, says) => {
    const r = fireDice(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(says);
  });
});

describe('meleeDice (seed 004 How does terrain affect hand-to-hand combat?)', () => {
  it.each([
    ['seed 004 Hills: a charger against a unit defending a hill uses half its dice', { dice: 8, charger: 'foot', defending: ['hills'] }, 4, true],
    ['seed 004 hand-to-hand: halving rounds fractions down', { dice: 7, charger: 'foot', defending: ['woods'] }, 3, true],
    ['seed 004 hand-to-hand: halving is cumulative for each feature', { dice: 8, charger: 'foot', defending: ['hills', 'hedgeRows'] }, 2, true],
    ['seed 004 hand-to-hand: cumulative halving rounds down each time', { dice: 7, charger: 'foot', defending: ['woods', 'hills'] }, 1, true],
    ['seed 004 hand-to-hand: later phases fight normally', { dice: 8, charger: 'foot', defending: ['woods', 'hills'], round: 'later' }, 8, true],
    ['seed 004 Roads: no effect on hand-to-hand combat', { dice: 8, charger: 'mounted', defending: ['roads'] }, 8, true],
    ['seed 004 Contours: no advantage', { dice: 8, charger: 'foot', defending: ['contours'] }, 8, true],
    ['seed 004 Ditches: the advantage', { dice: 8, charger: 'mounted', defending: ['ditches'] }, 4, true],
    ['seed 004 Stone Walls: the advantage', { dice: 6, charger: 'foot', defending: ['stoneWalls'] }, 3, true],
    ['seed 004 Rough Ground: the advantage; foot charge into it', { dice: 6, charger: 'foot', defending: ['roughGround'] }, 3, true],
    ['seed 004 Woods: mounted cannot charge into the woods', { dice: 6, charger: 'mounted', defending: ['woods'] }, 3, false],
    ['seed 004 Woods: elephants can charge into woods', { dice: 6, charger: 'elephants', defending: ['woods'] }, 3, true],
    ['seed 004 Villages: elephants cannot charge into villages', { dice: 6, charger: 'elephants', defending: ['villages'] }, 3, false],
    ['seed 004 Rough Ground: mounted cannot charge into rough ground', { dice: 6, charger: 'mounted', defending: ['roughGround'] }, 3, false],
    ['seed 004 Hedge-Rows: mounted cannot charge over hedge-rows', { dice: 6, charger: 'mounted', defending: ['hedgeRows'] }, 3, false],
    ['seed 004 Hedge-Rows: elephants cannot charge over stone walls', { dice: 6, charger: 'elephants', defending: ['stoneWalls'] }, 3, false],
    ['seed 004 Hedge-Rows: mounted in a hedge-row cannot charge', { dice: 6, charger: 'mounted', defending: [], chargerIn: ['hedgeRows'] }, 6, false],
    ['seed 004 Hedge-Rows: foot charge over hedge-rows', { dice: 6, charger: 'foot', defending: ['hedgeRows'] }, 3, true],
    ['seed 004 Bridges: mounted can charge over a bridge', { dice: 6, charger: 'mounted', defending: ['bridges'] }, 3, true],
    ['seed 004 Streams: nobody charges across a stream', { dice: 6, charger: 'foot', defending: [], chargedThrough: ['streams'] }, 6, false],
    ['seed 004 Streams: nobody charges out of a stream', { dice: 6, charger: 'elephants', defending: [], chargerIn: ['streams'] }, 3, false],
    ['seed 004 Streams: a unit not in the stream has the advantage over one in it', { dice: 6, charger: 'foot', defending: [], chargerIn: ['fords'] }, 3, false],
    ['reading streamAdvantage: a defender in a stream leaves the charger dice alone', { dice: 6, charger: 'foot', defending: [], defenderIn: ['streams'] }, 6, true],
    ['seed 004 Landmarks: a foot unit defending a landmark', { dice: 6, charger: 'foot', defender: 'foot', defending: ['landmarks'] }, 3, true],
    ['reading defenderMustBeAbleToEnter: mounted cannot defend a landmark', { dice: 6, charger: 'foot', defender: 'mounted', defending: ['landmarks'] }, 6, true],
    ['reading clearGround: open ground', { dice: 6, charger: 'mounted', defending: ['clear'] }, 6, true],
  ])('%s', (_, input, dice, mayCharge) => expect(melee(input)).toMatchObject({ dice, mayCharge }));

  it('says which rules applied: the advantages, then the halving and its being cumulative', () => {
    const r = melee({ dice: 8, charger: 'foot', defending: ['hills', 'roads', 'woods'] });
    expect(r.applied.map((a) => [a.code, a.feature])).toEqual([
      ['noAdvantage', 'roads'], ['advantage', 'hills'], ['advantage', 'woods'], ['advantage', undefined], ['advantage', undefined],
    ]);
    expect(r.advantages).toBe(2);
    expect(melee({ dice: 8, charger: 'foot', defending: ['hills'], round: 'later' }).applied.map((a) => a.code)).toEqual(['fullyEngaged']);
    expect(melee({ dice: 6, charger: 'mounted', defending: ['bridges'] }).notes.map((n) => n.code)).toEqual(['special']);
  });

  it('names why a charge is barred and the reading it relies on', () => {
    const r = melee({ dice: 6, charger: 'mounted', defending: [], chargerIn: ['stoneWalls'] });
    expect(r.applied[0]).toMatchObject({ code: 'chargeProhibited', feature: 'stoneWalls', rule: expect.stringContaining('cannot charge or intercept if interpenetrated') });
    expect(r.readings.map((x) => x.id)).toContain('chargerInFeatureChargesOut');
  });

  it.each([
    [null, 'meleeDice'],
    [{ dice: 6, charger: 'foot' }, 'defending'],
    [{ dice: '6', charger: 'foot', defending: [] }, 'dice'],
    [{ dice: 6, charger: 'knights', defending: [] }, 'charger'],
    [{ dice: 6, charger: 'foot', defending: ['castle'] }, 'defending[0]'],
    [{ dice: 6, charger: 'foot', defending: [], round: 'second' }, 'round'],
  ])('refuses %j', (input, says) => {
    const r = meleeDice(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(says);
  });
});
