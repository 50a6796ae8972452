// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { bundledRules } from '../bundledRules';
import type { Rules } from '../rules';
import type { RulesProfile } from '../schema/profile';
import { COLOURS, RATINGS } from '../schema/vocab';
import { tableGeometry } from '../table/geometry';
import { rulesForSetup, rulesWithProfile } from './apply';
import { checkProfile } from './check';
import { bundledPresets } from './presets';
import { defaultTableDeadEnds, diceDeadEnds, setupDeadEnds, tableDeadEnds, type DeadEnd } from './deadEnds';
import { makeSetup } from '../../../tests/support/randomGame';

const base = bundledRules();
const maximus = { edition: '2023' as const, scale: 'maximus' as const, table: { widthCm: 180, depthCm: 120 } };

function refused(profile: RulesProfile): DeadEnd[] {
  const result = checkProfile(base, profile);
  if (result.ok) throw new Error('the profile was accepted');
  return result.issues as DeadEnd[];
}

function rulesOf(profile: RulesProfile): Rules {
  const made = rulesWithProfile(base, profile);
  if (!made.ok) throw new Error(JSON.stringify(made.issues));
  return made.rules;
}

const dieOf = (rating: (typeof RATINGS)[number]) => base.components.ratingDie[rating];

describe('profile dead ends (issue 28)', () => {
  test('the shipped rules and every shipped preset have none on any scale\'s default table', () => {
    expect(defaultTableDeadEnds(base)).toEqual([]);
    for (const preset of bundledPresets()) expect(checkProfile(base, preset.profile), preset.id).toMatchObject({ ok: true });
  });

  test('PBS 8.A (seed 000): a die with one face on every side makes two commanders of its rating tie forever', () => {
    const colour = dieOf('competent');
    const issues = refused({ name: 'Blank green', values: { dice: { [colour]: Array(6).fill('blank') } } });
    expect(issues).toEqual([{ path: `values.dice.${colour}`, code: 'diceAlwaysTie', ratings: ['competent'], colours: [colour], face: 'blank' }]);
  });

  test('PBS 8.A: dice of several ratings showing only one face are one dead end naming them all', () => {
    const issues = diceDeadEnds(rulesOf({ name: 'All blank', values: { dice: Object.fromEntries(COLOURS.map((c) => [c, Array(6).fill('blank')])) } }).components);
    expect(issues).toEqual([{ path: `values.dice.${dieOf(RATINGS[0])}`, code: 'diceAlwaysTie', ratings: [...RATINGS], colours: RATINGS.map(dieOf), face: 'blank' }]);
  });

  test('PBS 8.A: in a game, only its two commanders\' dice count', () => {
    const [a, b] = [dieOf('legendary'), dieOf('talented')];
    const components = rulesOf({ name: 'Skulls', values: { dice: { [a]: Array(6).fill('skull'), [b]: Array(6).fill('skull') } } }).components;
    expect(diceDeadEnds(components, ['legendary', 'talented'])).toEqual([expect.objectContaining({ ratings: ['legendary', 'talented'], face: 'skull' })]);
    // A legendary commander against a competent one: the green die can differ from the red one.
    expect(diceDeadEnds(components, ['legendary', 'competent'])).toEqual([]);
    // Two legendary commanders roll the same one-faced die.
    expect(diceDeadEnds(components, ['legendary', 'legendary'])).toEqual([expect.objectContaining({ ratings: ['legendary'] })]);
    const differ = rulesOf({ name: 'Skull and wound', values: { dice: { [a]: Array(6).fill('skull'), [b]: Array(6).fill('wound') } } }).components;
    expect(diceDeadEnds(differ, ['legendary', 'talented'])).toEqual([]);
  });

  test('PBS 9.E: flank sectors as wide as half the table leave no centre sector (the 30 BW of the report)', () => {
    const issues = refused({ name: 'Wide flanks', values: { flankSector: 30 } });
    expect(issues).toContainEqual(expect.objectContaining({ path: 'values.flankSector', code: 'noCentreSector', table: expect.objectContaining({ scale: 'maximus' }) }));
  });

  test('PBS 9.E, 9.A: a centre sector narrower than the largest piece\'s shortest side gives it no room', () => {
    const width = tableGeometry(base, maximus).width;
    const min = base.editions['2023'].pieceSizes.compulsory.min;
    const flank = (width - (min - 1)) / 2;
    const issues = tableDeadEnds(rulesOf({ name: 'Narrow centre', values: { flankSector: flank } }), maximus);
    expect(issues).toContainEqual(expect.objectContaining({ path: 'values.flankSector', code: 'sectorTooNarrow', sector: 'centre', width: min - 1, needed: min }));
  });

  test('PBS 9.E, 9.A: a flank sector narrower than the largest piece\'s shortest side gives it no room', () => {
    const min = base.editions['2023'].pieceSizes.compulsory.min;
    const issues = tableDeadEnds(rulesOf({ name: 'Narrow flanks', values: { flankSector: min - 1 } }), maximus);
    expect(issues).toContainEqual(expect.objectContaining({ path: 'values.flankSector', code: 'sectorTooNarrow', sector: 'flank', width: min - 1, needed: min }));
  });

  test('PBS 10.B: a deployment distance from the centre line past the base edge leaves no zone', () => {
    const centreLine = tableGeometry(base, maximus).centreLine;
    const issues = tableDeadEnds(rulesOf({ name: 'Far', values: { deploymentFromCentre: centreLine } }), maximus);
    expect(issues).toContainEqual(expect.objectContaining({ path: 'values.deploymentFromCentre', code: 'limitUnreachable', value: centreLine, room: centreLine }));
  });

  test('PBS 10.B-10.C: side-edge strips that meet in the middle cannot be kept', () => {
    const half = tableGeometry(base, maximus).width / 2;
    const issues = tableDeadEnds(rulesOf({ name: 'Strips', values: { sideEdgeStrip: half } }), maximus);
    expect(issues).toContainEqual(expect.objectContaining({ path: 'values.sideEdgeStrip', code: 'limitUnreachable' }));
  });

  test('PBS 9.A: a piece whose shortest side exceeds the table\'s depth cannot be placed', () => {
    const depth = tableGeometry(base, maximus).depth;
    const issues = tableDeadEnds(rulesOf({ name: 'Huge', values: { optionalSize: { min: depth + 1, max: depth + 1 } } }), maximus);
    expect(issues).toContainEqual(expect.objectContaining({ path: 'values.optionalSize.min', code: 'limitUnreachable', value: depth + 1, room: depth }));
  });

  test('a card limit below the data\'s minimum is refused by name (no army could have any number of cards)', () => {
    const strict: Rules = { ...base, components: { ...base.components, armyCardLimits: { ...base.components.armyCardLimits, pbsMin: 2 } } };
    const result = rulesWithProfile(strict, { name: 'Few', values: { pbsMax: 1 } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues).toEqual([{ path: 'values.pbsMax', code: 'belowMinimum', min: 2 }]);
  });

  test('at setup the table entered is checked: the shipped rules on a 60 cm wide Maximus table leave no centre sector', () => {
    const small = { ...maximus, table: { widthCm: 60, depthCm: 120 } };
    expect(setupDeadEnds(base, makeSetup(small))).toContainEqual(expect.objectContaining({ code: 'noCentreSector', table: expect.objectContaining({ widthCm: 60 }) }));
    expect(setupDeadEnds(base, makeSetup(maximus))).toEqual([]);
  });

  test('every scale\'s default table is checked on save: a deployment distance that fits Maximus but not Magna\'s default table is refused', () => {
    const magna = base.scales.scales.find((s) => s.id === 'magna')!;
    const table = magna.tables.find((t) => t.id === magna.defaultTable)!;
    const magnaLine = tableGeometry(base, { edition: '2023', scale: 'magna', table }).centreLine;
    const maximusLine = tableGeometry(base, maximus).centreLine;
    const distance = Math.ceil(magnaLine);
    // RULES-NOTES section 2: the deployment distance carries no star, so Magna keeps it as printed on its smaller table.
    expect(base.editions['2023'].distances.find((d) => d.key === 'deploymentFromCentre')?.scaled).toBe(false);
    expect(distance).toBeLessThan(maximusLine);
    const issues = refused({ name: 'Magna trap', values: { deploymentFromCentre: distance } });
    const scales = issues.map((i) => ('table' in i ? i.table.scale : null));
    expect(scales).toContain('magna');
    expect(scales).not.toContain('maximus');
  });

  test('a game saved under such a profile still opens: its rules are made, only saving, importing and setup refuse it', () => {
    const profile: RulesProfile = { name: 'Wide flanks', values: { flankSector: 30 } };
    expect(rulesForSetup(base, makeSetup({ profile })).ok).toBe(true);
    expect(checkProfile(base, profile).ok).toBe(false);
  });
});
