import type { EditionId } from '../../engine';
import { fact, type Fact } from './fact';
import type { GenericMapView, QrsRowView } from './qrsView';
import { entryPlace, type ReferenceModel, type SectionId } from './referenceModel';
import type { TerritoryView } from './territoryView';
import { citedWords } from './words';
import { QRS_FACT_WORDS as Q } from './factWords';
import { isEmpty, one, parts, saying, type Said } from './said';

/** "Label: value" for each pair whose value says something. */
function labelled(pairs: readonly (readonly [string, Said])[]): Said[] {
  return pairs.filter(([, value]) => !isEmpty(value) && parts(value).some((p) => typeof p !== 'string' || p.trim() !== '')).map(([label, value]) => [label, ...parts(value)]);
}

/** One entry of the reference as a card a citation can show in place, with where the reference shows it. */
export interface Citable {
  key: string;
  fact: Fact;
  section: SectionId;
  part: string | null;
}

function territoryFacts(t: TerritoryView): Fact[] {
  return [
    fact(t.map.key, t.map.caption, t.map.source, {
      tables: [
        {
          caption: t.map.caption,
          head: [...citedWords.mapHead],
          rows: t.map.rows.map((row, r): Said[] => [citedWords.row({ row: r + 1 }), ...row.map((square): Said => [...parts(square.flank), Q.listComma, square.density])]),
          rowHeaders: true,
        },
      ],
      wide: true,
    }),
    ...t.specialRules.map((rule) =>
      fact(rule.key, [...parts(t.name), Q.colon, rule.title], rule.source, { lines: [rule.summary, citedWords.sourceWords({ text: rule.text })] }),
    ),
    ...t.terrain.map((row) =>
      fact(row.key, [...parts(t.name), Q.colon, ...parts(row.name)], row.source, {
        lines: [
          citedWords.category({ category: row.category }),
          ...labelled([
            [citedWords.description, row.description],
            [citedWords.effects, row.effects],
            [citedWords.specialRules, row.specialRules],
          ]),
          ...row.limits,
          ...row.placement,
        ],
      }),
    ),
  ];
}

function genericMapFact(map: GenericMapView): Fact {
  return fact(map.key, map.caption, map.source, {
    tables: [
      {
        caption: map.caption,
        head: [citedWords.flankColumn, ...map.columns],
        rows: map.squares.map((row, r): Said[] => [[citedWords.row({ row: r + 1 }), Q.colon, ...parts(map.rows[r]?.flank ?? '')], ...row.map((square) => square.territories)]),
        rowHeaders: true,
      },
    ],
    flags: map.rows.some((r) => r.flag) ? [{ kind: 'Unverified', note: citedWords.unverifiedFlanks }] : [],
    wide: true,
  });
}

function qrsRowFact(row: QrsRowView): Fact {
  return fact(row.key, row.name, row.source, {
    lines: [
      saying(Q.categoryLine, { category: one(row.category) }),
      ...labelled([
        [citedWords.territories, row.territories],
        [citedWords.description, row.description],
        [citedWords.visibility, row.visibility],
        [citedWords.cover, row.cover],
        [citedWords.specialRules, row.specialRules],
      ]),
      ...row.extras,
    ],
    flags: row.categoryFlag ? [{ kind: 'Assumption', note: row.note }] : [],
  });
}

/** Every entry of the reference as a card (the facts as they are; tables' rows as cards), the glossary last. */
export function citableEntries(model: ReferenceModel): Citable[] {
  const facts: Fact[] = [
    ...model.territories.flatMap(territoryFacts),
    genericMapFact(model.genericMap),
    ...model.genericMapFacts,
    ...model.qrsFacts,
    ...model.qrsRows.map(qrsRowFact),
    ...model.editions.flatMap((e) => e.facts),
    ...model.weather,
    ...model.scales,
    ...model.assumptions,
    ...model.packs.flatMap((pack) => pack.facts),
    // Last: a citation shows the rule before the glossary's explanation of its words.
    ...model.glossary,
  ];
  return facts.flatMap((f) => {
    const place = entryPlace(model, f.key);
    return place ? [{ key: f.key, fact: f, ...place }] : [];
  });
}

/** The citations inside a source line: "000 PBS 9.B Dense; 000 PBS 9.B Open" holds two. */
function citationsOf(source: string): string[] {
  return source
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The edition an entry belongs to, when it belongs to one: by a "2023" or "2020" in its key, or by its section. */
function editionOfKey(key: string): EditionId | null {
  const segments = key.split('/');
  if (segments.includes('2023') || segments[0] === 'maps2023') return '2023';
  if (segments.includes('2020') || segments[0] === 'map2020' || segments[0] === 'terrain2020') return '2020';
  return null;
}

/**
 * The entries a citation names: those citing exactly one of its sources, else those citing a
 * narrower part of one ("000 PBS 9.B" finds "000 PBS 9.B Dense"). With an edition, the other
 * edition's entries are left out while some remain.
 */
export function citedEntries(entries: readonly Citable[], source: string, edition?: EditionId): Citable[] {
  const wanted = citationsOf(source);
  const exact = entries.filter((e) => citationsOf(e.fact.source).some((s) => wanted.includes(s)));
  const narrower = (s: string) => wanted.some((w) => s.startsWith(w) && /^[\s:,]/.test(s.slice(w.length)));
  const found = exact.length > 0 ? exact : entries.filter((e) => citationsOf(e.fact.source).some(narrower));
  if (!edition) return found;
  const mine = found.filter((e) => editionOfKey(e.key) !== (edition === '2023' ? '2020' : '2023'));
  return mine.length > 0 ? mine : found;
}
