import { COLOURS, type Rules } from '../../engine';
import { fact, type Fact } from './fact';
import { CATEGORY_WORDS, COLOUR_WORDS, FACE_WORDS, orList } from '../words/vocab';
import { ASSUMPTION_TITLES } from '../words/assumptions';

type Components = Rules['components'];

function componentFact(c: Components, a: Components['assumptions'][number]): Fact {
  const base = { flags: [{ kind: 'Assumption' as const, note: a.note }] };
  const key = `assumptions/components/${a.field}`;
  const title = ASSUMPTION_TITLES[a.field];
  switch (a.field) {
    case 'dice':
      return fact(key, title, a.basis, {
        ...base,
        tables: [
          {
            caption: 'Faces of each die',
            head: ['Die', 'Faces'],
            rows: c.dice.map((d) => [COLOUR_WORDS[d.colour], d.faces.map((f) => FACE_WORDS[f]).join(', ')]),
            rowHeaders: true,
          },
        ],
      });
    case 'rollOffRanking':
      return fact(key, title, a.basis, { ...base, lines: [`Best first: ${c.rollOffRanking.map((f) => FACE_WORDS[f]).join(' > ')}.`] });
    case 'deck': {
      const total = COLOURS.reduce((sum, colour) => sum + c.deck[colour], 0);
      return fact(key, title, a.basis, {
        ...base,
        lines: [`${total} cards in all.`],
        tables: [
          {
            caption: 'Cards of each colour',
            head: ['Colour', 'Cards'],
            rows: COLOURS.map((colour) => [COLOUR_WORDS[colour], String(c.deck[colour])]),
            rowHeaders: true,
          },
        ],
      });
    }
    case 'armyCardLimits':
      return fact(key, title, a.basis, {
        ...base,
        lines: [
          `PBS cards: ${c.armyCardLimits.pbsMin} to ${c.armyCardLimits.pbsMax}.`,
          `Scouting cards: ${c.armyCardLimits.scoutingMin} to ${c.armyCardLimits.scoutingMax}.`,
        ],
      });
    case 'tugRounding':
      return fact(key, title, a.basis, {
        ...base,
        lines: [
          `Rounded ${c.tugRounding.method === 'nearest' ? 'to the nearest TuG' : c.tugRounding.method}.`,
          c.tugRounding.atLeastOneIfAboveZero ? 'At least 1 TuG when the percentage is above 0.' : '',
          c.tugRounding.appliesToThirds ? 'Thirds of the army are rounded the same way.' : '',
          c.tugRounding.note,
        ].filter(Boolean),
      });
  }
}

/** Everything the app assumes because the seeds do not say it, each with its note (RULES-NOTES section 4). */
export function assumptionFacts(rules: Rules): Fact[] {
  const c = rules.components;
  const out: Fact[] = c.assumptions.map((a) => componentFact(c, a));

  for (const id of ['2023', '2020'] as const) {
    const e = rules.editions[id];
    if (e.territoryContest.assumption) {
      out.push(
        fact(`assumptions/contest/${id}`, `Declining the territory card (${id})`, e.territoryContest.source, {
          flags: [{ kind: 'Assumption', note: e.territoryContest.note }],
        }),
      );
    }
    e.readings.forEach((r, i) =>
      out.push(fact(`assumptions/reading/${id}/${i}`, `${r.topic} (${id})`, r.source, { flags: [{ kind: 'Assumption', note: r.text }] })),
    );
    out.push(
      fact(`assumptions/march/${id}`, `Moving less than the allowance (${id})`, e.march.source, {
        lines: [`The app lets the winner move less or stay: ${e.march.mayMoveLess ? 'yes' : 'no'}.`],
        flags: [{ kind: 'Assumption', note: e.march.mayMoveLessNote }],
      }),
    );
  }

  const w = rules.weather;
  if (w.table.assumption) {
    out.push(
      fact('assumptions/weatherTable', 'Reading of the weather table', w.table.source, {
        flags: [{ kind: 'Assumption', note: w.table.note }],
        details: { summary: 'How the garbled table was read', text: w.table.reading },
      }),
    );
  }
  if (w.drift.assumption) {
    out.push(fact('assumptions/weatherDrift', 'Weather drift direction', w.drift.source, { flags: [{ kind: 'Assumption', note: w.drift.note }] }));
  }
  for (const t of w.types.filter((x) => x.assumption)) {
    out.push(fact(`assumptions/weather/${t.id}`, `Weather: ${t.name}`, t.source, { flags: [{ kind: 'Assumption', note: t.note ?? '' }] }));
  }

  const assumed = rules.qrsTerrain.terrain.filter((t) => t.categoryAssumed);
  if (assumed.length > 0) {
    out.push(
      fact('assumptions/categories2020', 'Categories of the 2020 terrain table', rules.qrsTerrain.source, {
        lines: [`${assumed.length} of ${rules.qrsTerrain.terrain.length} categories are inferred; each row of the 2020 terrain table gives the reason.`],
        tables: [
          {
            caption: 'Inferred categories',
            head: ['Terrain', 'Category'],
            rows: assumed.map((t) => [t.name, t.categoryOptions ? orList(t.categoryOptions.map((x) => CATEGORY_WORDS[x])) : CATEGORY_WORDS[t.category]]),
            rowHeaders: true,
          },
        ],
        flags: [{ kind: 'Assumption', note: 'The sheet’s Good/Rough/Difficult colour coding was lost in OCR.' }],
      }),
    );
  }
  for (const t of rules.qrsTerrain.terrain.filter((x) => x.assumption)) {
    out.push(fact(`assumptions/terrain2020/${t.id}`, `2020 terrain: ${t.name}`, t.source, { flags: [{ kind: 'Assumption', note: t.note }] }));
  }

  const map = rules.qrsMap;
  if (!map.verified) {
    out.push(
      fact('assumptions/map2020', 'Secure flanks of the 2020 generic map', map.source, {
        lines: map.rows.map((r, i) => `Row ${i + 1}: "${r.printed}"${r.verified ? '' : ' (unverified)'}.`),
        flags: [{ kind: 'Unverified', note: map.note }],
      }),
    );
  }

  const tables = rules.scales.scales.flatMap((s) => s.tables.filter((t) => t.assumption).map((t) => ({ scale: s.name, table: t })));
  if (tables.length > 0) {
    out.push(
      fact('assumptions/tableSizes', 'Table sizes', rules.scales.scales.map((s) => s.source).join('; '), {
        lines: tables.map(({ scale, table }) => `${scale}: ${table.name}.`),
        flags: [{ kind: 'Assumption', note: 'Table sizes are not in the sources: they are editable defaults (RULES-NOTES section 2).' }],
      }),
    );
  }
  return out;
}
