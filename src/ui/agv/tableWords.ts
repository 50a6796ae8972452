import type { StorageFailure } from '../library/db';
import type { LayoutFileProblem } from './layoutEntry';
import { failureText } from '../words/library';
import { locale } from '../words/language';
import { tenths, type NumberProblem } from './layoutNumbers';
import { catalogue, msg } from '../words/catalogue';

/** "180 × 120 cm". */
export function tableSizeText(table: { widthCm: number; depthCm: number }): string {
  return AGV_TABLE_WORDS.size.presetName({ width: table.widthCm, depth: table.depthCm });
}

/** A layout's name: the players' own, else "Unnamed table, 180 × 120 cm". */
export function layoutTitle(entry: { name: string; layout: { table: { widthCm: number; depthCm: number } } }): string {
  return entry.name.trim() !== '' ? entry.name.trim() : AGV_TABLE_WORDS.unnamed({ size: tableSizeText(entry.layout.table) });
}

/** A saved layout on Home in a line: its size, its number of features and when it last changed ("180 × 120 cm · 4 features · Last changed …"). */
export function layoutSummaryText(entry: { savedAt: string; layout: { table: { widthCm: number; depthCm: number }; features: readonly unknown[] } }): string {
  const when = new Date(entry.savedAt);
  const saved = !Number.isNaN(when.getTime());
  return LAYOUT_LIBRARY_WORDS.summary({ size: tableSizeText(entry.layout.table), features: entry.layout.features.length, saved, when });
}

/** A line's width in cm and in base widths: "8 cm wide (2 base widths)", saying when it was read from its kind. */
export function lineWidthText(width: { cm: number; baseWidths: number; assumed: boolean }): string {
  return AGV_TABLE_WORDS.list.width({ width: tenths(width.cm), baseWidths: Math.round(width.baseWidths * 100) / 100, assumed: width.assumed });
}

/** Short codes drawn on the table for each feature type of the pack (with its number: "W1"); a type not listed uses its name's first letters. */
const CODES: Readonly<Record<string, string>> = {
  contours: 'C',
  hills: 'H',
  roughGround: 'R',
  boggyGround: 'B',
  woods: 'W',
  forests: 'F',
  villages: 'V',
  landmarks: 'L',
  bridges: 'Br',
  hedgeRows: 'He',
  stoneWalls: 'SW',
  ditches: 'D',
  streams: 'S',
  rivers: 'Rv',
  fords: 'Fd',
  roads: 'Rd',
  earthworks: 'E',
};

/** The code drawn for a feature type, e.g. "W" for Woods. */
export const featureCode = catalogue(function featureCode(type: string, name: string): string {
  return (
    CODES[type] ??
    name
      .split(/\s+/)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('')
      .slice(0, 2)
  );
});

/** A number field's refusal in words. */
export function numberProblemText(field: string, problem: NumberProblem): string {
  return problem.code === 'notNumber' ? AGV_TABLE_WORDS.notNumber({ field }) : AGV_TABLE_WORDS.outOfRange({ field, min: problem.min, max: problem.max });
}

/** A storage failure as the messages that tell it take it: the library's sentence saying why the browser refused. */
export function failureParams(why: StorageFailure): { failure: string } {
  return { failure: failureText(why) };
}

/** The words of the A Great Victory! table layout editor (seed 004). */
export const AGV_TABLE_WORDS = catalogue({
  title: 'Table layout',
  /** `game`: the game's name. */
  intro: msg<{ game: string }>(
    'Lay out an {game} table to scale: every change is checked against the terrain guidelines, and the layout is saved on this device as you work.',
  ),
  loading: 'Opening the layout…',
  missing: 'This layout is no longer on this device (it may have been deleted in another window).',
  /** `known`: whether the place in the data where it fails (`path`) is known. */
  damaged: msg<{ path: string; known: boolean }>(
    "This layout's stored data is damaged{known, select, true { at {path}} other {}}, so it cannot be opened. Home lists it with a download of its data.",
  ),
  readFailed: msg<{ failure: string }>('The layout could not be read. {failure}'),
  unnamed: msg<{ size: string }>('Unnamed table, {size}'),
  notNumber: msg<{ field: string }>('{field}: type a number, e.g. 12 or 7.5.'),
  outOfRange: msg<{ field: string; min: number; max: number }>('{field}: between {min} and {max}.'),
  startNew: 'Lay out a new table',
  backHome: 'Back to Home',
  name: {
    label: 'Name of the layout',
    hint: 'Saved on this device as you work; empty gives a name made of the table size.',
  },
  save: {
    saving: 'Saving…',
    saved: 'Saved on this device',
    unsaved: 'Not saved yet: place something or name the layout.',
    failed: msg<{ failure: string }>('Not saved. {failure} Download the layout to keep it.'),
    download: 'Download the layout',
  },
  undo: 'Undo',
  undone: 'Last change undone.',
  print: 'Print',
  size: {
    legend: 'Table size',
    preset: 'Size',
    presetName: msg<{ width: number; depth: number }>('{width} × {depth} cm'),
    custom: 'Custom size',
    width: 'Width (cm)',
    depth: 'Depth (cm)',
    limits: msg<{ min: number; max: number }>('Each side between {min} and {max} cm.'),
    apply: 'Use this size',
    offTable: msg<{ labels: readonly string[] }>('Those sides would leave {labels, list} off the table: move or remove them first.'),
    reading: 'The guidelines give no table size: the limits only keep the drawing sensible.',
  },
  tap: {
    label: 'Tapping the table',
    select: 'Selects a feature',
    hint: 'Choose a feature to place it where you click or tap the table; drag a feature to move it.',
  },
  groups: { general: 'Areas (general terrain)', linear: 'Lines (linear terrain)' },
  zoom: { label: 'Zoom', fit: 'Fit', double: '2×', quadruple: '4×' },
  svg: {
    label: msg<{ size: string }>('The table, {size}, drawn to scale with a 10 cm grid'),
    ruler: 'cm',
    featureTitle: msg<{ label: string; feature: string; broken: boolean }>('{label}: {feature}{broken, select, true {, breaks a guideline} other {}}'),
  },
  legend: {
    heading: 'Key',
    broken: 'Breaks a guideline (dashed outline)',
    selected: 'Selected (thick outline)',
  },
  list: {
    heading: 'Features on the table',
    empty: 'Nothing placed yet: use the form, or choose a feature under "Tapping the table" and tap the table.',
    hint: 'Select a feature here, then the arrow keys move it 1 cm (with Shift, 5 cm); R turns it 15° clockwise, Shift+R back.',
    /** An area's place and size (`impassable`: yes, no, or not said for a feature that is neither). */
    general: msg<{
      x: number;
      y: number;
      width: number;
      depth: number;
      rotation: number;
      shape: 'rectangle' | 'oval';
      church: boolean;
      impassable: 'yes' | 'no' | 'unsaid';
    }>(
      'centre {x} cm across, {y} cm down; {width} × {depth} cm {shape, select, oval {oval} other {rectangle}}; turned {rotation}°{church, select, true {; village church} other {}}{impassable, select, yes {; impassable} no {; passable} other {}}',
    ),
    /** A line's points (each said by `point`), its width (said by `width`) if known, and how it crosses water. */
    linear: msg<{ points: string; hasWidth: boolean; width: string; crossing: 'bridge' | 'ford' | 'none' }>(
      'through {points} cm{hasWidth, select, true {; {width}} other {}}{crossing, select, bridge {; crosses water by a bridge} ford {; crosses water by a ford} other {}}',
    ),
    /** A point of a line, in a list of them: "(75, 60)"; `first` says whether it opens the list. */
    point: msg<{ x: number; y: number; first: boolean }>('{first, select, true {} other {, }}({x}, {y})'),
    width: msg<{ width: number; baseWidths: number; assumed: boolean }>(
      '{width} cm wide ({baseWidths, plural, one {# base width} other {# base widths}}{assumed, select, true {, read from its kind: no width given} other {}})',
    ),
    broken: 'Breaks a guideline',
    selectedName: msg<{ label: string; feature: string }>('{label} {feature}'),
    moved: msg<{ label: string; x: number; y: number }>('{label} moved to {x}, {y} cm.'),
    turned: msg<{ label: string; degrees: number }>('{label} turned to {degrees}°.'),
    turnedLine: msg<{ label: string }>('{label} turned 15° about its first point.'),
    rotateLeft: 'Turn 15° back',
    rotateRight: 'Turn 15° clockwise',
    rotateName: msg<{ way: 'left' | 'right'; label: string }>('{way, select, left {Turn {label} 15° back} other {Turn {label} 15° clockwise}}'),
  },
  form: {
    addLegend: 'Place a feature',
    editLegend: msg<{ label: string; feature: string }>('Change {label} ({feature})'),
    type: 'Feature',
    x: 'Centre across (cm from the left edge)',
    y: 'Centre down (cm from the top edge)',
    width: 'Width (cm)',
    depth: 'Depth (cm)',
    rotation: 'Turned (degrees clockwise)',
    shape: 'Shape',
    rectangle: 'Rectangle',
    oval: 'Oval',
    church: 'This landmark is a village church',
    impassable: 'Impassable (players decide before the game)',
    points: 'Points of the line',
    pointsHint: 'Each point in cm: across from the left edge, down from the top edge. At least two.',
    pointX: msg<{ point: number }>('Point {point} across (cm)'),
    pointY: msg<{ point: number }>('Point {point} down (cm)'),
    addPoint: 'Add a point',
    removePoint: msg<{ point: number }>('Remove point {point}'),
    lineWidth: 'Width of the line (cm)',
    /** `width`: the kind's width as read (said by `list.width`), if the guidelines give one. */
    lineWidthHint: msg<{ read: boolean; width: string }>(
      '{read, select, true {Optional: left empty, it is read as {width} (the reading of its guideline).} other {Optional: the guidelines give this kind no width.}}',
    ),
    crossing: 'Where this road crosses a stream or river',
    crossingNone: 'Not decided yet',
    bridge: 'Bridge',
    ford: 'Ford',
    add: 'Place on the table',
    apply: 'Apply changes',
    done: 'Done',
    remove: 'Remove from the table',
    removed: msg<{ label: string }>('{label} removed.'),
    placed: msg<{ label: string }>('{label} placed.'),
  },
  baseWidth: {
    label: 'Base width (cm)',
    assumed: msg<{ width: number }>('Assumed {width} cm: the guidelines give widths in base widths but no base width in cm. Enter your own.'),
    own: msg<{ width: number }>('Your base width: {width} cm. Ditches, streams, roads and rivers are checked against it.'),
    apply: 'Set the base width',
    useAssumed: 'Use the assumed base width',
  },
  check: {
    heading: 'Guideline check',
    ok: 'No guideline is broken.',
    count: msg<{ count: number }>('{count, plural, one {# placement breaks a guideline:} other {# placements break a guideline:}}'),
    brokenBy: msg<{ labels: readonly string[] }>('Broken by {labels, list}'),
    /** A feature as drawn, with what it is in a sentence: "W1 (wood)". */
    who: msg<{ label: string; feature: string }>('{label} ({feature})'),
    rule: 'The guideline',
    failed: 'The layout could not be checked.',
  },
  reading: {
    flag: 'Reading',
    heading: 'How sizes and spacing are measured',
    label: 'Our readings',
  },
} as const);

/**
 * A measured length against its limit, as the language writes numbers: one decimal, more where one decimal would
 * hide the difference (a measurement keeps its trailing zero: "2.0 cm", which a message's `{n}` would drop).
 */
function measured(value: number, limit: number | undefined): string {
  const fixed = (n: number, digits: number) => new Intl.NumberFormat(locale(), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
  for (const digits of [1, 2, 3]) if (limit === undefined || fixed(value, digits) !== fixed(limit, digits)) return fixed(value, digits);
  return fixed(value, 4);
}

/** A broken placement guideline as the pack reports it, by code (seed 004 placement limits and General considerations). */
export interface ViolationFacts {
  code: string;
  message: string;
  measured?: number;
  limit?: number;
  /** Pieces that overlap: by how much, in cm. */
  overlap?: number;
}

/** What a broken guideline means on this table, by the pack's code: `first` and `second` name the features as drawn ("W1 (wood)"). */
export const VIOLATION_WORDS = catalogue({
  tooNarrow: msg<{ first: string; measured: string; limit: number }>('{first} is {measured} cm across at its narrowest: it must be at least {limit} cm.'),
  tooWide: msg<{ first: string; measured: string; limit: number }>('{first} is {measured} cm across at its widest: it must be no more than {limit} cm.'),
  overlap: msg<{ first: string; second: string; overlap: string; limit: number }>('{first} and {second} overlap by {overlap} cm: they must be at least {limit} cm apart.'),
  tooClose: msg<{ first: string; second: string; measured: string; limit: number }>('{first} and {second} are {measured} cm apart, edge to edge: they must be at least {limit} cm apart.'),
  partOf: msg<{ first: string; second: string }>('{first} overlaps {second}: it cannot be part of it.'),
  tooFar: msg<{ first: string; second: string; measured: string; limit: number }>('{first} is {measured} cm from {second}, edge to edge: it must be within {limit} cm.'),
  /** `near`: what it must stand near, in a sentence (a village, for a church). */
  noneNear: msg<{ first: string; near: string; limit: number }>('{first} has no {near} on the table to stand within {limit} cm of.'),
  overlapsWater: msg<{ first: string; second: string }>('{second} overlaps {first}: only a bridge may.'),
  crossingUndesignated: msg<{ first: string; second: string }>('{first} crosses {second}: say whether it crosses by a bridge or a ford.'),
  crossingWrong: msg<{ first: string; second: string }>('{first} is set to cross by a ford, but where it crosses {second} it is a bridge.'),
  offTable: msg<{ first: string; measured: string }>('{first} reaches {measured} cm beyond the table edge.'),
  widthWrong: msg<{ first: string; width: string; limit: number }>(
    '{first} is {width} cm wide, which its guideline (quoted below) does not allow against {limit} cm, its limit in this layout\'s base width.',
  ),
});

/**
 * What a broken guideline means on this table, naming the features as drawn ("W1 (wood)"); `near` names what
 * a piece must stand near (a village, for a church). An unknown code falls back to the pack's own message.
 */
export function violationText(v: ViolationFacts, who: readonly string[], near: string): string {
  const W = VIOLATION_WORDS;
  const [first = '', second = ''] = who;
  const m = v.measured === undefined ? '' : measured(v.measured, v.limit);
  const limit = v.limit ?? 0;
  switch (v.code) {
    case 'tooNarrow':
    case 'tooWide':
      return W[v.code]({ first, measured: m, limit });
    case 'tooClose':
      if (v.overlap !== undefined) return W.overlap({ first, second, overlap: measured(v.overlap, undefined), limit });
      return W.tooClose({ first, second, measured: m, limit });
    case 'partOf':
    case 'overlapsWater':
    case 'crossingUndesignated':
    case 'crossingWrong':
      return W[v.code]({ first, second });
    case 'tooFar':
      return second ? W.tooFar({ first, second, measured: m, limit }) : W.noneNear({ first, near, limit });
    case 'offTable':
      return W.offTable({ first, measured: m });
    case 'widthWrong':
      // Equal to the limit breaks "more than" or "no wider than" as surely as beyond it: say the width plainly.
      return W.widthWrong({ first, width: v.measured === v.limit && v.measured !== undefined ? String(v.measured) : m, limit });
    default:
      return v.message;
  }
}

/** What went wrong opening a layout file, in words; nothing in the library is changed by it. */
export const FILE_PROBLEM_WORDS = catalogue({
  tooLarge: 'This file is far too large to be a table layout. Nothing was changed.',
  notJson: 'This file is not a layout file (it is not JSON). Nothing was changed.',
  /** `known`: whether the place in the file where it fails (`path`) is known. */
  notLayout: msg<{ path: string; known: boolean }>('This file is not a table layout of this app{known, select, true { (it fails at {path})} other {}}. Nothing was changed.'),
  unknownFeature: msg<{ type: string }>('This layout uses a feature the A Great Victory! guidelines do not have ({type}). Nothing was changed.'),
  wrongKind: msg<{ type: string }>('This layout draws {type} with the wrong kind of outline (an area as a line, or a line as an area). Nothing was changed.'),
});

/** What went wrong opening a layout file, in words; nothing in the library is changed by it. */
export function layoutFileProblemText(problem: LayoutFileProblem): string {
  const W = FILE_PROBLEM_WORDS;
  switch (problem.code) {
    case 'tooLarge':
    case 'notJson':
      return W[problem.code];
    case 'notLayout':
      return W.notLayout({ path: problem.path, known: problem.path !== '' });
    case 'unknownFeature':
    case 'wrongKind':
      return W[problem.code]({ type: problem.type });
  }
}

/** The words of the table layouts listed on Home. */
export const LAYOUT_LIBRARY_WORDS = catalogue({
  heading: 'Your table layouts',
  loading: 'Loading your table layouts…',
  empty: 'No table layout saved on this device yet.',
  readFailed: msg<{ failure: string }>('The saved layouts could not be read. {failure}'),
  /** A layout's size (said by `tableSizeText`), its number of features and when it last changed, if that is known. */
  summary: msg<{ size: string; features: number; saved: boolean; when: Date }>(
    '{size} · {features, plural, one {# feature} other {# features}}{saved, select, true { · Last changed {when, date, dayTime}} other {}}',
  ),
  open: 'Open',
  openName: msg<{ title: string }>('Open {title}'),
  rename: 'Rename',
  renameName: msg<{ title: string }>('Rename {title}'),
  renameLabel: 'New name',
  renameSave: 'Save the name',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteName: msg<{ title: string }>('Delete {title}'),
  deleteTitle: msg<{ title: string }>('Delete {title}?'),
  deleteText: 'The layout is removed from this device for good. Download it first to keep a copy.',
  deleteConfirm: 'Delete for good',
  download: 'Download',
  downloadName: msg<{ title: string }>('Download {title}'),
  failed: msg<{ failure: string }>('That did not work. {failure}'),
  damagedTitle: 'A damaged table layout',
  /** `known`: whether the place in the data where it fails (`path`) is known. */
  damaged: msg<{ path: string; known: boolean }>('Its stored data cannot be read{known, select, true { (at {path})} other {}}. Download it to keep what is there, or delete it.'),
  openFile: 'Open a layout file',
  openFileHint: 'A layout downloaded from this app; it is added to this list.',
} as const);
