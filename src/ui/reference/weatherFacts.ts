import type { Rules, Setup } from '../../engine';
import { printedBwReading, sayScaled } from '../words/scaledText';
import { fact, type Fact } from './fact';
import { andList, idWords, signed } from '../words/vocab';

type WeatherColumns = Rules['weather']['table']['columns'];
type ColumnId = keyof WeatherColumns;

/** The columns in the order seed 002 prints them, so the table reads like the sheet. */
const PRINTED_ORDER: readonly string[] = ['standard', 'plains', 'coastal', 'mountains', 'forest', 'jungle', 'desert'];

/** The weather a score gives in one column of the table, or a dash if the column does not cover it. */
function weatherAt(ranges: WeatherColumns[ColumnId], score: number, name: (id: string) => string): string {
  const hit = ranges.find((r) => r.min <= score && score <= r.max);
  return hit ? name(hit.weather) : '–';
}

/** The 2020 weather rules as cards: seasons, the score table, drift and every weather type (seed 002 "WEATHER RULES"). */
export function weatherFacts(rules: Rules, scale: Setup['scale'] = 'maximus'): Fact[] {
  const setup = { edition: '2020', scale } as const;
  const w = rules.weather;
  const names = new Map(w.types.map((t) => [t.id as string, t.name]));
  const name = (id: string) => names.get(id) ?? idWords(id);
  const territoryName = new Map(rules.qrsTerrain.territories.map((t) => [t.id as string, t.name]));
  const rank = (c: string) => (PRINTED_ORDER.includes(c) ? PRINTED_ORDER.indexOf(c) : PRINTED_ORDER.length);
  const columns = (Object.keys(w.table.columns) as ColumnId[]).sort((a, b) => rank(a) - rank(b));
  const users = (column: string) => rules.territories['2023'].filter((t) => t.weatherColumn === column).map((t) => t.name);
  const header = (column: ColumnId) => {
    const used = users(column);
    const label = territoryName.get(column) ?? idWords(column);
    return used.length > 0 ? `${label} (2023: ${andList(used)})` : label;
  };
  const scores: number[] = [];
  for (let s = w.scoreRange.min; s <= w.scoreRange.max; s++) scores.push(s);

  return [
    fact('weather/seasons', 'Season and score', w.source, {
      lines: [
        `The ${w.chooser} chooses the season before terrain.`,
        `Roll ${w.dice} and add the season’s modifier: the adjusted score runs from ${w.scoreRange.min} to ${w.scoreRange.max}.`,
        w.changeableOnDouble ? 'A double means the weather is changeable.' : '',
      ].filter(Boolean),
      tables: [
        {
          caption: 'Season modifiers',
          head: ['Season', 'Modifier', 'Note', 'Source'],
          rows: w.seasons.map((s) => [s.name, signed(s.modifier), s.note ?? '', s.source]),
          rowHeaders: true,
        },
      ],
      wide: true,
    }),
    fact('weather/table', 'Weather by adjusted score and territory', w.table.source, {
      lines: ['Find the adjusted score in the column of the territory you are playing in.'],
      tables: [
        {
          caption: 'Weather table',
          head: ['Adjusted score', ...columns.map(header)],
          rows: scores.map((s) => [String(s), ...columns.map((c) => weatherAt(w.table.columns[c], s, name))]),
          rowHeaders: true,
        },
      ],
      flags: w.table.assumption ? [{ kind: 'Assumption', note: w.table.note }] : [],
      details: { summary: 'How the garbled table was read', text: w.table.reading },
      wide: true,
    }),
    fact('weather/drift', 'Weather during the game', w.drift.source, {
      lines: [
        `At the start of each turn roll ${w.drift.perTurn.red} Red and ${w.drift.perTurn.green} Green die; if the weather is changeable, ${w.drift.changeable.red} Red and ${w.drift.changeable.green} Green.`,
        `${w.drift.up}; ${w.drift.down}.`,
        `Order of the types, lowest first: ${w.drift.order.map(name).join(', ')}.`,
        `The first roll is at the beginning of turn ${w.drift.firstTurn}; a changeable starting roll doubles the dice for the whole ${w.drift.changeableLasts}.`,
      ],
      flags: w.drift.assumption ? [{ kind: 'Assumption', note: w.drift.note }] : [],
    }),
    ...w.types.map((t) =>
      fact(`weather/type/${t.id}`, t.name, t.source, {
        lines: [
          `Effects: ${t.effects ? sayScaled(rules, setup, t.effects) : 'none listed'}.`,
          ...[printedBwReading(rules, setup, t.effects)].filter((line) => line !== null),
          t.onTable ? 'On the score table.' : 'Not on the score table.',
          ...(!t.assumption && t.note ? [t.note] : []),
        ],
        flags: t.assumption ? [{ kind: 'Assumption', note: t.note ?? '' }] : [],
      }),
    ),
  ];
}
