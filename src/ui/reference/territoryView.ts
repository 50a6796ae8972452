import { scaledText, type Density, type Rules, type Setup, type TerrainOption, type TerritoryRules } from '../../engine';
import { distanceWords } from '../words/scaledText';
import { sayScaled, terrainTexts } from '../words/sayScaled';
import { CATEGORY_WORDS, DENSITY_WORDS, idWords } from '../words/vocab';
import { TERRITORY_FACT_WORDS as W } from './factWords';
import { one, q, saying, type Said as Text } from './said';

type Square = Rules['maps2023'][string][number][number];
type SpecialRule = TerritoryRules['specialRules'][number];

/** One square of a 2023 PBS map in words (seed 000 territory maps). */
export interface SquareView {
  flank: Text;
  density: string;
  tone: Density;
}

/** One row of a 2023 terrain table, with the caps, placement flags and declarations in words. */
export interface TerrainRowView {
  key: string;
  name: Text;
  category: string;
  description: string;
  effects: string;
  specialRules: string;
  limits: Text[];
  placement: Text[];
  source: string;
}

/** A territory's special rule: what the app applies, the seed's words and the source. */
export interface SpecialRuleView {
  key: string;
  title: string;
  summary: Text;
  text: string;
  source: string;
}

/** Everything the reference shows for one 2023 territory. */
export interface TerritoryView {
  key: string;
  name: Text;
  map: { key: string; caption: Text; rows: SquareView[][]; source: string };
  specialRules: SpecialRuleView[];
  terrainCaption: Text;
  terrain: TerrainRowView[];
}

/** The game's scale a view is said in (2023 territories: the edition is 2023). */
type Said = { rules: Rules; setup: Pick<Setup, 'edition' | 'scale'> };

/** Names a terrain id of one territory's table; "deepWater" is the flank, not a table row. */
function namer(territory: TerritoryRules): (id: string) => Text {
  const names = new Map(territory.terrain.map((t) => [t.id, t.name]));
  return (id) => {
    if (id === 'deepWater') return W.deepWater;
    const named = names.get(id);
    return named === undefined ? idWords(id) : [q(named)];
  };
}

const orList = (names: readonly Text[]) => saying(W.orNames, { names });

/** The secure flank a square offers, in words: "No flank", "Deep Water", "Rocky Ground or Woods". */
export function flankWords(square: Square, name: (id: string) => Text): Text {
  if (square.flank.kind === 'none') return W.noFlank;
  if (square.flank.kind === 'deepWater') return W.deepWater;
  return orList(square.flank.options.map(name));
}

/** "max 2" or "max 2 including Tilled Fields" for each shared cap that counts this terrain. */
export function limitWords(terrain: TerrainOption, territory: TerritoryRules, name: (id: string) => Text): Text[] {
  return territory.caps
    .filter((cap) => cap.terrain.includes(terrain.id))
    .map((cap) => {
      const others = cap.terrain.filter((id) => id !== terrain.id).map(name);
      return others.length > 0 ? saying(W.maxIncluding, { max: cap.max, others }) : W.max({ max: cap.max });
    });
}

/** The placement departures and declarations the app applies for a terrain, in words. */
export function placementWords(terrain: TerrainOption, name: (id: string) => Text, said?: Said): Text[] {
  const p = terrain.placement;
  const out: Text[] = [];
  if (terrain.linear) out.push(W.linear);
  if (p.contiguousWithoutDice?.length) out.push(saying(W.contiguous, { names: p.contiguousWithoutDice.map(name) }));
  if (p.touchingWithoutDice?.length) out.push(saying(W.touching, { names: p.touchingWithoutDice.map(name) }));
  if (p.flankSectorOnly) out.push(W.flankSectorOnly);
  if (p.mustTouchTableEdge) out.push(W.mustTouchEdge);
  if (p.cannotBeMoved) out.push(W.cannotBeMoved);
  for (const d of terrain.declarations) {
    const effect = said ? one(sayScaled(said.rules, said.setup, d.effect)) : q(d.effect);
    out.push(saying(W.declared, { max: d.max, dangerous: d.status === 'dangerous', minimumOnly: d.minimumSizeOnly === true, effect }));
  }
  return out;
}

function withinWords(said: Said, bw: number): string {
  const [d] = scaledText(said.rules, said.setup, `{bw:${bw}}`);
  return d && d.kind === 'distance' ? distanceWords(d) : W.bw({ bw });
}

function specialRuleView(rule: SpecialRule, key: string, name: (id: string) => Text, said: Said): SpecialRuleView {
  const base = { key, text: sayScaled(said.rules, said.setup, rule.text), source: rule.source };
  switch (rule.kind) {
    case 'flankSubstitute':
      return {
        ...base,
        title: W.titles.flankSubstitute,
        summary: saying(W.insteadOf, { substitute: one(name(rule.substitute)), replaces: rule.replaces.map(name) }),
      };
    case 'campIn':
      return { ...base, title: W.titles.campIn, summary: saying(W.campIn, { terrain: rule.terrain.map(name), condition: q(rule.condition) }) };
    case 'nearOwnKind':
      return {
        ...base,
        title: W.titles.nearOwnKind,
        summary: saying(W.within, { terrain: rule.terrain.map(name), within: withinWords(said, rule.withinBw), several: rule.terrain.length > 1 }),
      };
    case 'contiguousWithoutDice':
      return {
        ...base,
        title: W.titles.contiguousWithoutDice,
        summary: saying(W.contiguousTo, { terrain: rule.terrain.map(name), to: rule.to.map(name) }),
      };
  }
}

/** The reference view of one 2023 territory: map, special rules and terrain table (seed 000). */
export function territoryView(territory: TerritoryRules, map: Square[][], said: Said): TerritoryView {
  const name = namer(territory);
  const key = `maps2023/${territory.id}`;
  return {
    key,
    name: [q(territory.name)],
    map: {
      key: `${key}/map`,
      caption: saying(W.pbsMap, { territory: q(territory.name) }),
      rows: map.map((row) =>
        row.map((square) => ({ flank: flankWords(square, name), density: DENSITY_WORDS[square.density], tone: square.density })),
      ),
      source: territory.source,
    },
    specialRules: territory.specialRules.map((rule, i) => specialRuleView(rule, `${key}/rule/${i}`, name, said)),
    terrainCaption: saying(W.terrainTypes, { territory: q(territory.name) }),
    terrain: territory.terrain.map((t) => ({
      key: `${key}/terrain/${t.id}`,
      name: [q(t.name)],
      category: CATEGORY_WORDS[t.category],
      ...pick(terrainTexts(said.rules, said.setup, t)),
      limits: limitWords(t, territory, name),
      placement: placementWords(t, name, said),
      source: t.source,
    })),
  };
}

function pick(words: { description: string; effects: string; specialRules: string }) {
  return { description: words.description, effects: words.effects, specialRules: words.specialRules };
}

/** The seven 2023 territories in the order the data lists them (seed 000 order), distances in the given scale. */
export function territoryViews(rules: Rules, scale: Setup['scale'] = 'maximus'): TerritoryView[] {
  const said: Said = { rules, setup: { edition: '2023', scale } };
  return rules.territories['2023'].map((t) => {
    const map = rules.maps2023[t.id];
    if (!map) throw new Error(`no 2023 map for ${t.id}`);
    return territoryView(t, map, said);
  });
}
