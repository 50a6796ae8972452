import { table, distance, type Rules } from '../../engine';
import { fact, type Fact } from './fact';

/** Printed (Maximus) sizes used for the worked examples: the compulsory and optional piece bounds. */
const EXAMPLES = [6, 10, 4, 8] as const;

const DISTANCE_NAMES: Record<table.TableDistance['key'], string> = {
  flankSector: 'flank sector',
  deepWater: 'deep-water flank depth',
  deploymentFromCentre: 'deployment distance from the centre line',
  sideEdgeStrip: 'side-edge strip',
  spacing: 'spacing at first placement',
  opponentMove: "opponent's move",
  camp: 'camp distance',
};

/** Which distances of an edition this scale converts and which stay as printed (seed 002 stars; RULES-NOTES section 2). */
function conversionLine(rules: Rules, scale: Rules['scales']['scales'][number], edition: '2023' | '2020'): string {
  const rows = table.tableDistances(rules, { edition, scale: scale.id });
  const list = (scaled: boolean) => rows.filter((d) => d.scaled === scaled).map((d) => `${DISTANCE_NAMES[d.key]} ${d.printed} BW -> ${d.value} ${d.unit}`).join(', ');
  return `${rules.editions[edition].name}: converted: ${list(true) || 'none'}; as printed: ${list(false) || 'none'}.`;
}

const ROUNDING_WORDS = { none: 'No rounding', up: 'Rounded up' } as const;

/** One card per scale: unit, factor, rounding, worked examples and the (assumed) table sizes (seed 002 MAGNA/PACTO notes). */
export function scaleFacts(rules: Rules): Fact[] {
  return rules.scales.scales.map((scale) => {
    const [first, ...rest] = EXAMPLES.map((bw) => ({ bw, text: distance(rules, scale.id, bw).text }));
    return fact(`scales/${scale.id}`, scale.name, scale.source, {
      lines: [
        `Unit: ${scale.unit}. Factor: ${scale.factor.numerator}/${scale.factor.denominator}. ${ROUNDING_WORDS[scale.rounding]}.`,
        first ? `Worked example: 6 BW printed is ${first.text} in ${scale.name}.` : '',
        `Also: ${rest.map((e) => `${e.bw} BW is ${e.text}`).join('; ')}.`,
        scale.note,
        conversionLine(rules, scale, '2023'),
        conversionLine(rules, scale, '2020'),
      ].filter(Boolean),
      tables: [
        {
          caption: `${scale.name} table sizes (not in the sources)`,
          head: ['Table', 'Width x depth', 'Base width', 'Default', 'Note'],
          rows: scale.tables.map((t) => [
            t.name,
            `${t.widthCm} x ${t.depthCm} cm`,
            t.baseWidthMm ? `${t.baseWidthMm} mm` : 'not given',
            t.id === scale.defaultTable ? 'Default' : '',
            `${t.assumption ? 'Assumption: ' : ''}${t.note}`,
          ]),
          rowHeaders: true,
        },
      ],
      flags: scale.tables.some((t) => t.assumption)
        ? [{ kind: 'Assumption', note: 'Table sizes are not in the sources: they are editable defaults (RULES-NOTES section 2).' }]
        : [],
    });
  });
}
