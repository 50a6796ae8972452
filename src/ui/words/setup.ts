import type { SetupError, SetupErrors } from '../../engine';
import { catalogue, msg } from './catalogue';

/** The words of the setup's errors; `label` is the field's label, `unit` the edition's unit group (TuG in 2023, UG in 2020: data `deployment.unit`). */
export const SETUP_ERROR_WORDS = catalogue({
  labels: {
    name: 'The name',
    pbsCards: 'PBS cards',
    scoutingCards: 'Scouting cards',
    territories: 'Territories',
    batteries: 'Batteries',
    battleWagons: 'Battle wagons',
    expendables: 'Expendables',
    widthCm: 'The table width',
    depthCm: 'The table depth',
    baseWidthMm: 'The base width',
    seed: 'The game code',
  },
  /** The labels naming the edition's unit group. */
  unitLabels: {
    tugs: msg<{ unit: string }>('{unit}s'),
    barricades: msg<{ unit: string }>('{unit}s with barricades'),
    redoubts: msg<{ unit: string }>('{unit}s with redoubts'),
  },
  /** The tournament's fields' labels (issue 37), apart: "table" there is the table's number, not its size. */
  tournamentLabels: { event: 'The event name', round: 'The round', table: 'The table number' },
  thisValue: 'This value',
  required: {
    player: 'Enter the player name',
    army: 'Name the army',
    seed: 'Enter a game code (any word or number)',
    event: 'Enter the event name, or leave the tournament empty',
    other: msg<{ label: string }>('{label} is needed'),
  },
  notNumber: msg<{ label: string }>('{label} must be a number'),
  notWhole: msg<{ label: string }>('{label} must be a whole number'),
  /** `dimension`: `wide` or `deep`. */
  tableTooSmall: msg<{ min: number; dimension: 'wide' | 'deep' }>('A table is at least {min} cm {dimension, select, wide {wide} other {deep}}'),
  armyTooSmall: msg<{ min: number; unit: string }>('An army has at least {min} {unit}'),
  negative: msg<{ label: string }>('{label} cannot be negative'),
  tooSmall: msg<{ label: string; min: number }>('{label} must be at least {min}'),
  tableTooBig: msg<{ max: number; dimension: 'wide' | 'deep' }>('A table is at most {max} cm {dimension, select, wide {wide} other {deep}}'),
  tooBig: msg<{ label: string; max: number }>('{label} is at most {max}'),
  tooShort: msg<{ label: string; min: number }>('{label} needs at least {min} characters'),
  eventTooLong: msg<{ max: number }>('Keep the event name to {max} characters'),
  /** `field`: `army`, `seed` or another name. */
  tooLong: msg<{ field: string; max: number }>('Keep {field, select, army {the army name} seed {the game code} other {the name}} under {max} characters'),
  tooFew: 'Offer at least one territory',
  tooMany: msg<{ max: number }>('Offer at most {max} territories'),
  cardLimit: msg<{ label: string; min: number; max: number }>('{label} must be from {min} to {max}.'),
  unknownTerritory: msg<{ edition: string; territories: readonly string[] }>('Not a territory of the {edition} edition: {territories, list}.'),
  duplicateTerritory: 'Each territory may be offered once.',
  sameNames: 'The two players need different names',
  notAnOption: 'Choose one of the options offered',
  unknownField: 'This is not part of a setup',
  invalid: 'This value is not valid',
  profileMismatch: "The rules in use are not the ones of this setup's rules profile",
  /** The notice by the start button: how many values need fixing and what each needs (`problems`, joined by `separator`). */
  problems: msg<{ count: number; problems: string }>(
    '{count, plural, one {One value needs} other {# values need}} fixing before the pre-battle can start: {problems}. Each is marked beside its field.',
  ),
  separator: '; ',
  /** The base width field's hint: the scale's default (an assumption, the seeds give none) and, for Pacto (`halfWidths`), that distances are in half base widths (`halfMm` of them, when a width is chosen). */
  baseWidthHint: msg<{ scale: string; defaultMm: number; halfWidths: 'no' | 'yes' | 'chosen'; halfMm: number }>(
    'Default for {scale}: {defaultMm} mm, an assumption, not in the sources.{halfWidths, select, chosen { Distances are in HBW, half of it ({halfMm} mm).} yes { Distances are in HBW, half of it.} other {}}',
  ),
} as const);

const E = SETUP_ERROR_WORDS;

/** A field's label, by its key. */
function labelOf(path: string, key: string, unit: string): string {
  if (path.startsWith('tournament.')) return E.tournamentLabels[key as keyof typeof E.tournamentLabels] ?? E.thisValue;
  if (Object.hasOwn(E.unitLabels, key)) return E.unitLabels[key as keyof typeof E.unitLabels]({ unit });
  return E.labels[key as keyof typeof E.labels] ?? E.thisValue;
}

/** Which field a path names: "players.0.army.name" is the army's name, "players.1.name" the player's. */
function fieldOf(path: string): { key: string; owner: 'player' | 'army' | 'seed' | 'event' | 'other' } {
  const parts = path.split('.');
  const key = parts.at(-1) ?? path;
  if (key === 'seed') return { key, owner: 'seed' };
  if (path === 'tournament.event') return { key, owner: 'event' };
  if (key === 'name') return { key, owner: parts.includes('army') ? 'army' : 'player' };
  return { key, owner: 'other' };
}

/** One setup field's error in words, with the field's label (PBS cards, table width...). */
export function setupErrorText(path: string, error: SetupError, unit = 'TuG'): string {
  const { key, owner } = fieldOf(path);
  const label = labelOf(path, key, unit);
  const dimension = key === 'widthCm' ? 'wide' : key === 'depthCm' ? 'deep' : null;
  switch (error.code) {
    case 'required':
      return owner === 'other' ? E.required.other({ label }) : E.required[owner];
    case 'notNumber':
      return E.notNumber({ label });
    case 'notWhole':
      return E.notWhole({ label });
    case 'tooSmall':
      if (dimension) return E.tableTooSmall({ min: error.min, dimension });
      if (key === 'tugs') return E.armyTooSmall({ min: error.min, unit });
      return error.min === 0 ? E.negative({ label }) : E.tooSmall({ label, min: error.min });
    case 'tooBig':
      return dimension ? E.tableTooBig({ max: error.max, dimension }) : E.tooBig({ label, max: error.max });
    case 'tooShort':
      return E.tooShort({ label, min: error.min });
    case 'tooLong':
      return owner === 'event' ? E.eventTooLong({ max: error.max }) : E.tooLong({ field: owner, max: error.max });
    case 'tooFew':
      return E.tooFew;
    case 'tooMany':
      return E.tooMany({ max: error.max });
    case 'cardLimit':
      return E.cardLimit({ label, min: error.min, max: error.max });
    case 'unknownTerritory':
      return E.unknownTerritory({ edition: error.edition, territories: error.territories });
    case 'duplicateTerritory':
    case 'sameNames':
    case 'notAnOption':
    case 'unknownField':
    case 'invalid':
    case 'profileMismatch':
      return E[error.code];
  }
}

/** The notice by the start button: how many values need fixing and what each needs, every one also marked beside its field. */
export function setupProblemText(texts: readonly string[]): string {
  return E.problems({ count: texts.length, problems: texts.map((t) => t.replace(/\.$/, '')).join(E.separator) });
}

/** Every setup error in words, keyed by field path, for the setup form. */
export function setupErrorTexts(errors: SetupErrors, unit = 'TuG'): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([path, error]) => [path, setupErrorText(path, error, unit)]));
}

/** The base width field's hint: the scale's default (an assumption, the seeds give none) and, for Pacto, that distances are in half base widths. */
export function baseWidthHint(scale: { name: string; unit: string }, defaultMm: number, chosenMm: number | undefined): string {
  const chosen = chosenMm !== undefined && !Number.isNaN(chosenMm);
  const halfWidths = scale.unit !== 'HBW' ? 'no' : chosen ? 'chosen' : 'yes';
  return E.baseWidthHint({ scale: scale.name, defaultMm, halfWidths, halfMm: chosen ? chosenMm / 2 : 0 });
}
