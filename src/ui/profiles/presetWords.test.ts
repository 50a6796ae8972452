import { describe, expect, it } from 'vitest';
import { bundledPresets } from '../../engine';
import { presetWords } from './presetWords';

describe('the shipped presets in words (issue 36)', () => {
  it('says each preset in English as data/meg/profiles.json has it, so a French screen translates the same words', () => {
    for (const preset of bundledPresets()) {
      expect(presetWords(preset)).toEqual({ name: preset.profile.name, note: preset.profile.note ?? '', basis: preset.basis });
    }
  });
});
