import { catalogue } from '../words/catalogue';

/** The words of the table diagram: its title, edges, key, the piece controls and the table told in words (issue 10). */
export const TABLE_DIAGRAM_WORDS = catalogue({
  title: 'Table diagram',
  size: (scale: string, width: string, depth: string, cm: string, unit: string, mm: number) => `${scale}: ${width} x ${depth} (${cm}), 1 ${unit} = ${mm} mm`,
  sector: (label: string, width: string) => `${label} ${width}`,
  invaderEdge: "Invader's edge",
  defenderEdge: "Defender's edge",
  scale: (length: string) => `Scale: ${length}`,
  pointInteractive: 'Point at the table to read it in real units. Drag a piece, or Tab to it and use the keys below, to record where it really went (never required).',
  point: 'Point at or tap the table to read it in real units.',
  baseWidthAssumed: (mm: number, hbw: number | null) => `Base width ${mm} mm assumed${hbw === null ? '' : ` (1 HBW = ${hbw} mm)`}: change it at setup.`,
  onTable: 'On the table',
  noTerrain: 'No terrain has been placed yet.',
  stages: { final: 'where it ended', placed: 'where it was placed' },
  recordLabel: (number: number, name: string, owner: string | null, stage: string) => `${number}. ${name}${owner ? `, ${owner}` : ''}: record ${stage}`,
  draftHead: (number: number, name: string, position: string) => `${number}. ${name}: ${position}.`,
  notRecordedYet: (head: string) => `${head} Not recorded yet: Enter records it.`,
  breaks: (head: string, count: number) => `${head} Not recorded: this position breaks ${count === 1 ? 'a rule' : `${count} rules`}. Escape puts it back.`,
  fields: {
    x: (unit: string) => `From the left edge (${unit})`,
    y: (unit: string) => `From the defender's edge (${unit})`,
    width: (unit: string) => `Width (${unit})`,
    depth: (unit: string) => `Depth (${unit})`,
    angle: 'Turned (degrees)',
  },
  position: (number: number, name: string, stage: string) => `Position of ${number}. ${name}, ${stage}`,
  record: 'Record this position',
  putBack: 'Put it back',
  key: 'Table diagram key',
  keyFlank: 'Flank sector (left and right as the defender sees them)',
  keyZone: 'Deployment zone',
  keyStrip: (strip: string) => `Side-edge strip: ${strip}`,
  keyCentre: 'Centre line',
  keyCategory: (letter: string, words: string) => `${letter}: ${words}`,
  keySeparator: ' · ',
  keyWater: 'Deep water',
  keySuggested: 'Dashed: suggested, not recorded',
  keyGone: (removed: string, lost: string) => `Struck through: ${removed} or ${lost}`,
  keyGhost: (moved: string, pivoted: string) => `Where it was placed, before it was ${moved} or ${pivoted}`,
  zoneFrom: (value: number, unit: string) => `${value} ${unit} or more from the centre line`,
  centreLine: 'Centre line',
  keys: (step: number, unit: string, fine: number, turn: number) =>
    `Keys on a piece: arrows move it ${step} ${unit} (with Shift ${fine}), [ and ] turn it ${turn}°, + and − change its width, * and / its depth, Enter records, Escape puts it back. Or drag it, and drag its round handle to turn it.`,
});

/** The table told in words for screen readers, and which distances the scale converts (RULES-NOTES section 2). */
export const TABLE_IN_WORDS = catalogue({
  houseRules: (profile: string, rules: readonly string[], scale: string) => ` ${profile}: ${rules.join('; ')}. Written as at Maximus; ${scale} converts them like the printed values.`,
  label: 'The table in words',
  size: (width: string, depth: string) =>
    `The table is ${width} wide and ${depth} deep; the invader's edge is at the top of the drawing, the defender's at the bottom, and left and right are as the defender sees them.`,
  sector: (label: string, width: string, from: string, to: string, cite: string) => `${label} sector: ${width} wide, from ${from} to ${to} from the left side edge${cite}.`,
  centreLine: (distance: string) => `The centre line is ${distance} from each base edge.`,
  zone: (side: 'invader' | 'defender', depth: string, fromCentre: string | null, cite: string) =>
    `${side === 'defender' ? 'Defender' : 'Invader'} deploys within ${depth} of their own edge${fromCentre ? `, at least ${fromCentre} from the centre line` : ''}${cite}.`,
  strips: (edges: readonly string[], width: string, strip: string, cite: string) =>
    `Side-edge ${edges.length > 1 ? 'strips' : 'strip'}, ${width} along the ${edges.join(' and ')} side ${edges.length > 1 ? 'edges' : 'edge'}: ${strip}${cite}.`,
  secured: (edges: readonly string[]) => `The ${edges.join(' and ')} side is a secure flank: the side-edge limit does not apply there.`,
  unit: (unit: string, mm: number, assumed: boolean) => `One ${unit} is ${mm} mm${assumed ? ', an assumed base width (the sources give none)' : ''}.`,
  converts: (scale: string, converted: readonly { words: string; value: string; printed: string }[], kept: readonly { words: string; value: string }[]) =>
    `${scale} converts ${converted.map((d) => `${d.words} to ${d.value} (printed ${d.printed})`).join(', ')}${kept.length > 0 ? `; these stay as printed: ${kept.map((d) => `${d.words} ${d.value}`).join(', ')}` : ''}.`,
});
