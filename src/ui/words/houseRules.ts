import type { DeadEndTable, EditionId, ProfileIssue, ProfileKey, ProfileValues } from '../../engine';
import { PROFILE_UNITS } from '../profiles/profileUnits';
import { catalogue } from './catalogue';
import { COLOUR_WORDS, FACE_WORDS, RATING_WORDS } from './vocab';

/*
 * What a game says of the rules profile it is played under (the game bar, the table diagram, the battle sheet, a
 * file's check notes): each setting's name and value, the changes, a profile's problems. The profiles screen's own
 * words are in src/ui/profiles/words.ts.
 */

/** What each setting of a rules profile is called. */
export const PROFILE_LABELS: Record<ProfileKey, string> = catalogue({
  flankSector: 'Flank sector width',
  deepWater: 'Deep water, at most into the table',
  deploymentFromCentre: 'Deployment, at least from the centre line',
  sideEdgeStrip: 'Side-edge strip',
  spacing: 'Spacing between terrain pieces (2020)',
  opponentMove: "Opponent's terrain move, up to",
  camp: 'Camp distance',
  flankSize: 'Secure-flank piece size',
  compulsorySize: 'Compulsory piece size',
  optionalSize: 'Optional piece size',
  marchDays: 'Days of the march',
  mayMoveLess: 'The day winner may move the counter less, or stay',
  deck: 'Command deck',
  dice: 'Dice faces',
  pbsMax: 'Most PBS cards an army may have',
  scoutingMax: 'Most scouting cards an army may have',
  tugRounding: 'Rounding a percentage of the army to TuGs',
});

/** How a percentage of the army is rounded to TuGs, in words. */
export const ROUNDING_WORDS: Record<NonNullable<ProfileValues['tugRounding']>, string> = catalogue({
  nearest: 'to the nearest TuG',
  up: 'up',
  down: 'down',
});

/** A profile value in words: "8 BW", "4 to 8 BW", "B 15, W 15, G 12, Y 8, R 5". */
export const profileValueText = catalogue(function profileValueText<K extends ProfileKey>(key: K, value: ProfileValues[K]): string {
  if (value === undefined) return '-';
  const unit = PROFILE_UNITS[key];
  if (unit === 'BW') return `${String(value)} BW`;
  if (unit === 'size') {
    const size = value as { min: number; max: number };
    return `${size.min} to ${size.max} BW`;
  }
  if (unit === 'cards') {
    const deck = value as Record<keyof typeof COLOUR_WORDS, number>;
    return (Object.keys(COLOUR_WORDS) as (keyof typeof COLOUR_WORDS)[]).map((c) => `${COLOUR_WORDS[c]} ${deck[c]}`).join(', ');
  }
  if (unit === 'faces') {
    const dice = value as Partial<Record<keyof typeof COLOUR_WORDS, string[]>>;
    return Object.entries(dice)
      .map(([colour, faces]) => `${COLOUR_WORDS[colour as keyof typeof COLOUR_WORDS]}: ${(faces ?? []).join(', ')}`)
      .join('; ');
  }
  if (key === 'mayMoveLess') return value ? 'yes' : 'no';
  if (key === 'tugRounding') return `rounded ${ROUNDING_WORDS[value as NonNullable<ProfileValues['tugRounding']>]}`;
  return String(value);
});

/**
 * A profile's changes for an edition in one line each: "Flank sector width: 8 BW (printed: 10 BW)"; a
 * setting the seeds do not print (`assumed`) names the app's assumption instead: "Command deck: ... (the app assumed: ...)".
 */
export const profileChangeLines = catalogue(function profileChangeLines(
  changed: readonly ProfileKey[],
  values: ProfileValues,
  seed: ProfileValues,
  assumed: ReadonlySet<ProfileKey> = new Set(),
): string[] {
  return changed.map((key) => `${PROFILE_LABELS[key]}: ${profileValueText(key, values[key])} (${assumed.has(key) ? 'the app assumed' : 'printed'}: ${profileValueText(key, seed[key])})`);
});

/** Which setting of a profile a path names ("values.flankSize.max" is the secure-flank piece size's max). */
function settingOf(path: string): string {
  const [root, key, part] = path.split('.');
  if (root === 'name') return 'The profile name';
  if (root === 'note') return 'The note';
  if (root !== 'values' || !key) return 'The profile';
  const label = PROFILE_LABELS[key as ProfileKey] ?? `"${key}"`;
  if (!part) return label;
  if (part === 'min' || part === 'max') return `${label} (${part === 'min' ? 'shortest side' : 'longest side'})`;
  return `${label} (${COLOUR_WORDS[part as keyof typeof COLOUR_WORDS] ?? part})`;
}

/** The scales' names, for a table a problem was found on. */
const SCALE_NAMES: Record<DeadEndTable['scale'], string> = catalogue({ maximus: 'Maximus', magna: 'Magna', pacto: 'Pacto' });

/** The kinds of terrain piece, as a problem names the largest. */
const PIECE_WORDS = catalogue({ flank: 'secure-flank', compulsory: 'compulsory', optional: 'optional' } as const);

/** "A, B and C" (or "A, B or C"). */
const listText = (items: readonly string[], last = 'and') => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)!}`);

/** Centimetres to one decimal at most (121.92 reads 121.9). */
const cmText = (n: number) => String(Math.round(n * 10) / 10);
/** A table a problem was found on: "the Magna table of 121.9 x 91.4 cm". */
const tableText = (table: DeadEndTable) => `the ${SCALE_NAMES[table.scale]} table of ${cmText(table.widthCm)} x ${cmText(table.depthCm)} cm`;

/** One problem of a profile in words, naming the setting. */
export const profileIssueText = catalogue(function profileIssueText(issue: ProfileIssue): string {
  const what = settingOf(issue.path);
  switch (issue.code) {
    case 'required':
      return `${what} is needed.`;
    case 'notNumber':
      return `${what} must be a number.`;
    case 'notWhole':
      return `${what} must be a whole number.`;
    case 'notAnOption':
      return `${what}: choose one of the options offered.`;
    case 'unknownField':
      return `${what} is not a setting the app knows.`;
    case 'maxBelowMin':
      return `${what}: the longest side cannot be smaller than the shortest.`;
    case 'tooSmall':
      return issue.min === 0 ? `${what} must be more than 0.` : `${what} must be at least ${issue.min}.`;
    case 'tooBig':
      return `${what} must be at most ${issue.max}.`;
    case 'tooLong':
      return `${what} must be at most ${issue.max} characters.`;
    case 'deckTooSmall':
      return `The deck has ${issue.cards} cards; the largest armies can draw ${issue.needed}.`;
    case 'dataRefused':
      return `The rules refuse these values (${issue.detail}).`;
    case 'invalid':
      return `${what} is not valid.`;
    case 'belowMinimum':
      return `${what} must be at least ${issue.min}, the fewest an army may have.`;
    case 'diceAlwaysTie': {
      const dice = issue.colours.map((c) => COLOUR_WORDS[c]);
      const which = dice.length === 1 ? `every face of the ${dice[0]} die is` : `every face of the ${listText(dice)} dice is`;
      const ratings = issue.ratings.map((r) => RATING_WORDS[r]);
      const commanders =
        ratings.length === 1 ? `two ${ratings[0]} commanders` : ratings.length === 2 ? `a ${ratings[0]} and a ${ratings[1]} commander` : `two commanders rated ${listText(ratings, 'or')}`;
      return `${what}: ${which} ${FACE_WORDS[issue.face]}, so ${commanders} would tie the roll-off forever (ties re-roll).`;
    }
    case 'noCentreSector':
      return `${what}: two flank sectors of ${issue.flank} ${issue.table.unit} leave no centre sector on ${tableText(issue.table)}.`;
    case 'sectorTooNarrow':
      return `${what}: ${issue.sector === 'centre' ? 'the centre sector' : 'a flank sector'} is ${issue.width} ${issue.table.unit} wide on ${tableText(issue.table)}, too narrow for a ${PIECE_WORDS[issue.piece]} piece (at least ${issue.needed} ${issue.table.unit}).`;
    case 'limitUnreachable':
      return `${what}: ${issue.value} ${issue.table.unit} does not fit ${tableText(issue.table)}, which has room for ${issue.room} ${issue.table.unit}.`;
  }
});

/** Every problem of a profile, one sentence each. */
export const profileIssuesText = catalogue(function profileIssuesText(issues: readonly ProfileIssue[]): string {
  return issues.map(profileIssueText).join(' ');
});

/** The line that says which profile a game is played under. */
export const profileInUse = catalogue(function profileInUse(name: string | null, edition: EditionId, changes: number): string {
  if (name === null) return 'Rules: as printed (no house rules).';
  return changes === 0 ? `Rules profile: ${name} (as printed for the ${edition} edition).` : `Rules profile: ${name} (${changes} house rule${changes === 1 ? '' : 's'}).`;
});

/** How a game marks a house rule, a profile that changes nothing, and rules that cannot work at the game's table. */
export const HOUSE_RULE_WORDS = catalogue({
  houseRule: 'House rule',
  noChanges: 'Nothing: the rules as printed.',
  deadEndTitle: 'These rules cannot work at this table.',
  deadEndIntro: 'The game was saved under them and opens as it was, but it may never reach its end: a new game needs another profile or table.',
});
