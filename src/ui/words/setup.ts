import type { SetupError, SetupErrors } from '../../engine';
import { catalogue } from './catalogue';

/** The fields' labels; `unit` is the edition's unit group (TuG in 2023, UG in 2020: data `deployment.unit`). */
const labels = (unit: string): Record<string, string> => ({
  name: 'The name',
  pbsCards: 'PBS cards',
  scoutingCards: 'Scouting cards',
  tugs: `${unit}s`,
  territories: 'Territories',
  batteries: 'Batteries',
  barricades: `${unit}s with barricades`,
  battleWagons: 'Battle wagons',
  redoubts: `${unit}s with redoubts`,
  expendables: 'Expendables',
  widthCm: 'The table width',
  depthCm: 'The table depth',
  baseWidthMm: 'The base width',
  seed: 'The game code',
});

/** The tournament's fields' labels (issue 37), apart: "table" there is the table's number, not its size. */
const TOURNAMENT_LABELS: Record<string, string> = {
  event: 'The event name',
  round: 'The round',
  table: 'The table number',
};

const REQUIRED: Record<string, string> = {
  player: 'Enter the player name',
  army: 'Name the army',
  seed: 'Enter a game code (any word or number)',
  event: 'Enter the event name, or leave the tournament empty',
};

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
export const setupErrorText = catalogue(function setupErrorText(path: string, error: SetupError, unit = 'TuG'): string {
  const { key, owner } = fieldOf(path);
  const label = (path.startsWith('tournament.') ? TOURNAMENT_LABELS[key] : labels(unit)[key]) ?? 'This value';
  const table = key === 'widthCm' ? 'wide' : key === 'depthCm' ? 'deep' : null;
  switch (error.code) {
    case 'required':
      return REQUIRED[owner] ?? `${label} is needed`;
    case 'notNumber':
      return `${label} must be a number`;
    case 'notWhole':
      return `${label} must be a whole number`;
    case 'tooSmall':
      if (table) return `A table is at least ${error.min} cm ${table}`;
      if (key === 'tugs') return `An army has at least ${error.min} ${unit}`;
      return error.min === 0 ? `${label} cannot be negative` : `${label} must be at least ${error.min}`;
    case 'tooBig':
      return table ? `A table is at most ${error.max} cm ${table}` : `${label} is at most ${error.max}`;
    case 'tooShort':
      return `${label} needs at least ${error.min} characters`;
    case 'tooLong':
      if (owner === 'event') return `Keep the event name to ${error.max} characters`;
      return `Keep ${owner === 'army' ? 'the army name' : owner === 'seed' ? 'the game code' : 'the name'} under ${error.max} characters`;
    case 'tooFew':
      return 'Offer at least one territory';
    case 'tooMany':
      return `Offer at most ${error.max} territories`;
    case 'cardLimit':
      return `${label} must be from ${error.min} to ${error.max}.`;
    case 'unknownTerritory':
      return `Not a territory of the ${error.edition} edition: ${error.territories.join(', ')}.`;
    case 'duplicateTerritory':
      return 'Each territory may be offered once.';
    case 'sameNames':
      return 'The two players need different names';
    case 'notAnOption':
      return 'Choose one of the options offered';
    case 'unknownField':
      return 'This is not part of a setup';
    case 'invalid':
      return 'This value is not valid';
    case 'profileMismatch':
      return 'The rules in use are not the ones of this setup\'s rules profile';
  }
});

/** The notice by the start button: how many values need fixing and what each needs, every one also marked beside its field. */
export const setupProblemText = catalogue(function setupProblemText(texts: readonly string[]): string {
  const n = texts.length;
  const what = texts.map((t) => t.replace(/\.$/, '')).join('; ');
  return `${n === 1 ? 'One value needs' : `${n} values need`} fixing before the pre-battle can start: ${what}. Each is marked beside its field.`;
});

/** Every setup error in words, keyed by field path, for the setup form. */
export const setupErrorTexts = catalogue(function setupErrorTexts(errors: SetupErrors, unit = 'TuG'): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([path, error]) => [path, setupErrorText(path, error, unit)]));
});

/** The base width field's hint: the scale's default (an assumption, the seeds give none) and, for Pacto, that distances are in half base widths. */
export const baseWidthHint = catalogue(function baseWidthHint(scale: { name: string; unit: string }, defaultMm: number, chosenMm: number | undefined): string {
  const half = chosenMm !== undefined && !Number.isNaN(chosenMm) ? ` (${chosenMm / 2} mm)` : '';
  const unit = scale.unit === 'HBW' ? ` Distances are in HBW, half of it${half}.` : '';
  return `Default for ${scale.name}: ${defaultMm} mm, an assumption, not in the sources.${unit}`;
});
