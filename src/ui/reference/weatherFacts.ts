import type { Rules, Setup } from '../../engine';
import { printedBwReading, sayScaled } from '../words/sayScaled';
import { fact, type Fact } from './fact';
import { idWords, signed, SIDE_WORDS } from '../words/vocab';
import { WEATHER_FACT_WORDS as W } from './factWords';
import { joined, one, q, saying, type Said } from './said';

type WeatherColumns = Rules['weather']['table']['columns'];
type ColumnId = keyof WeatherColumns;

/** The columns in the order seed 002 prints them, so the table reads like the sheet. */
const PRINTED_ORDER: readonly string[] = ['standard', 'plains', 'coastal', 'mountains', 'forest', 'jungle', 'desert'];

/** The weather a score gives in one column of the table, or a dash if the column does not cover it. */
function weatherAt(ranges: WeatherColumns[ColumnId], score: number, name: (id: string) => Said): Said {
  const hit = ranges.find((r) => r.min <= score && score <= r.max);
  return hit ? name(hit.weather) : '–';
}

/** The 2020 weather rules as cards: seasons, the score table, drift and every weather type (seed 002 "WEATHER RULES"). */
export function weatherFacts(rules: Rules, scale: Setup['scale'] = 'maximus'): Fact[] {
  const setup = { edition: '2020', scale } as const;
  const w = rules.weather;
  const names = new Map(w.types.map((t) => [t.id as string, t.name]));
  const name = (id: string): Said => {
    const named = names.get(id);
    return named === undefined ? idWords(id) : [q(named)];
  };
  const territoryName = new Map(rules.qrsTerrain.territories.map((t) => [t.id as string, t.name]));
  const rank = (c: string) => (PRINTED_ORDER.includes(c) ? PRINTED_ORDER.indexOf(c) : PRINTED_ORDER.length);
  const columns = (Object.keys(w.table.columns) as ColumnId[]).sort((a, b) => rank(a) - rank(b));
  const users = (column: string) => rules.territories['2023'].filter((t) => t.weatherColumn === column).map((t) => t.name);
  const header = (column: ColumnId): Said => {
    const named = territoryName.get(column);
    const label: Said = named === undefined ? idWords(column) : [q(named)];
    const used = users(column).map(q);
    if (used.length === 0) return label;
    return saying(W.usedBy2023, { column: one(label), territories: used });
  };
  const scores: number[] = [];
  for (let s = w.scoreRange.min; s <= w.scoreRange.max; s++) scores.push(s);

  return [
    fact('weather/seasons', W.seasonsTitle, w.source, {
      lines: [
        W.chooses({ chooser: SIDE_WORDS[w.chooser] }),
        saying(W.roll, { dice: q(w.dice), min: w.scoreRange.min, max: w.scoreRange.max }),
        ...(w.changeableOnDouble ? [W.changeable] : []),
      ],
      tables: [
        {
          caption: W.seasonCaption,
          head: [...W.seasonHead],
          rows: w.seasons.map((s) => [[q(s.name)], signed(s.modifier), [q(s.note ?? '')], [q(s.source)]]),
          rowHeaders: true,
        },
      ],
      wide: true,
    }),
    fact('weather/table', W.tableTitle, w.table.source, {
      lines: [W.findScore],
      tables: [
        {
          caption: W.tableCaption,
          head: [W.adjustedScore, ...columns.map(header)],
          rows: scores.map((s) => [String(s), ...columns.map((c) => weatherAt(w.table.columns[c], s, name))]),
          rowHeaders: true,
        },
      ],
      flags: w.table.assumption ? [{ kind: 'Assumption', note: [q(w.table.note)] }] : [],
      details: { summary: W.garbledSummary, text: [q(w.table.reading)] },
      wide: true,
    }),
    fact('weather/drift', W.driftTitle, w.drift.source, {
      lines: [
        [W.perTurn({ red: w.drift.perTurn.red, green: w.drift.perTurn.green }), W.ifChangeable({ red: w.drift.changeable.red, green: w.drift.changeable.green })],
        [q(w.drift.up), W.semicolon, q(w.drift.down), W.end],
        saying(W.order, { types: one(joined(w.drift.order.map(name), W.listComma)) }),
        saying(W.firstRoll, { turn: w.drift.firstTurn, lasts: q(w.drift.changeableLasts) }),
        [W.mostTurns({ turns: w.drift.mostTurns })],
      ],
      flags: [...(w.drift.assumption ? [{ kind: 'Assumption' as const, note: [q(w.drift.note)] }] : []), { kind: 'Assumption', note: [q(w.drift.mostTurnsNote)] }],
    }),
    ...w.types.map((t) =>
      fact(`weather/type/${t.id}`, [q(t.name)], t.source, {
        lines: [
          saying(W.effects, { effects: t.effects ? one(sayScaled(rules, setup, t.effects)) : W.noEffects }),
          ...[printedBwReading(rules, setup, t.effects)].filter((line) => line !== null),
          t.onTable ? W.onTable : W.notOnTable,
          ...(!t.assumption && t.note ? [[q(t.note)]] : []),
        ],
        flags: t.assumption ? [{ kind: 'Assumption', note: [q(t.note ?? '')] }] : [],
      }),
    ),
  ];
}
