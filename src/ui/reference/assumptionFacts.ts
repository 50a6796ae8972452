import { COLOURS, type Rules } from '../../engine';
import { fact, type Fact } from './fact';
import { ASSUMPTION_FACT_WORDS as W } from './factWords';
import { joined, one, q, saying, type Said } from './said';
import { CATEGORY_WORDS, COLOUR_WORDS, FACE_WORDS, orList } from '../words/vocab';
import { ASSUMPTION_TITLES } from '../words/assumptions';

type Components = Rules['components'];

function componentFact(c: Components, a: Components['assumptions'][number]): Fact {
  const base = { flags: [{ kind: 'Assumption' as const, note: [q(a.note)] }] };
  const key = `assumptions/components/${a.field}`;
  const title = ASSUMPTION_TITLES[a.field];
  switch (a.field) {
    case 'dice':
      return fact(key, title, a.basis, {
        ...base,
        tables: [
          {
            caption: W.facesCaption,
            head: [...W.facesHead],
            rows: c.dice.map((d): Said[] => [COLOUR_WORDS[d.colour], joined(d.faces.map((f) => FACE_WORDS[f]), W.listComma)]),
            rowHeaders: true,
          },
        ],
      });
    case 'rollOffRanking':
      return fact(key, title, a.basis, { ...base, lines: [saying(W.bestFirst, { faces: one(joined(c.rollOffRanking.map((f) => FACE_WORDS[f]), W.beats)) })] });
    case 'deck': {
      const total = COLOURS.reduce((sum, colour) => sum + c.deck[colour], 0);
      return fact(key, title, a.basis, {
        ...base,
        lines: [W.cardsInAll({ total })],
        tables: [
          {
            caption: W.deckCaption,
            head: [...W.deckHead],
            rows: COLOURS.map((colour): Said[] => [COLOUR_WORDS[colour], String(c.deck[colour])]),
            rowHeaders: true,
          },
        ],
      });
    }
    case 'armyCardLimits':
      return fact(key, title, a.basis, {
        ...base,
        lines: [
          W.pbsCards({ min: c.armyCardLimits.pbsMin, max: c.armyCardLimits.pbsMax }),
          W.scoutingCards({ min: c.armyCardLimits.scoutingMin, max: c.armyCardLimits.scoutingMax }),
        ],
      });
    case 'tugRounding':
      return fact(key, title, a.basis, {
        ...base,
        lines: [
          c.tugRounding.method === 'nearest' ? W.roundedNearest : saying(W.rounded, { method: q(c.tugRounding.method) }),
          ...(c.tugRounding.atLeastOneIfAboveZero ? [W.atLeastOne] : []),
          ...(c.tugRounding.appliesToThirds ? [W.thirds] : []),
          ...(c.tugRounding.note ? [[q(c.tugRounding.note)]] : []),
        ],
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
        fact(`assumptions/contest/${id}`, W.contestTitle({ edition: id }), e.territoryContest.source, {
          flags: [{ kind: 'Assumption', note: [q(e.territoryContest.note)] }],
        }),
      );
    }
    e.readings.forEach((r, i) =>
      out.push(fact(`assumptions/reading/${id}/${i}`, saying(W.readingTitle, { topic: q(r.topic), edition: id }), r.source, { flags: [{ kind: 'Assumption', note: [q(r.text)] }] })),
    );
    out.push(
      fact(`assumptions/march/${id}`, W.marchTitle({ edition: id }), e.march.source, {
        lines: [W.moveLess({ yes: e.march.mayMoveLess })],
        flags: [{ kind: 'Assumption', note: [q(e.march.mayMoveLessNote)] }],
      }),
    );
  }

  const w = rules.weather;
  if (w.table.assumption) {
    out.push(
      fact('assumptions/weatherTable', W.weatherTableTitle, w.table.source, {
        flags: [{ kind: 'Assumption', note: [q(w.table.note)] }],
        details: { summary: W.garbledSummary, text: [q(w.table.reading)] },
      }),
    );
  }
  if (w.drift.assumption) {
    out.push(fact('assumptions/weatherDrift', W.driftTitle, w.drift.source, { flags: [{ kind: 'Assumption', note: [q(w.drift.note)] }] }));
  }
  for (const t of w.types.filter((x) => x.assumption)) {
    out.push(fact(`assumptions/weather/${t.id}`, saying(W.weatherTitle, { name: q(t.name) }), t.source, { flags: [{ kind: 'Assumption', note: [q(t.note ?? '')] }] }));
  }

  const assumed = rules.qrsTerrain.terrain.filter((t) => t.categoryAssumed);
  if (assumed.length > 0) {
    out.push(
      fact('assumptions/categories2020', W.categoriesTitle, rules.qrsTerrain.source, {
        lines: [W.categoriesInferred({ assumed: assumed.length, total: rules.qrsTerrain.terrain.length })],
        tables: [
          {
            caption: W.categoriesCaption,
            head: [...W.categoriesHead],
            rows: assumed.map((t): Said[] => [[q(t.name)], t.categoryOptions ? orList(t.categoryOptions.map((x) => CATEGORY_WORDS[x])) : CATEGORY_WORDS[t.category]]),
            rowHeaders: true,
          },
        ],
        flags: [{ kind: 'Assumption', note: W.colourCodingLost }],
      }),
    );
  }
  for (const t of rules.qrsTerrain.terrain.filter((x) => x.assumption)) {
    out.push(fact(`assumptions/terrain2020/${t.id}`, saying(W.terrain2020Title, { name: q(t.name) }), t.source, { flags: [{ kind: 'Assumption', note: [q(t.note)] }] }));
  }

  const map = rules.qrsMap;
  if (!map.verified) {
    out.push(
      fact('assumptions/map2020', W.map2020Title, map.source, {
        lines: map.rows.map((r, i) => saying(W.mapRow, { index: i + 1, printed: q(r.printed), verified: r.verified })),
        flags: [{ kind: 'Unverified', note: [q(map.note)] }],
      }),
    );
  }

  const tables = rules.scales.scales.flatMap((s) => s.tables.filter((t) => t.assumption).map((t) => ({ scale: s.name, table: t })));
  if (tables.length > 0) {
    out.push(
      fact('assumptions/tableSizes', W.tableSizesTitle, rules.scales.scales.map((s) => s.source).join('; '), {
        lines: tables.map(({ scale, table }) => saying(W.tableSize, { scale: q(scale), table: q(table.name) })),
        flags: [{ kind: 'Assumption', note: W.tableSizesAssumed }],
      }),
    );
  }
  return out;
}
