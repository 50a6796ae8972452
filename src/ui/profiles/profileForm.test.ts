import { describe, expect, test } from 'vitest';
import { bundledRules, profileValuesOf } from '../../engine';
import { formOf, profileOf } from './profileForm';

const seed = profileValuesOf(bundledRules(), '2023');

describe('the profile form', () => {
  test('an untouched form of an empty profile changes nothing', () => {
    expect(profileOf(formOf({ name: 'Club', values: {} }, seed), seed)).toEqual({ name: 'Club', values: {} });
  });

  test('a profile survives the round trip through its form', () => {
    const profile = {
      name: 'Event',
      note: 'From the organiser',
      values: { flankSector: 8, flankSize: { min: 4, max: 8 }, deck: { black: 10, white: 10, green: 10, yellow: 10, red: 10 }, mayMoveLess: false, tugRounding: 'up' as const, dice: { red: ['skull', 'skull', 'skull', 'wound', 'special', 'blank'] as const } },
    };
    const back = profileOf(formOf({ ...profile, values: { ...profile.values, dice: { red: [...profile.values.dice.red] } } }, seed), seed);
    expect(back).toEqual({ ...profile, values: { ...profile.values, dice: { red: [...profile.values.dice.red] } } });
  });

  test('a size or deck with one field filled takes the seed for the others', () => {
    const form = { ...formOf({ name: 'x', values: {} }, seed), 'optionalSize.max': '6', 'deck.red': '3' };
    const values = profileOf(form, seed).values;
    expect(values.optionalSize).toEqual({ min: seed.optionalSize?.min, max: 6 });
    expect(values.deck).toEqual({ ...seed.deck, red: 3 });
  });

  test('text that is not a number stays wrong, for the checks to name', () => {
    const form = { ...formOf({ name: 'x', values: {} }, seed), flankSector: 'eight' };
    expect(Number.isNaN(profileOf(form, seed).values.flankSector)).toBe(true);
  });
});
