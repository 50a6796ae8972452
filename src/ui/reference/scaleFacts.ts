import { table, distance, type Rules } from '../../engine';
import { fact, type Fact } from './fact';
import { SCALE_FACT_WORDS as W } from './factWords';
import { joined, q, type Said, type SaidPart } from './said';

/** Printed (Maximus) sizes used for the worked examples: the compulsory and optional piece bounds. */
const EXAMPLES = [6, 10, 4, 8] as const;

/** Which distances of an edition this scale converts and which stay as printed (seed 002 stars; RULES-NOTES section 2). */
function conversionLine(rules: Rules, scale: Rules['scales']['scales'][number], edition: '2023' | '2020'): SaidPart[] {
  const rows = table.tableDistances(rules, { edition, scale: scale.id });
  const list = (scaled: boolean): Said => {
    const items = rows.filter((d) => d.scaled === scaled).map((d): Said => [W.distanceRow({ name: W.distanceNames[d.key], printed: d.printed }), q(`${d.value} ${d.unit}`)]);
    return items.length > 0 ? joined(items, W.listComma) : W.none;
  };
  return [q(rules.editions[edition].name), W.converted, ...joined([list(true)], W.listComma), W.asPrinted, ...joined([list(false)], W.listComma), W.end];
}

/** One card per scale: unit, factor, rounding, worked examples and the (assumed) table sizes (seed 002 MAGNA/PACTO notes). */
export function scaleFacts(rules: Rules): Fact[] {
  return rules.scales.scales.map((scale) => {
    const [first, ...rest] = EXAMPLES.map((bw) => ({ bw, text: distance(rules, scale.id, bw).text }));
    return fact(`scales/${scale.id}`, [q(scale.name)], scale.source, {
      lines: [
        [W.unit, q(scale.unit), W.factor({ numerator: scale.factor.numerator, denominator: scale.factor.denominator }), W.rounding[scale.rounding], W.end],
        ...(first ? [[W.workedExample, q(first.text), W.inScale, q(scale.name), W.end]] : []),
        [W.also, ...joined(rest.map((e): Said => [W.printedIs({ bw: e.bw }), q(e.text)]), W.listSeparator), W.end],
        ...(scale.note ? [[q(scale.note)]] : []),
        conversionLine(rules, scale, '2023'),
        conversionLine(rules, scale, '2020'),
      ],
      tables: [
        {
          caption: [q(scale.name), W.tableSizes],
          head: [...W.tableHead],
          rows: scale.tables.map((t) => [
            [q(t.name)],
            W.widthDepth({ width: t.widthCm, depth: t.depthCm }),
            t.baseWidthMm ? W.baseWidth({ mm: t.baseWidthMm }) : W.notGiven,
            t.id === scale.defaultTable ? W.isDefault : '',
            [...(t.assumption ? [W.assumption] : []), q(t.note)],
          ]),
          rowHeaders: true,
        },
      ],
      flags: scale.tables.some((t) => t.assumption)
        ? [{ kind: 'Assumption', note: W.tableSizesAssumed }]
        : [],
    });
  });
}
