import type { Rules, Setup } from '../../engine';
import { assumptionFacts } from './assumptionFacts';
import { editionViews } from './editionFacts';
import type { Fact } from './fact';
import { plain, type Said } from './said';
import { glossaryFacts } from './glossaryFacts';
import { genericMapFacts, genericMapView, qrsRowViews, qrsTableFacts, type GenericMapView, type QrsRowView } from './qrsView';
import { scaleFacts } from './scaleFacts';
import { matches, textOf } from './search';
import { territoryViews, type TerritoryView } from './territoryView';
import { weatherFacts } from './weatherFacts';
import { referenceWords } from './words';
import type { GameId } from '../words/packs';

/** A section of the reference: its id, and its title read in the language on screen. */
function section<I extends keyof typeof referenceWords.sections>(id: I) {
  return {
    id,
    get title(): string {
      return referenceWords.sections[id];
    },
  };
}

/** The sections of the reference, in page order; every entry key starts with its section id. */
export const SECTIONS = [
  section('glossary'),
  section('maps2023'),
  section('map2020'),
  section('terrain2020'),
  section('editions'),
  section('weather'),
  section('scales'),
  section('assumptions'),
  section('otherPacks'),
] as const;
/** The id of a section; entry keys start with it. */
export type SectionId = (typeof SECTIONS)[number]['id'];

/** Whether a string is the id of a section (a route's `section` parameter may be anything). */
export function isSectionId(id: string | undefined): id is SectionId {
  return SECTIONS.some((s) => s.id === id);
}

/** Everything the reference shows, in words, built once from the loaded rules. */
export interface ReferenceModel {
  /** The scale the terrain tables and the weather say their distances in (the game's, or the reader's choice). */
  scale: Setup['scale'];
  glossary: Fact[];
  territories: TerritoryView[];
  genericMap: GenericMapView;
  genericMapFacts: Fact[];
  qrsFacts: Fact[];
  qrsRows: QrsRowView[];
  editions: ReturnType<typeof editionViews>;
  weather: Fact[];
  scales: Fact[];
  assumptions: Fact[];
  /** The other games' parts, by title. */
  packs: readonly PackFacts[];
}

/** The reference's part for another game: its cards, or, when its pack did not load, why (the rest of the reference still shows). */
export interface PackFacts {
  /** The game's id: its part's address in the reference (`#/reference/otherPacks/<id>`). */
  id: Exclude<GameId, 'meg'>;
  title: Said;
  source: string;
  facts: Fact[];
  /** Null when the pack loaded; otherwise what the reference says instead of its cards. */
  disabled: { body: string; details: string } | null;
}

/** One searchable entry: a table row or a card. */
export interface Entry {
  key: string;
  section: SectionId;
  text: string;
}

/**
 * Builds the reference's view of the rules (seeds 000-004), its distances in `scale`, with the other games' parts
 * as their packs give them, by title; the game screens' citations and glossary cite only Mortem et Gloriam and give none.
 */
export function referenceModel(rules: Rules, packs: readonly PackFacts[], scale: Setup['scale'] = 'maximus'): ReferenceModel {
  return {
    scale,
    glossary: glossaryFacts(rules, scale),
    territories: territoryViews(rules, scale),
    genericMap: genericMapView(rules),
    genericMapFacts: genericMapFacts(rules),
    qrsFacts: qrsTableFacts(rules),
    qrsRows: qrsRowViews(rules, scale),
    editions: editionViews(rules, scale),
    weather: weatherFacts(rules, scale),
    scales: scaleFacts(rules),
    assumptions: assumptionFacts(rules),
    packs: [...packs].sort((a, b) => plain(a.title).localeCompare(plain(b.title))),
  };
}

function entry(key: string, ...views: unknown[]): Entry {
  const section = key.slice(0, key.indexOf('/')) as SectionId;
  return { key, section, text: views.map(textOf).join(' ') };
}

/** Every entry of the reference with the text the search looks at. */
export function referenceEntries(model: ReferenceModel): Entry[] {
  const facts = (list: readonly Fact[], context = '') => list.map((f) => entry(f.key, context, f));
  return [
    ...facts(model.glossary),
    ...model.territories.flatMap((t) => [
      entry(t.map.key, t.name, t.map),
      ...t.specialRules.map((r) => entry(r.key, t.name, r)),
      ...t.terrain.map((row) => entry(row.key, t.name, row)),
    ]),
    entry(model.genericMap.key, model.genericMap),
    ...facts(model.genericMapFacts, '2020'),
    ...facts(model.qrsFacts, '2020'),
    ...model.qrsRows.map((row) => entry(row.key, '2020', row)),
    ...model.editions.flatMap((e) => facts(e.facts, `${e.id} ${e.name}`)),
    ...facts(model.weather),
    ...facts(model.scales),
    ...facts(model.assumptions, 'Assumption'),
    ...model.packs.flatMap((pack) => facts(pack.facts, plain(pack.title))),
  ];
}

/** The keys of the entries a query matches, or null when the query is empty (everything shows). */
export function visibleKeys(entries: readonly Entry[], query: string): Set<string> | null {
  if (!query.trim()) return null;
  return new Set(entries.filter((e) => matches(e.text, query)).map((e) => e.key));
}

/** A part of a section shown on a page of its own: one territory, one edition, one other game. */
export interface SectionPart {
  id: string;
  title: Said;
}

/** The parts of a long section, each on its own page; empty for a section shown whole. */
export function sectionParts(model: ReferenceModel, section: SectionId): SectionPart[] {
  switch (section) {
    case 'maps2023':
      return model.territories.map((t) => ({ id: t.key.split('/')[1] ?? t.key, title: t.name }));
    case 'editions':
      return model.editions.map((e) => ({ id: e.id, title: referenceWords.editionPart({ id: e.id }) }));
    case 'otherPacks':
      return model.packs.map((pack) => ({ id: pack.id, title: pack.title }));
    default:
      return [];
  }
}

/** Where an entry is shown: its section and, in a section shown in parts, its part (the key's second segment). */
export function entryPlace(model: ReferenceModel, key: string): { section: SectionId; part: string | null } | null {
  const [section, part] = key.split('/');
  if (!isSectionId(section)) return null;
  const parts = sectionParts(model, section);
  if (parts.length === 0) return { section, part: null };
  return parts.some((p) => p.id === part) ? { section, part: part ?? null } : null;
}

/** The prefix of the keys a page shows: a section, or one part of it. */
export function placePrefix(section: SectionId, part: string | null): string {
  return part ? `${section}/${part}/` : `${section}/`;
}
