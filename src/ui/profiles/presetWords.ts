import { bundledPresets } from '../../engine';
import { catalogue, untranslated } from '../words/catalogue';

type Preset = ReturnType<typeof bundledPresets>[number];

/** What a shipped preset is called and says, by its id: data/meg/profiles.json's English, said in the language on screen. */
export const PRESET_WORDS = catalogue({
  asPrinted: {
    name: 'Rules as printed',
    note: "The numbers the rules print, and the app's documented assumptions where they are silent (dice faces, the deck, TuG rounding).",
    basis: "Sources 000 and 002 as transcribed in the app's rules data; the assumptions are listed in the rules reference.",
  },
  tournament8bw: {
    name: 'Tournament: 8 BW flank sectors',
    note: 'Flank sectors of 8 BW; secure-flank pieces 4 x 4 to 8 x 8 BW; other pieces 2 x 2 to 6 x 4 BW, read as no side under 2 BW and none over 6 BW.',
    basis:
      "A published tournament's changes to the printed rules: 8 BW flank sectors, secure-flank pieces of 4x4 to 8x8 BW and other pieces of 2x2 to 6x4 BW. The app bounds a piece's shortest and longest sides, so 6x4 becomes at most 6 BW on any side.",
  },
} as const);

/** A shipped preset's name, note and basis as shown; a preset the catalogue does not know is said as the data has it. */
export function presetWords(preset: Preset): { name: string; note: string; basis: string } {
  const words = (PRESET_WORDS as Readonly<Record<string, { name: string; note: string; basis: string } | undefined>>)[preset.id];
  return words ?? { name: untranslated(preset.profile.name), note: untranslated(preset.profile.note ?? ''), basis: untranslated(preset.basis) };
}
