import { describe, it, expect } from 'vitest';
import raw from '../../../data/agv/terrain.json';
import { AgvTerrainFileSchema, type AgvFeature } from './schema';

const SEED = 'seed 004_0fb106609e897a8f.txt';
const file = AgvTerrainFileSchema.parse(raw);

function feature(id: string): AgvFeature {
  const f = file.features.find((x) => x.id === id);
  if (!f) throw new Error(`no feature ${id}`);
  return f;
}

/** A feature's effects on each unit type without its citations (which index its own `rules`). */
function effectsOnly(id: string) {
  return Object.fromEntries(Object.entries(feature(id).units).map(([unit, { cite: _cite, ...u }]) => [unit, u]));
}

/**
 * The terrain features seed 004 gives effects for, in its order: the general features (forests
 * are named inside the Woods paragraph), the linear ones (stone walls split from hedge-rows and
 * fences because they alone give cover; fords are named inside Rivers), and earthworks.
 */
const SEED_FEATURES: [string, 'general' | 'linear'][] = [
  ['contours', 'general'],
  ['hills', 'general'],
  ['roughGround', 'general'],
  ['boggyGround', 'general'],
  ['woods', 'general'],
  ['forests', 'general'],
  ['villages', 'general'],
  ['landmarks', 'general'],
  ['bridges', 'general'],
  ['hedgeRows', 'linear'],
  ['stoneWalls', 'linear'],
  ['ditches', 'linear'],
  ['streams', 'linear'],
  ['rivers', 'linear'],
  ['fords', 'linear'],
  ['roads', 'linear'],
  ['earthworks', 'linear'],
];

describe('A Great Victory! terrain guidelines (seed 004)', () => {
  it(`parses with AgvTerrainFileSchema and has one entry per feature of the seed (${SEED}, all sections)`, () => {
    expect(file.features).toHaveLength(SEED_FEATURES.length);
    expect(file.features.map((f) => [f.id, f.type])).toEqual(SEED_FEATURES);
    for (const f of file.features) expect(f.source.startsWith('004 ')).toBe(true);
  });

  it(`004 How does terrain affect movement?: half rate costs 2 cm per 1 cm and is not cumulative (${SEED})`, () => {
    expect(file.general.movement.halfRateCmCostPerCm).toBe(2);
    expect(file.general.movement.halfRateCumulative).toBe(false);
    expect(file.general.movement.halfRateAppliesTo).toContain('side-stepping');
  });

  it(`004 How does terrain affect firing?: cover halves dice rounding down, all stands must qualify, two cover features block (${SEED})`, () => {
    const f = file.general.fire;
    expect(f.coverDiceMultiplier).toBe(0.5);
    expect(f.rounding).toBe('down');
    expect(f.allStandsMustQualify).toBe(true);
    expect(f.coverFeaturesThatBlockFire).toBe(2);
    expect(f.standCoverConditions).toHaveLength(3);
    expect(f.firingWithCoverFeatures).toHaveLength(3);
  });

  it(`004 How does terrain affect hand-to-hand combat?: charger halves dice, first phase only, cumulative (${SEED})`, () => {
    const h = file.general.handToHand;
    expect(h.chargerDiceMultiplier).toBe(0.5);
    expect(h.phases).toBe(1);
    expect(h.cumulative).toBe(true);
    expect(h.defendingGeneralConditions).toHaveLength(2);
    expect(h.defendingLinearConditions).toHaveLength(2);
  });

  it(`004 General terrain features: Woods: 5-10 cm across, 15 cm apart; artillery cannot enter; cover and advantage (${SEED})`, () => {
    const w = feature('woods');
    expect(w.placement).toMatchObject({ minAcrossCm: 5, maxAcrossCm: 10, minApartCm: 15 });
    expect(w.units.artillery.enter).toBe('prohibited');
    expect(w.units.mounted).toMatchObject({ move: 'halfRate', charge: 'prohibited', intercept: 'prohibited' });
    expect(w.units.elephants).toMatchObject({ charge: 'halfRate', intercept: 'halfRate' });
    expect(w.cover.gives).toBe(true);
    expect(w.handToHandAdvantage.gives).toBe(true);
    expect(w.stopsFire.missile).toEqual({ into: false, beyond: true });
  });

  it(`004 General terrain features: Villages: 5-10 cm across, 40 cm apart; mounted and elephants cannot charge (${SEED})`, () => {
    const v = feature('villages');
    expect(v.placement).toMatchObject({ minAcrossCm: 5, maxAcrossCm: 10, minApartCm: 40 });
    expect(v.units.elephants.charge).toBe('prohibited');
    expect(v.units.foot.charge).toBe('halfRate');
    expect(v.units.artillery.move).toBe('halfRate');
  });

  it(`004 General terrain features: Landmarks: at most 5 cm, church within 5 cm of a village, only foot enter, one defender (${SEED})`, () => {
    const l = feature('landmarks');
    expect(l.placement.maxAcrossCm).toBe(5);
    expect(l.placement.within).toEqual([{ appliesTo: 'village churches', of: 'villages', maxCm: 5 }]);
    expect(l.placement.notPartOf).toEqual(['villages']);
    expect(l.units.foot.enter).toBe('allowed');
    expect(l.units.mounted.enter).toBe('prohibited');
    expect(l.maxDefendingUnits).toBe(1);
    expect(l.stopsFire.artillery.outOf).toBeUndefined();
  });

  it(`004 General terrain features: Rough Ground: no effect on foot movement, mounted cannot charge (${SEED})`, () => {
    const r = feature('roughGround');
    expect(r.units.foot).toMatchObject({ move: 'normal', charge: 'halfRate' });
    expect(r.units.mounted.charge).toBe('prohibited');
    expect(r.units.artillery.move).toBe('halfRate');
    expect(r.impassable?.except).toBe('along roads through it');
    expect(r.handToHandAdvantage.gives).toBe(true);
  });

  it(`004 General terrain features: Bridges: mounted may charge but not intercept or counter-charge (${SEED})`, () => {
    const b = feature('bridges');
    expect(b.landmark).toBe(true);
    expect(b.units.mounted).toMatchObject({ charge: 'special', intercept: 'prohibited', counterCharge: 'prohibited' });
    expect(b.handToHandAdvantage.gives).toBe(true);
    expect(b.cover.gives).toBe(false);
  });

  it(`004 Linear terrain features: Hedge-Rows, Wooden Fences, Stone Walls: stone wall covers vs missile and light artillery; artillery cannot fire in it (${SEED})`, () => {
    expect(feature('stoneWalls').cover).toEqual({ gives: true, against: ['missile', 'lightArtillery'] });
    expect(feature('hedgeRows').cover.gives).toBe(false);
    expect(feature('hedgeRows').units.artillery.mayFireWhileInterpenetrated).toBe(false);
    expect(feature('hedgeRows').units.mounted.mayChargeOrInterceptWhileInterpenetrated).toBe(false);
    expect(feature('hedgeRows').units.foot).toMatchObject({ move: 'halfRate', charge: 'halfRate' });
  });

  it(`004 Linear terrain features: Ditches: at most one base width, cover only for foot in it (${SEED})`, () => {
    const d = feature('ditches');
    expect(d.placement.width).toEqual({ atMostBaseWidths: 1, defaultBaseWidths: 1 });
    expect(d.cover.onlyFor).toEqual(['foot']);
    expect(d.units.mounted).toMatchObject({ move: 'halfRate', charge: 'halfRate', intercept: 'halfRate' });
  });

  it(`004 Linear terrain features: Streams: no charging; only elephants fire from it; advantage to units outside (${SEED})`, () => {
    const s = feature('streams');
    expect(s.units.foot.charge).toBe('prohibited');
    expect(s.units.elephants.mayFireWhileInterpenetrated).toBe(true);
    expect(s.units.mounted.mayFireWhileInterpenetrated).toBe(false);
    expect(s.units.artillery.enter).toBe('conditional');
    expect(s.handToHandAdvantage).toEqual({ gives: true, beneficiary: 'unitsNotInFeature' });
  });

  it(`004 Linear terrain features: Rivers: more than one base width, impassable except bridges or fords; fords as streams (${SEED})`, () => {
    expect(feature('rivers').placement.width).toEqual({ moreThanBaseWidths: 1, defaultBaseWidths: 2 });
    expect(feature('rivers').impassable?.except).toBe('at bridges or at fords');
    const ford = feature('fords');
    expect(ford.treatAs).toBe('streams');
    expect(ford.units).toEqual(effectsOnly('streams'));
  });

  it(`004 Linear terrain features: Roads: one base width, no effect on fire (${SEED})`, () => {
    expect(feature('roads').placement.width).toEqual({ exactlyBaseWidths: 1, defaultBaseWidths: 1 });
    expect(feature('roads').handToHandAdvantage.gives).toBe(false);
  });

  it(`004 General considerations: What about earthworks?: treated as a stone wall (${SEED})`, () => {
    const e = feature('earthworks');
    expect(e.treatAs).toBe('stoneWalls');
    expect(e.units).toEqual(effectsOnly('stoneWalls'));
    expect(e.cover).toEqual(feature('stoneWalls').cover);
  });

  it(`004 General considerations: How do we place terrain features?: overlap and road crossings (${SEED})`, () => {
    const p = file.placement;
    expect(p.overlap.noOverlapWith).toEqual(['rivers', 'streams', 'ditches']);
    expect(p.overlap.except).toEqual(['bridges']);
    expect(p.roadCrossings).toEqual([
      expect.objectContaining({ crosses: ['streams', 'rivers'], designateAs: ['bridges', 'fords'], when: 'beforePlay' }),
      expect.objectContaining({ crosses: ['ditches'], designateAs: ['bridges'], when: 'automatic' }),
    ]);
    expect(p.guidance.length).toBeGreaterThan(0);
  });

  it(`schema rejects an unknown feature reference (${SEED}, convention check)`, () => {
    const bad = structuredClone(raw) as { features: { id: string; treatAs?: string }[] };
    bad.features.find((f) => f.id === 'fords')!.treatAs = 'brooks';
    expect(AgvTerrainFileSchema.safeParse(bad).success).toBe(false);
  });

  it(`schema rejects a unit citation of a sentence the feature does not have (${SEED}, convention check)`, () => {
    const bad = structuredClone(raw) as { features: { id: string; units: Record<string, { cite?: Record<string, number> }> }[] };
    bad.features.find((f) => f.id === 'woods')!.units.mounted.cite = { charge: 99 };
    const r = AgvTerrainFileSchema.safeParse(bad);
    expect(r.success).toBe(false);
    expect(r.error?.issues).toContainEqual(expect.objectContaining({ message: 'no rule 99 to cite', path: ['features', 4, 'units', 'mounted', 'cite', 'charge'] }));
  });
});
