import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bundledRules, PROFILE_FORMAT, PROFILE_VERSION, profileValuesOf, type RulesProfile } from '../../engine';
import { ProfileEditor } from './ProfileEditor';
import { assumedSettings } from './assumedSettings';
import { PROFILES } from './words';
import { PROFILE_LABELS, profileChangeLines, profileValueText } from '../words/houseRules';

const rules = bundledRules();
const blank: RulesProfile = { format: PROFILE_FORMAT, version: PROFILE_VERSION, name: 'Club', values: {} } as RulesProfile;

describe('the profile editor tells printed rules from the app’s assumptions (RULES-NOTES section 4; issue 29)', () => {
  it('marks as assumed exactly the settings data/meg/components.json lists as assumptions, and moving less', () => {
    const assumed = assumedSettings(rules);
    const fromComponents = rules.components.assumptions.map((a) => a.field);
    expect(assumed.has('deck')).toBe(fromComponents.includes('deck'));
    expect(assumed.has('dice')).toBe(fromComponents.includes('dice'));
    expect(assumed.has('pbsMax')).toBe(fromComponents.includes('armyCardLimits'));
    expect(assumed.has('mayMoveLess')).toBe(true);
    // Distances are printed on the sheets (000 PBS 9.E, 10.B).
    expect(assumed.has('flankSector')).toBe(false);
  });

  it('says "the app assumes" beside the deck and dice, and "Printed" beside a printed distance', () => {
    render(<ProfileEditor rules={rules} profile={blank} title="Edit" others={[]} onSave={() => undefined} onCancel={() => undefined} />);
    const seed = profileValuesOf(rules, '2023');
    expect(screen.getByText(PROFILES.assumedValue({ text: profileValueText('deck', seed.deck) }))).toBeInTheDocument();
    expect(screen.getByText(PROFILES.assumedValue({ text: profileValueText('dice', seed.dice) }))).toBeInTheDocument();
    expect(screen.queryByText(PROFILES.seedValue({ text: profileValueText('deck', seed.deck) }))).toBeNull();
    expect(screen.getByText(PROFILES.seedValue({ text: profileValueText('flankSector', seed.flankSector) }))).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: PROFILE_LABELS.tugRounding })).toHaveDisplayValue(PROFILES.asAssumed);
  });

  it('a changed deck reads against the app’s assumption, a changed distance against the printed value', () => {
    const seed = profileValuesOf(rules, '2023');
    const deck = { ...seed.deck!, red: seed.deck!.red + 1 };
    const [deckLine, flankLine] = profileChangeLines(['deck', 'flankSector'], { deck, flankSector: 8 }, seed, assumedSettings(rules));
    expect(deckLine).toContain('(the app assumed: ');
    expect(flankLine).toContain('(printed: ');
  });
});
