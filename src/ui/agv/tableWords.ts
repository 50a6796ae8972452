import type { StorageFailure } from '../library/db';
import type { LayoutFileProblem } from './layoutEntry';
import { dayTimeText, failureText } from '../words/library';
import { GAME_WORDS } from '../words/packs';
import { catalogue } from '../words/catalogue';

const cm = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)} cm`;

/** "180 × 120 cm". */
export const tableSizeText = catalogue(function tableSizeText(table: { widthCm: number; depthCm: number }): string {
  return `${table.widthCm} × ${cm(table.depthCm)}`;
});

/** A layout's name: the players' own, else "Unnamed table, 180 × 120 cm". */
export const layoutTitle = catalogue(function layoutTitle(entry: { name: string; layout: { table: { widthCm: number; depthCm: number } } }): string {
  return entry.name.trim() !== '' ? entry.name.trim() : `Unnamed table, ${tableSizeText(entry.layout.table)}`;
});

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

/** Why a number typed in a field is refused. */
export type NumberProblem = { code: 'notNumber' } | { code: 'range'; min: number; max: number };

/** A number field's refusal in words. */
export const numberProblemText = catalogue(function numberProblemText(field: string, problem: NumberProblem): string {
  return problem.code === 'notNumber' ? `${field}: type a number, e.g. 12 or 7.5.` : `${field}: between ${problem.min} and ${problem.max}.`;
});

/** The words of the A Great Victory! table layout editor (seed 004). */
export const AGV_TABLE_WORDS = catalogue({
  title: 'Table layout',
  intro: `Lay out an ${GAME_WORDS.agv.name} table to scale: every change is checked against the terrain guidelines, and the layout is saved on this device as you work.`,
  loading: 'Opening the layout…',
  missing: 'This layout is no longer on this device (it may have been deleted in another window).',
  damaged: (path: string) => `This layout's stored data is damaged${path ? ` at ${path}` : ''}, so it cannot be opened. Home lists it with a download of its data.`,
  readFailed: (failure: StorageFailure) => `The layout could not be read. ${failureText(failure)}`,
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
    failed: (failure: StorageFailure) => `Not saved. ${failureText(failure)} Download the layout to keep it.`,
    download: 'Download the layout',
  },
  undo: 'Undo',
  undone: 'Last change undone.',
  print: 'Print',
  size: {
    legend: 'Table size',
    preset: 'Size',
    presetName: (w: number, d: number) => `${w} × ${d} cm`,
    custom: 'Custom size',
    width: 'Width (cm)',
    depth: 'Depth (cm)',
    limits: (min: number, max: number) => `Each side between ${min} and ${max} cm.`,
    apply: 'Use this size',
    offTable: (labels: string) => `Those sides would leave ${labels} off the table: move or remove them first.`,
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
    label: (size: string) => `The table, ${size}, drawn to scale with a 10 cm grid`,
    ruler: 'cm',
    featureTitle: (label: string, name: string, broken: boolean) => `${label}: ${name}${broken ? ', breaks a guideline' : ''}`,
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
    general: (p: { x: number; y: number; width: number; depth: number; rotation: number; shape: 'rectangle' | 'oval' }) =>
      `centre ${cm(p.x)} across, ${cm(p.y)} down; ${p.width} × ${cm(p.depth)} ${p.shape === 'oval' ? 'oval' : 'rectangle'}; turned ${p.rotation}°`,
    linear: (points: readonly (readonly [number, number])[]) => `through ${points.map(([x, y]) => `(${x}, ${y})`).join(', ')} cm`,
    church: 'village church',
    impassable: 'impassable',
    passable: 'passable',
    crossing: (c: 'bridge' | 'ford') => (c === 'bridge' ? 'crosses water by a bridge' : 'crosses water by a ford'),
    width: (widthCm: number, baseWidths: number, assumed: boolean) =>
      `${cm(widthCm)} wide (${Math.round(baseWidths * 100) / 100} base ${baseWidths === 1 ? 'width' : 'widths'}${assumed ? ', read from its kind: no width given' : ''})`,
    broken: 'Breaks a guideline',
    selectedName: (label: string, name: string) => `${label} ${name}`,
    moved: (label: string, x: number, y: number) => `${label} moved to ${x}, ${y} cm.`,
    turned: (label: string, deg: number) => `${label} turned to ${deg}°.`,
    turnedLine: (label: string) => `${label} turned 15° about its first point.`,
    rotateLeft: 'Turn 15° back',
    rotateRight: 'Turn 15° clockwise',
    rotateName: (dir: 'left' | 'right', label: string) => (dir === 'left' ? `Turn ${label} 15° back` : `Turn ${label} 15° clockwise`),
  },
  form: {
    addLegend: 'Place a feature',
    editLegend: (label: string, name: string) => `Change ${label} (${name})`,
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
    pointX: (n: number) => `Point ${n} across (cm)`,
    pointY: (n: number) => `Point ${n} down (cm)`,
    addPoint: 'Add a point',
    removePoint: (n: number) => `Remove point ${n}`,
    lineWidth: 'Width of the line (cm)',
    lineWidthHint: (defaultCm: string | null) =>
      defaultCm === null ? 'Optional: the guidelines give this kind no width.' : `Optional: left empty, it is read as ${defaultCm} (the reading of its guideline).`,
    crossing: 'Where this road crosses a stream or river',
    crossingNone: 'Not decided yet',
    bridge: 'Bridge',
    ford: 'Ford',
    add: 'Place on the table',
    apply: 'Apply changes',
    done: 'Done',
    remove: 'Remove from the table',
    removed: (label: string) => `${label} removed.`,
    placed: (label: string) => `${label} placed.`,
  },
  baseWidth: {
    label: 'Base width (cm)',
    assumed: (cmText: string) => `Assumed ${cmText}: the guidelines give widths in base widths but no base width in cm. Enter your own.`,
    own: (cmText: string) => `Your base width: ${cmText}. Ditches, streams, roads and rivers are checked against it.`,
    apply: 'Set the base width',
    useAssumed: 'Use the assumed base width',
  },
  check: {
    heading: 'Guideline check',
    ok: 'No guideline is broken.',
    count: (n: number) => (n === 1 ? '1 placement breaks a guideline:' : `${n} placements break a guideline:`),
    brokenBy: (labels: string) => `Broken by ${labels}`,
    who: (label: string, singular: string) => `${label} (${singular.toLowerCase()})`,
    rule: 'The guideline',
    failed: 'The layout could not be checked.',
  },
  reading: {
    flag: 'Reading',
    heading: 'How sizes and spacing are measured',
    label: 'Our readings',
  },
} as const);

/** A measured length against its limit: one decimal, more where one decimal would hide the difference. */
function measuredCm(value: number, limit: number | undefined): string {
  for (const digits of [1, 2, 3]) if (limit === undefined || value.toFixed(digits) !== limit.toFixed(digits)) return `${value.toFixed(digits)} cm`;
  return `${value.toFixed(4)} cm`;
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

/**
 * What a broken guideline means on this table, naming the features as drawn ("W1 (wood)"); `near` names what
 * a piece must stand near (a village, for a church). An unknown code falls back to the pack's own message.
 */
export const violationText = catalogue(function violationText(v: ViolationFacts, who: readonly string[], near: string): string {
  const [a = '', b = ''] = who;
  const m = v.measured === undefined ? '' : measuredCm(v.measured, v.limit);
  const limit = v.limit === undefined ? '' : cm(v.limit);
  switch (v.code) {
    case 'tooNarrow':
      return `${a} is ${m} across at its narrowest: it must be at least ${limit}.`;
    case 'tooWide':
      return `${a} is ${m} across at its widest: it must be no more than ${limit}.`;
    case 'tooClose':
      if (v.overlap !== undefined) return `${a} and ${b} overlap by ${measuredCm(v.overlap, undefined)}: they must be at least ${limit} apart.`;
      return `${a} and ${b} are ${m} apart, edge to edge: they must be at least ${limit} apart.`;
    case 'partOf':
      return `${a} overlaps ${b}: it cannot be part of it.`;
    case 'tooFar':
      return b ? `${a} is ${m} from ${b}, edge to edge: it must be within ${limit}.` : `${a} has no ${near} on the table to stand within ${limit} of.`;
    case 'overlapsWater':
      return `${b} overlaps ${a}: only a bridge may.`;
    case 'crossingUndesignated':
      return `${a} crosses ${b}: say whether it crosses by a bridge or a ford.`;
    case 'crossingWrong':
      return `${a} is set to cross by a ford, but where it crosses ${b} it is a bridge.`;
    case 'offTable':
      return `${a} reaches ${m} beyond the table edge.`;
    case 'widthWrong':
      // Equal to the limit breaks "more than" or "no wider than" as surely as beyond it: say the width plainly.
      return `${a} is ${v.measured === v.limit && v.measured !== undefined ? cm(v.measured) : m} wide, which its guideline (quoted below) does not allow against ${limit}, its limit in this layout's base width.`;
    default:
      return v.message;
  }
});

/** What went wrong opening a layout file, in words; nothing in the library is changed by it. */
export const layoutFileProblemText = catalogue(function layoutFileProblemText(problem: LayoutFileProblem): string {
  const kept = 'Nothing was changed.';
  switch (problem.code) {
    case 'tooLarge':
      return `This file is far too large to be a table layout. ${kept}`;
    case 'notJson':
      return `This file is not a layout file (it is not JSON). ${kept}`;
    case 'notLayout':
      return `This file is not a table layout of this app${problem.path ? ` (it fails at ${problem.path})` : ''}. ${kept}`;
    case 'unknownFeature':
      return `This layout uses a feature the A Great Victory! guidelines do not have (${problem.type}). ${kept}`;
    case 'wrongKind':
      return `This layout draws ${problem.type} with the wrong kind of outline (an area as a line, or a line as an area). ${kept}`;
  }
});

/** The words of the table layouts listed on Home. */
export const LAYOUT_LIBRARY_WORDS = catalogue({
  heading: 'Your table layouts',
  loading: 'Loading your table layouts…',
  empty: 'No table layout saved on this device yet.',
  readFailed: (failure: StorageFailure) => `The saved layouts could not be read. ${failureText(failure)}`,
  saved: (iso: string) => {
    const when = dayTimeText(iso);
    return when ? `Last changed ${when}` : '';
  },
  features: (n: number) => (n === 1 ? '1 feature' : `${n} features`),
  open: 'Open',
  openName: (title: string) => `Open ${title}`,
  rename: 'Rename',
  renameName: (title: string) => `Rename ${title}`,
  renameLabel: 'New name',
  renameSave: 'Save the name',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteName: (title: string) => `Delete ${title}`,
  deleteTitle: (title: string) => `Delete ${title}?`,
  deleteText: 'The layout is removed from this device for good. Download it first to keep a copy.',
  deleteConfirm: 'Delete for good',
  download: 'Download',
  downloadName: (title: string) => `Download ${title}`,
  failed: (failure: StorageFailure) => `That did not work. ${failureText(failure)}`,
  damagedTitle: 'A damaged table layout',
  damaged: (path: string) => `Its stored data cannot be read${path ? ` (at ${path})` : ''}. Download it to keep what is there, or delete it.`,
  openFile: 'Open a layout file',
  openFileHint: 'A layout downloaded from this app; it is added to this list.',
} as const);
