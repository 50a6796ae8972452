import { COLOURS, PROFILE_KEYS, type Colour, type ProfileValues, type RulesProfile } from '../../engine';
import { PROFILE_UNITS } from './profileUnits';

/** The editor's fields as typed text, keyed by path ("flankSector", "flankSize.min", "deck.red", "dice.red.0"). */
export type ProfileForm = Record<string, string>;

/** The form of a profile: its values where it has them, the seed's dice faces (selects always show a face), empty elsewhere. */
export function formOf(profile: RulesProfile, seed: ProfileValues): ProfileForm {
  const form: ProfileForm = { name: profile.name, note: profile.note ?? '' };
  const v = profile.values;
  for (const key of PROFILE_KEYS) {
    const unit = PROFILE_UNITS[key];
    const value = v[key];
    if (unit === 'size') {
      const size = value as { min: number; max: number } | undefined;
      form[`${key}.min`] = size ? String(size.min) : '';
      form[`${key}.max`] = size ? String(size.max) : '';
    } else if (unit === 'cards') {
      for (const c of COLOURS) form[`${key}.${c}`] = v.deck ? String(v.deck[c]) : '';
    } else if (unit === 'faces') {
      for (const c of COLOURS) (v.dice?.[c] ?? seed.dice?.[c] ?? []).forEach((face, i) => (form[`${key}.${c}.${i}`] = face));
    } else {
      form[key] = value === undefined ? '' : String(value);
    }
  }
  return form;
}

const number = (text: string | undefined) => (text === undefined || text.trim() === '' ? undefined : Number(text.trim()));

/**
 * The profile a form describes: an empty field keeps the seed's value; a size or deck with some fields
 * filled takes the seed's value for the others; a die is kept only when its faces differ from the seed's.
 */
export function profileOf(form: ProfileForm, seed: ProfileValues): RulesProfile {
  const values: Record<string, unknown> = {};
  for (const key of PROFILE_KEYS) {
    const unit = PROFILE_UNITS[key];
    if (unit === 'size') {
      const min = number(form[`${key}.min`]);
      const max = number(form[`${key}.max`]);
      const fallback = seed[key] as { min: number; max: number } | undefined;
      if (min !== undefined || max !== undefined) values[key] = { min: min ?? fallback?.min, max: max ?? fallback?.max };
    } else if (unit === 'cards') {
      const counts = COLOURS.map((c) => number(form[`${key}.${c}`]));
      if (counts.some((n) => n !== undefined)) values[key] = Object.fromEntries(COLOURS.map((c, i) => [c, counts[i] ?? seed.deck?.[c]]));
    } else if (unit === 'faces') {
      const dice: Partial<Record<Colour, string[]>> = {};
      for (const c of COLOURS) {
        const faces = [0, 1, 2, 3, 4, 5].map((i) => form[`${key}.${c}.${i}`] ?? '');
        if (faces.join() !== (seed.dice?.[c] ?? []).join()) dice[c] = faces;
      }
      if (Object.keys(dice).length > 0) values[key] = dice;
    } else if (key === 'mayMoveLess') {
      if (form[key] === 'true' || form[key] === 'false') values[key] = form[key] === 'true';
    } else if (key === 'tugRounding') {
      if (form[key]) values[key] = form[key];
    } else {
      const n = number(form[key]);
      if (n !== undefined) values[key] = n;
    }
  }
  const note = form['note']?.trim() ?? '';
  return { name: form['name'] ?? '', ...(note ? { note } : {}), values: values as ProfileValues };
}
