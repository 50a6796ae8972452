import { distance, type Rules } from '../../engine';
import { fact, type Fact } from './fact';

/** Printed (Maximus) distances used for the worked examples: the piece sizes and the 6 BW moves. */
const EXAMPLES = [6, 10, 4, 8] as const;

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
      ].filter(Boolean),
      tables: [
        {
          caption: `${scale.name} table sizes (not in the seeds)`,
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
        ? [{ kind: 'Assumption', note: 'Table sizes are not in the seeds: they are editable defaults (RULES-NOTES section 2).' }]
        : [],
    });
  });
}
