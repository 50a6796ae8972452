import { table, distance, type Rules } from '../../engine';
import { fact, type Fact } from './fact';
import { SCALE_FACT_WORDS as W } from './factWords';
import { joined, one, q, saying, type Said, type SaidPart } from './said';

/** Printed (Maximus) sizes used for the worked examples: the compulsory and optional piece bounds. */
const EXAMPLES = [6, 10, 4, 8] as const;

/** Which distances of an edition this scale converts and which stay as printed (seed 002 stars; RULES-NOTES section 2). */
function conversionLine(rules: Rules, scale: Rules['scales']['scales'][number], edition: '2023' | '2020'): SaidPart[] {
  const rows = table.tableDistances(rules, { edition, scale: scale.id });
  const list = (scaled: boolean) => {
    const items = rows.filter((d) => d.scaled === scaled).map((d): Said => saying(W.distanceRow, { name: W.distanceNames[d.key], printed: d.printed, value: q(`${d.value} ${d.unit}`) }));
    return items.length > 0 ? one(joined(items, W.listComma)) : W.none;
  };
  return saying(W.conversion, { edition: q(rules.editions[edition].name), converted: list(true), asPrinted: list(false) });
}

/** One card per scale: unit, factor, rounding, worked examples and the (assumed) table sizes (seed 002 MAGNA/PACTO notes). */
export function scaleFacts(rules: Rules): Fact[] {
  return rules.scales.scales.map((scale) => {
    const [first, ...rest] = EXAMPLES.map((bw) => ({ bw, text: distance(rules, scale.id, bw).text }));
    return fact(`scales/${scale.id}`, [q(scale.name)], scale.source, {
      lines: [
        saying(W.unitLine, { unit: q(scale.unit), numerator: scale.factor.numerator, denominator: scale.factor.denominator, rounding: W.rounding[scale.rounding] }),
        ...(first ? [saying(W.workedExample, { value: q(first.text), scale: q(scale.name) })] : []),
        saying(W.also, { examples: one(joined(rest.map((e): Said => saying(W.printedIs, { bw: e.bw, value: q(e.text) })), W.listSeparator)) }),
        ...(scale.note ? [[q(scale.note)]] : []),
        conversionLine(rules, scale, '2023'),
        conversionLine(rules, scale, '2020'),
      ],
      tables: [
        {
          caption: saying(W.tableSizes, { scale: q(scale.name) }),
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
