import { catalogue, msg } from '../words/catalogue';

/** The side edges a sentence names: one of them, or both. */
type Edges = 'left' | 'right' | 'both';

/** The words of the table diagram: its title, edges, key, the piece controls and the table told in words (issue 10). */
export const TABLE_DIAGRAM_WORDS = catalogue({
  title: 'Table diagram',
  size: msg<{ scale: string; width: string; depth: string; cm: string; unit: string; mm: number }>('{scale}: {width} x {depth} ({cm}), 1 {unit} = {mm} mm'),
  sector: msg<{ label: string; width: string }>('{label} {width}'),
  invaderEdge: "Invader's edge",
  defenderEdge: "Defender's edge",
  scale: msg<{ length: string }>('Scale: {length}'),
  pointInteractive: 'Point at the table to read it in real units. Drag a piece, or Tab to it and use the keys below, to record where it really went (never required).',
  point: 'Point at or tap the table to read it in real units.',
  /** `hbw`: the half base width in mm, or 0 when the unit is not HBW. */
  baseWidthAssumed: msg<{ mm: number; hbw: number }>('Base width {mm} mm assumed{hbw, plural, =0 {} other { (1 HBW = {hbw} mm)}}: change it at setup.'),
  onTable: 'On the table',
  noTerrain: 'No terrain has been placed yet.',
  stages: { final: 'where it ended', placed: 'where it was placed' },
  recordLabel: msg<{ number: number; name: string; stage: string }>('{number}. {name}: record {stage}'),
  recordOwnedLabel: msg<{ number: number; name: string; owner: string; stage: string }>('{number}. {name}, {owner}: record {stage}'),
  draftHead: msg<{ number: number; name: string; position: string }>('{number}. {name}: {position}.'),
  notRecordedYet: msg<{ head: string }>('{head} Not recorded yet: Enter records it.'),
  breaks: msg<{ head: string; count: number }>('{head} Not recorded: this position breaks {count, plural, one {a rule} other {# rules}}. Escape puts it back.'),
  fields: {
    x: msg<{ unit: string }>('From the left edge ({unit})'),
    y: msg<{ unit: string }>("From the defender's edge ({unit})"),
    width: msg<{ unit: string }>('Width ({unit})'),
    depth: msg<{ unit: string }>('Depth ({unit})'),
    angle: 'Turned (degrees)',
  },
  position: msg<{ number: number; name: string; stage: string }>('Position of {number}. {name}, {stage}'),
  record: 'Record this position',
  putBack: 'Put it back',
  key: 'Table diagram key',
  keyFlank: 'Flank sector (left and right as the defender sees them)',
  keyZone: 'Deployment zone',
  keyStrip: msg<{ strip: string }>('Side-edge strip: {strip}'),
  keyCentre: 'Centre line',
  keyCategory: msg<{ letter: string; words: string }>('{letter}: {words}'),
  keySeparator: ' · ',
  keyWater: 'Deep water',
  keySuggested: 'Dashed: suggested, not recorded',
  keyGone: msg<{ removed: string; lost: string }>('Struck through: {removed} or {lost}'),
  keyGhost: msg<{ moved: string; pivoted: string }>('Where it was placed, before it was {moved} or {pivoted}'),
  zoneFrom: msg<{ value: number; unit: string }>('{value} {unit} or more from the centre line'),
  centreLine: 'Centre line',
  keys: msg<{ step: number; unit: string; fine: number; turn: number }>(
    'Keys on a piece: arrows move it {step} {unit} (with Shift {fine}), [ and ] turn it {turn}°, + and − change its width, * and / its depth, Enter records, Escape puts it back. Or drag it, and drag its round handle to turn it.',
  ),
});

/** The table told in words for screen readers, and which distances the scale converts (RULES-NOTES section 2). */
export const TABLE_IN_WORDS = catalogue({
  /** After the house-rule mark: the profile's changes (already said), one after the other. */
  houseRules: msg<{ profile: string; rules: readonly string[]; scale: string }>(' {profile}: {rules, list}. Written as at Maximus; {scale} converts them like the printed values.'),
  label: 'The table in words',
  /** The source a distance comes from, after it. */
  cite: msg<{ source: string }>(' ({source})'),
  size: msg<{ width: string; depth: string }>(
    "The table is {width} wide and {depth} deep; the invader's edge is at the top of the drawing, the defender's at the bottom, and left and right are as the defender sees them.",
  ),
  sector: msg<{ label: string; width: string; from: string; to: string; cite: string }>('{label} sector: {width} wide, from {from} to {to} from the left side edge{cite}.'),
  centreLine: msg<{ distance: string }>('The centre line is {distance} from each base edge.'),
  /** `fromCentre`: the least distance from the centre line, when there is one (`apart`). */
  zone: msg<{ side: 'invader' | 'defender'; depth: string; apart: boolean; fromCentre: string; cite: string }>(
    '{side, select, defender {Defender} other {Invader}} deploys within {depth} of their own edge{apart, select, true {, at least {fromCentre} from the centre line} other {}}{cite}.',
  ),
  strips: msg<{ edges: Edges; width: string; strip: string; cite: string }>(
    'Side-edge {edges, select, both {strips, {width} along the left and right side edges} left {strip, {width} along the left side edge} other {strip, {width} along the right side edge}}: {strip}{cite}.',
  ),
  secured: msg<{ edges: Edges }>(
    'The {edges, select, both {left and right} left {left} other {right}} side is a secure flank: the side-edge limit does not apply there.',
  ),
  unit: msg<{ unit: string; mm: number; assumed: boolean }>('One {unit} is {mm} mm{assumed, select, true {, an assumed base width (the sources give none)} other {}}.'),
  /** `converted` and `kept`: each distance said by `convertedOne` and `keptOne`; `anyKept`: some stay as printed. */
  converts: msg<{ scale: string; converted: readonly string[]; anyKept: boolean; kept: readonly string[] }>(
    '{scale} converts {converted, list}{anyKept, select, true {; these stay as printed: {kept, list}} other {}}.',
  ),
  convertedOne: msg<{ words: string; value: string; printed: number }>('{words} to {value} (printed {printed})'),
  keptOne: msg<{ words: string; value: string }>('{words} {value}'),
});

/** The pieces on the table in words: the list under the drawing, a pointed or focused piece and a pointed place. */
export const TABLE_ITEM_WORDS = catalogue({
  /** A declared piece's name: "Marsh (dangerous)". */
  declared: msg<{ name: string; declared: string }>('{name} ({declared, select, dangerous {dangerous} other {impassable}})'),
  suggested: 'suggested',
  /** What the label says after the name: "moved, suggested". */
  status: msg<{ parts: readonly string[] }>('{parts, list, unit}'),
  /** Between the clauses of a sentence, and the sentence closed. */
  separator: '; ',
  sentence: msg<{ parts: string }>('{parts}.'),
  /** A piece, whose (`owner`, else the defender's) and its kind, with its going (`category`, `letter`) when it has one. */
  head: msg<{ name: string; kind: string; hasOwner: boolean; owner: string; hasCategory: boolean; category: string; letter: string }>(
    "{name}, {kind, select, deepWater {the deep-water secure flank} other {{hasOwner, select, true {{owner}'s} other {the defender's}} {kind, select, flank {secure-flank piece} compulsory {compulsory piece} other {optional piece}}}}{hasCategory, select, true {, {category} ({letter})} other {}}",
  ),
  along: msg<{ edge: string; depth: string }>('along {edge}, {depth} deep'),
  inSector: msg<{ sector: string; touch: boolean }>('in {sector}{touch, select, true {, touching a table edge} other {}}'),
  outsideSector:
    'no room there clear of the deep water, which nothing may lie even partially within (002 Deep Water), and the rules do not say where it goes then: drawn at the nearest place clear of the water',
  recorded: msg<{ stage: string; footprint: string }>('recorded {stage}: {footprint}'),
  offTable: 'not on the table',
  notRecorded: 'not recorded',
  /** A pointed or focused piece: `bounds` says whether `limits` are its sizes or its edge-to-edge rule. */
  detail: msg<{
    number: number;
    name: string;
    hasOwner: boolean;
    owner: string;
    size: string;
    angle: number;
    bounds: 'sizes' | 'edge' | 'none';
    limits: string;
    hasSector: boolean;
    sector: string;
    touch: boolean;
    hasState: boolean;
    state: string;
  }>(
    '{number}. {name}{hasOwner, select, true { ({owner})} other {}}: {size}, turned {angle}°{bounds, select, sizes {; sizes {limits}} edge {; {limits}} other {}}{hasSector, select, true {; {sector}{touch, select, true {, touching a table edge} other {}}} other {}}{hasState, select, true {; {state}} other {}}.',
  ),
  pointSector: msg<{ sector: string; width: string }>('{sector}, {width} wide'),
  pointZone: msg<{ side: 'defender' | 'invader'; depth: string }>('{side, select, defender {Defender} other {Invader}} deploys here: {depth} deep'),
  noMansLand: msg<{ distance: string }>("no-man's land between the zones; the centre line is {distance} from each base edge"),
  pointStrip: msg<{ width: string; strip: string }>('side-edge strip, {width}: {strip}'),
  /** `parts` joined by `separator`; `x` and `y` in table units, to a tenth. */
  point: msg<{ parts: string; x: number; y: number; unit: string }>("{parts}. ({x, number, decimal}, {y, number, decimal} {unit} from the defender's left corner.)"),
});
