import { describe, expect, test } from 'vitest';
import { bundledRules } from '../bundledRules';
import { newGame } from '../game';
import { ProfileFileSchema, PROFILE_FORMAT, PROFILE_VERSION, type RulesProfile } from '../schema/profile';
import { scaleDistance } from '../schema/scales';
import { tableGeometry } from '../table/geometry';
import { physicalSetup } from '../../../tests/support/scenario';
import { bundledPresets } from './presets';
import { houseRule, profileValuesOf, rulesForSetup, rulesWithProfile } from './apply';

const base = bundledRules();
const tournament: RulesProfile = {
  name: 'Club night',
  values: { flankSector: 8, flankSize: { min: 4, max: 8 }, compulsorySize: { min: 2, max: 6 }, optionalSize: { min: 2, max: 6 }, marchDays: 4 },
};

function made(profile: unknown) {
  const result = rulesWithProfile(base, profile);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.rules;
}

describe('rulesWithProfile', () => {
  test('no profile gives the base rules', () => {
    expect(rulesWithProfile(base, undefined)).toEqual({ ok: true, rules: base });
  });

  test('the seed values of each edition are read from the data (seed 000 PBS 9.A, 9.E; components assumptions)', () => {
    const seed = profileValuesOf(base, '2023');
    expect(seed.flankSector).toBe(base.editions['2023'].placement.flankSectorBw);
    expect(seed.compulsorySize).toEqual(base.editions['2023'].pieceSizes.compulsory);
    expect(seed.flankSize).toEqual(base.editions['2023'].pieceSizes.compulsory);
    expect(seed.deck).toEqual(base.components.deck);
    expect(seed.marchDays).toBe(base.editions['2023'].march.days);
    expect('spacing' in seed).toBe(base.editions['2023'].placement.spacingBw !== null);
  });

  test('every changed value lands in both places an edition states it, and is listed as changed', () => {
    const rules = made(tournament);
    for (const id of ['2023', '2020'] as const) {
      const e = rules.editions[id];
      expect(e.placement.flankSectorBw).toBe(8);
      expect(e.distances.find((d) => d.key === 'flankSector')?.printed).toBe(8);
      expect(e.pieceSizes.flank).toEqual({ min: 4, max: 8 });
      expect(e.pieceSizes.compulsory).toEqual({ min: 2, max: 6 });
      expect(e.march.days).toBe(4);
      expect(rules.profile?.changed[id]).toEqual(['flankSector', 'flankSize', 'compulsorySize', 'optionalSize', 'marchDays']);
    }
    expect(houseRule(rules, '2023', 'flankSector')).toEqual({ value: 8, seed: base.editions['2023'].placement.flankSectorBw });
    expect(houseRule(rules, '2023', 'deck')).toBeNull();
    expect(houseRule(base, '2023', 'flankSector')).toBeNull();
  });

  test("a profile's distances convert with the scale like the value they replace (seed 002: starred distances reduced to 2/3 for Magna)", () => {
    const rules = made(tournament);
    const setup = { ...physicalSetup(), scale: 'magna' as const };
    const seedFlank = tableGeometry(base, setup).distances.find((d) => d.key === 'flankSector')!;
    const houseFlank = tableGeometry(rules, setup).distances.find((d) => d.key === 'flankSector')!;
    const magna = base.scales.scales.find((s) => s.id === 'magna')!;
    expect(houseFlank.printed).toBe(8);
    expect(seedFlank.value).toBe(scaleDistance(magna, seedFlank.printed));
    expect(houseFlank.value).toBe(scaleDistance(magna, 8));
    expect(houseFlank.value).toBeLessThan(8);
    expect(tableGeometry(rules, setup).pieceSizes.flank.max).toBeLessThan(8);
  });

  // 000 PBS 10.B-10.C puts the 2023 side-edge limit in the "unsecure flank sectors" (PBS 9.E), so it follows the
  // flank-sector width; 002 Deployment Zones gives 2020 its own 5 BW strip. Issue 27: the tournament preset's 8 BW.
  test.each([
    ['2023', 'maximus', { flankSector: 8 }, 8, '000 PBS 10.B: the strip is the unsecured flank sector'],
    ['2023', 'magna', { flankSector: 8 }, 8, '000 PBS 10.B; 002 stars both'],
    ['2023', 'pacto', { flankSector: 8 }, 8, '000 PBS 10.B; Pacto in HBW'],
    ['2023', 'maximus', { flankSector: 8, sideEdgeStrip: 12 }, 12, 'a profile that sets the strip itself keeps it'],
    ['2020', 'maximus', { flankSector: 8 }, 5, "002 Deployment Zones: 2020's strip is its own 5 BW"],
    ['2020', 'magna', { flankSector: 8 }, 5, '002 Deployment Zones: not starred'],
  ] as const)('%s %s %j: the side-edge strip is printed %i BW (%s)', (edition, scale, values, printed, _why) => {
    const rules = made({ name: 'Strip', values });
    const setup = { ...physicalSetup(), edition, scale } as const;
    const strip = tableGeometry(rules, setup).distances.find((d) => d.key === 'sideEdgeStrip')!;
    const flank = tableGeometry(rules, setup).distances.find((d) => d.key === 'flankSector')!;
    expect(strip.printed).toBe(printed);
    if (edition === '2023' && !('sideEdgeStrip' in values)) expect(strip.value).toBe(flank.value);
    expect(tableGeometry(rules, setup).sideStrip).toBe(Math.min(strip.value, tableGeometry(rules, setup).width / 2));
  });

  test('the tournament preset narrows the 2023 side-edge strip with its flank sectors (issue 27)', () => {
    const preset = bundledPresets().find((p) => p.id === 'tournament8bw')!;
    const rules = made(preset.profile);
    expect(tableGeometry(rules, physicalSetup()).sideStrip).toBe(tableGeometry(rules, physicalSetup()).sectors.left.to);
    expect(tableGeometry(base, physicalSetup()).sideStrip).toBe(tableGeometry(base, physicalSetup()).sectors.left.to);
  });

  test('a value equal to the seed is not marked as a house rule', () => {
    const rules = made({ name: 'Same', values: { flankSector: base.editions['2023'].placement.flankSectorBw } });
    expect(rules.profile?.changed['2023']).toEqual([]);
  });

  test('the same profile gives the same rules object', () => {
    expect(made(tournament)).toBe(made(structuredClone(tournament)));
  });

  test.each([
    ['a negative distance', { name: 'x', values: { flankSector: -1 } }, { path: 'values.flankSector', code: 'tooSmall' }],
    ['a fractional card count', { name: 'x', values: { marchDays: 2.5 } }, { path: 'values.marchDays', code: 'notWhole' }],
    ['a size whose max is below its min', { name: 'x', values: { optionalSize: { min: 6, max: 4 } } }, { path: 'values.optionalSize.max', code: 'maxBelowMin' }],
    ['an unknown setting', { name: 'x', values: { flankWidth: 8 } }, { path: 'values.flankWidth', code: 'unknownField' }],
    ['a die with five faces', { name: 'x', values: { dice: { red: ['skull', 'skull', 'wound', 'wound', 'special'] } } }, { path: 'values.dice.red', code: 'tooSmall' }],
    ['a face no die has', { name: 'x', values: { dice: { red: ['skull', 'skull', 'wound', 'wound', 'special', 'crown'] } } }, { path: 'values.dice.red.5', code: 'notAnOption' }],
    ['no name', { name: ' ', values: {} }, { path: 'name', code: 'required' }],
  ])('%s is refused with where and why', (_label, profile, issue) => {
    const result = rulesWithProfile(base, profile);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues).toContainEqual(expect.objectContaining(issue));
  });

  test('a deck too small for the largest armies is refused (PBS 8.B deal, 10.A scouting)', () => {
    const result = rulesWithProfile(base, { name: 'x', values: { deck: { black: 5, white: 5, green: 5, yellow: 5, red: 5 } } });
    const needed = 2 * (base.components.armyCardLimits.pbsMax + base.components.armyCardLimits.scoutingMax);
    expect(result).toEqual({ ok: false, issues: [{ path: 'values.deck', code: 'deckTooSmall', cards: 25, needed }] });
  });
});

describe('profiles in a game', () => {
  test('a setup records its profile and replays only with the rules made from it', () => {
    const setup = { ...physicalSetup(), profile: tournament };
    const rules = rulesForSetup(base, setup);
    expect(rules.ok && newGame(rules.rules, setup).ok).toBe(true);
    expect(newGame(base, setup)).toEqual({ ok: false, errors: { profile: { code: 'profileMismatch' } } });
    expect(newGame(made(tournament), physicalSetup())).toEqual({ ok: false, errors: { profile: { code: 'profileMismatch' } } });
  });

  test('a profile file round-trips through JSON and its schema', () => {
    const file = { format: PROFILE_FORMAT, version: PROFILE_VERSION, profile: tournament };
    const back = ProfileFileSchema.parse(JSON.parse(JSON.stringify(file)));
    expect(back).toEqual(file);
    expect(made(back.profile)).toBe(made(tournament));
  });

  test('every shipped preset makes valid rules, and the first keeps the seeds', () => {
    const presets = bundledPresets();
    expect(presets[0]?.id).toBe('asPrinted');
    expect(made(presets[0]!.profile).profile?.changed).toEqual({ '2023': [], '2020': [] });
    for (const preset of presets) expect(rulesWithProfile(base, preset.profile).ok).toBe(true);
  });

  test('a preset speaks to players: its basis and note name no issue, seed file or workshop word (issue 38)', () => {
    for (const preset of bundledPresets()) {
      const shown = JSON.stringify(preset);
      expect(shown).not.toMatch(/issue \d|project's|the seeds/);
    }
  });
});
