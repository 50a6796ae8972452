import type { DeadEndTable, EditionId, ProfileIssue, ProfileKey, ProfileValues } from '../../engine';
import { PROFILE_UNITS } from '../profiles/profileUnits';
import { catalogue, msg } from './catalogue';
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

/** A profile's values, changes and problems in words; `what` is the setting a problem names (`SETTING_WORDS`). */
export const PROFILE_VALUE_WORDS = catalogue({
  none: '-',
  bw: msg<{ value: number }>('{value} BW'),
  size: msg<{ min: number; max: number }>('{min} to {max} BW'),
  /** The deck, e.g. "Black 15, White 15, Green 12, Yellow 8, Red 5": each `entries` item from `deckEntry`. */
  deck: msg<{ entries: readonly string[] }>('{entries, list, unit}'),
  deckEntry: msg<{ colour: string; count: number }>('{colour} {count}'),
  /** The dice's faces, e.g. "Black: special, blank; White: wound, special" (`diceEntry` each, joined by `diceSeparator`). */
  diceEntry: msg<{ colour: string; faces: readonly string[] }>('{colour}: {faces, list, unit}'),
  diceSeparator: '; ',
  /** A die face as a profile lists it. */
  faces: { skull: 'skull', wound: 'wound', special: 'special', blank: 'blank' },
  yes: 'yes',
  no: 'no',
  rounded: msg<{ how: string }>('rounded {how}'),
  /** A change: the setting (`label`), its value and the printed one (`seed`), or the one the app assumed where the seeds print none. */
  change: msg<{ label: string; value: string; assumed: boolean; seed: string }>('{label}: {value} ({assumed, select, true {the app assumed} other {printed}}: {seed})'),
} as const);

/** The setting a profile's problem names. */
export const SETTING_WORDS = catalogue({
  name: 'The profile name',
  note: 'The note',
  profile: 'The profile',
  unknown: msg<{ key: string }>('"{key}"'),
  /** A size's side: `part` is `min` or `max`. */
  sizePart: msg<{ label: string; part: 'min' | 'max' }>('{label} ({part, select, min {shortest side} other {longest side}})'),
  /** A colour's part of a setting (`part`: the colour in words, or the key as written). */
  part: msg<{ label: string; part: string }>('{label} ({part})'),
} as const);

/** One problem of a profile in words; `what` the setting, `table` a table as `table` below says it, `unit` the scale's unit. */
export const PROFILE_ISSUE_WORDS = catalogue({
  required: msg<{ what: string }>('{what} is needed.'),
  notNumber: msg<{ what: string }>('{what} must be a number.'),
  notWhole: msg<{ what: string }>('{what} must be a whole number.'),
  notAnOption: msg<{ what: string }>('{what}: choose one of the options offered.'),
  unknownField: msg<{ what: string }>('{what} is not a setting the app knows.'),
  maxBelowMin: msg<{ what: string }>('{what}: the longest side cannot be smaller than the shortest.'),
  moreThanZero: msg<{ what: string }>('{what} must be more than 0.'),
  tooSmall: msg<{ what: string; min: number }>('{what} must be at least {min}.'),
  tooBig: msg<{ what: string; max: number }>('{what} must be at most {max}.'),
  tooLong: msg<{ what: string; max: number }>('{what} must be at most {max} characters.'),
  deckTooSmall: msg<{ cards: number; needed: number }>('The deck has {cards} cards; the largest armies can draw {needed}.'),
  /** `detail`: what the rules' check said. */
  dataRefused: msg<{ detail: string }>('The rules refuse these values ({detail}).'),
  invalid: msg<{ what: string }>('{what} is not valid.'),
  belowMinimum: msg<{ what: string; min: number }>('{what} must be at least {min}, the fewest an army may have.'),
  /**
   * Dice that always tie: `dice` the colours in words, `face` the face they always show, `ratings` the commanders' ratings
   * (`ratingCount`: `one` rating, two commanders alike; `two`, one of each; `more`, any of them).
   */
  diceAlwaysTie: msg<{ what: string; dice: readonly string[]; diceCount: number; face: string; ratings: readonly string[]; ratingCount: 'one' | 'two' | 'more' }>(
    '{what}: every face of the {diceCount, plural, one {{dice} die} other {{dice, list} dice}} is {face}, so {ratingCount, select, one {two {ratings.0} commanders} two {a {ratings.0} and a {ratings.1} commander} other {two commanders rated {ratings, list, or}}} would tie the roll-off forever (ties re-roll).',
  ),
  /** A table a problem was found on, e.g. "the Magna table of 121.9 x 91.4 cm". */
  table: msg<{ scale: string; width: number; depth: number }>('the {scale} table of {width} x {depth} cm'),
  noCentreSector: msg<{ what: string; flank: number; unit: string; table: string }>('{what}: two flank sectors of {flank} {unit} leave no centre sector on {table}.'),
  sectorTooNarrow: msg<{ what: string; sector: 'flank' | 'centre'; width: number; unit: string; table: string; piece: 'flank' | 'compulsory' | 'optional'; needed: number }>(
    '{what}: {sector, select, centre {the centre sector} other {a flank sector}} is {width} {unit} wide on {table}, too narrow for a {piece, select, flank {secure-flank} compulsory {compulsory} other {optional}} piece (at least {needed} {unit}).',
  ),
  limitUnreachable: msg<{ what: string; value: number; unit: string; table: string; room: number }>(
    '{what}: {value} {unit} does not fit {table}, which has room for {room} {unit}.',
  ),
  /** The line that says which profile a game is played under. */
  asPrinted: 'Rules: as printed (no house rules).',
  inUsePrinted: msg<{ name: string; edition: string }>('Rules profile: {name} (as printed for the {edition} edition).'),
  inUse: msg<{ name: string; changes: number }>('Rules profile: {name} ({changes, plural, one {# house rule} other {# house rules}}).'),
} as const);

const PV = PROFILE_VALUE_WORDS;
const I = PROFILE_ISSUE_WORDS;
type ColourKey = keyof typeof COLOUR_WORDS;
const COLOURS = Object.keys(COLOUR_WORDS) as ColourKey[];
const faceWord = (face: string) => (Object.hasOwn(PV.faces, face) ? PV.faces[face as keyof typeof PV.faces] : face);

/** A profile value in words: "8 BW", "4 to 8 BW", "Black 15, White 15, Green 12, Yellow 8, Red 5". */
export function profileValueText<K extends ProfileKey>(key: K, value: ProfileValues[K]): string {
  if (value === undefined) return PV.none;
  const unit = PROFILE_UNITS[key];
  if (unit === 'BW') return PV.bw({ value: Number(value) });
  if (unit === 'size') {
    const size = value as { min: number; max: number };
    return PV.size(size);
  }
  if (unit === 'cards') {
    const deck = value as Record<ColourKey, number>;
    return PV.deck({ entries: COLOURS.map((c) => PV.deckEntry({ colour: COLOUR_WORDS[c], count: deck[c] })) });
  }
  if (unit === 'faces') {
    const dice = value as Partial<Record<ColourKey, string[]>>;
    return Object.entries(dice)
      .map(([colour, faces]) => PV.diceEntry({ colour: COLOUR_WORDS[colour as ColourKey], faces: (faces ?? []).map(faceWord) }))
      .join(PV.diceSeparator);
  }
  if (key === 'mayMoveLess') return value ? PV.yes : PV.no;
  if (key === 'tugRounding') return PV.rounded({ how: ROUNDING_WORDS[value as NonNullable<ProfileValues['tugRounding']>] });
  return String(value);
}

/**
 * A profile's changes for an edition in one line each: "Flank sector width: 8 BW (printed: 10 BW)"; a
 * setting the seeds do not print (`assumed`) names the app's assumption instead: "Command deck: ... (the app assumed: ...)".
 */
export function profileChangeLines(changed: readonly ProfileKey[], values: ProfileValues, seed: ProfileValues, assumed: ReadonlySet<ProfileKey> = new Set()): string[] {
  return changed.map((key) =>
    PV.change({ label: PROFILE_LABELS[key], value: profileValueText(key, values[key]), assumed: assumed.has(key), seed: profileValueText(key, seed[key]) }),
  );
}

/** Which setting of a profile a path names ("values.flankSize.max" is the secure-flank piece size's max). */
function settingOf(path: string): string {
  const [root, key, part] = path.split('.');
  if (root === 'name') return SETTING_WORDS.name;
  if (root === 'note') return SETTING_WORDS.note;
  if (root !== 'values' || !key) return SETTING_WORDS.profile;
  const label = PROFILE_LABELS[key as ProfileKey] ?? SETTING_WORDS.unknown({ key });
  if (!part) return label;
  if (part === 'min' || part === 'max') return SETTING_WORDS.sizePart({ label, part });
  return SETTING_WORDS.part({ label, part: COLOUR_WORDS[part as ColourKey] ?? part });
}

/** The scales' names, for a table a problem was found on. */
export const SCALE_NAMES: Record<DeadEndTable['scale'], string> = catalogue({ maximus: 'Maximus', magna: 'Magna', pacto: 'Pacto' });

/** Centimetres to one decimal at most (121.92 reads 121.9). */
const cm = (n: number) => Math.round(n * 10) / 10;
/** A table a problem was found on: "the Magna table of 121.9 x 91.4 cm". */
const tableText = (table: DeadEndTable) => I.table({ scale: SCALE_NAMES[table.scale], width: cm(table.widthCm), depth: cm(table.depthCm) });

/** One problem of a profile in words, naming the setting. */
export function profileIssueText(issue: ProfileIssue): string {
  const what = settingOf(issue.path);
  switch (issue.code) {
    case 'required':
    case 'notNumber':
    case 'notWhole':
    case 'notAnOption':
    case 'unknownField':
    case 'maxBelowMin':
    case 'invalid':
      return I[issue.code]({ what });
    case 'tooSmall':
      return issue.min === 0 ? I.moreThanZero({ what }) : I.tooSmall({ what, min: issue.min });
    case 'tooBig':
    case 'tooLong':
      return I[issue.code]({ what, max: issue.max });
    case 'deckTooSmall':
      return I.deckTooSmall({ cards: issue.cards, needed: issue.needed });
    case 'dataRefused':
      return I.dataRefused({ detail: issue.detail });
    case 'belowMinimum':
      return I.belowMinimum({ what, min: issue.min });
    case 'diceAlwaysTie': {
      const ratings = issue.ratings.map((r) => RATING_WORDS[r]);
      const ratingCount = ratings.length === 1 ? 'one' : ratings.length === 2 ? 'two' : 'more';
      const dice = issue.colours.map((c) => COLOUR_WORDS[c]);
      return I.diceAlwaysTie({ what, dice, diceCount: dice.length, face: FACE_WORDS[issue.face], ratings, ratingCount });
    }
    case 'noCentreSector':
      return I.noCentreSector({ what, flank: issue.flank, unit: issue.table.unit, table: tableText(issue.table) });
    case 'sectorTooNarrow':
      return I.sectorTooNarrow({ what, sector: issue.sector, width: issue.width, unit: issue.table.unit, table: tableText(issue.table), piece: issue.piece, needed: issue.needed });
    case 'limitUnreachable':
      return I.limitUnreachable({ what, value: issue.value, unit: issue.table.unit, table: tableText(issue.table), room: issue.room });
  }
}

/** Every problem of a profile, one sentence each. */
export function profileIssuesText(issues: readonly ProfileIssue[]): string {
  return issues.map(profileIssueText).join(' ');
}

/** The line that says which profile a game is played under. */
export function profileInUse(name: string | null, edition: EditionId, changes: number): string {
  if (name === null) return I.asPrinted;
  return changes === 0 ? I.inUsePrinted({ name, edition }) : I.inUse({ name, changes });
}

/** How a game marks a house rule, a profile that changes nothing, and rules that cannot work at the game's table. */
export const HOUSE_RULE_WORDS = catalogue({
  houseRule: 'House rule',
  noChanges: 'Nothing: the rules as printed.',
  deadEndTitle: 'These rules cannot work at this table.',
  deadEndIntro: 'The game was saved under them and opens as it was, but it may never reach its end: a new game needs another profile or table.',
});
