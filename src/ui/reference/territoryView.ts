import { scaledText, type Density, type Rules, type Setup, type TerrainOption, type TerritoryRules } from '../../engine';
import { distanceWords, sayScaled, terrainTexts } from '../words/scaledText';
import { andList, CATEGORY_WORDS, DENSITY_WORDS, idWords, orList } from '../words/vocab';

type Square = Rules['maps2023'][string][number][number];
type SpecialRule = TerritoryRules['specialRules'][number];

/** One square of a 2023 PBS map in words (seed 000 territory maps). */
export interface SquareView {
  flank: string;
  density: string;
  tone: Density;
}

/** One row of a 2023 terrain table, with the caps, placement flags and declarations in words. */
export interface TerrainRowView {
  key: string;
  name: string;
  category: string;
  description: string;
  effects: string;
  specialRules: string;
  limits: string[];
  placement: string[];
  source: string;
}

/** A territory's special rule: what the app applies, the seed's words and the source. */
export interface SpecialRuleView {
  key: string;
  title: string;
  summary: string;
  text: string;
  source: string;
}

/** Everything the reference shows for one 2023 territory. */
export interface TerritoryView {
  key: string;
  name: string;
  map: { key: string; caption: string; rows: SquareView[][]; source: string };
  specialRules: SpecialRuleView[];
  terrainCaption: string;
  terrain: TerrainRowView[];
}

/** The game's scale a view is said in (2023 territories: the edition is 2023). */
type Said = { rules: Rules; setup: Pick<Setup, 'edition' | 'scale'> };

/** Names a terrain id of one territory's table; "deepWater" is the flank, not a table row. */
function namer(territory: TerritoryRules): (id: string) => string {
  const names = new Map(territory.terrain.map((t) => [t.id, t.name]));
  return (id) => (id === 'deepWater' ? 'Deep Water' : (names.get(id) ?? idWords(id)));
}

/** The secure flank a square offers, in words: "No flank", "Deep Water", "Rocky Ground or Woods". */
export function flankWords(square: Square, name: (id: string) => string): string {
  if (square.flank.kind === 'none') return 'No flank';
  if (square.flank.kind === 'deepWater') return 'Deep Water';
  return orList(square.flank.options.map(name));
}

/** "max 2" or "max 2 including Tilled Fields" for each shared cap that counts this terrain. */
export function limitWords(terrain: TerrainOption, territory: TerritoryRules, name: (id: string) => string): string[] {
  return territory.caps
    .filter((cap) => cap.terrain.includes(terrain.id))
    .map((cap) => {
      const others = cap.terrain.filter((id) => id !== terrain.id).map(name);
      return others.length > 0 ? `max ${cap.max} including ${andList(others)}` : `max ${cap.max}`;
    });
}

/** The placement departures and declarations the app applies for a terrain, in words. */
export function placementWords(terrain: TerrainOption, name: (id: string) => string, said?: Said): string[] {
  const p = terrain.placement;
  const out: string[] = [];
  if (terrain.linear) out.push('Linear: placed as a line from table edge to table edge');
  if (p.contiguousWithoutDice?.length) {
    out.push(`Placed without dicing contiguous to ${orList(p.contiguousWithoutDice.map(name))}, not straddling sectors`);
  }
  if (p.touchingWithoutDice?.length) {
    out.push(`Placed without dicing touching ${orList(p.touchingWithoutDice.map(name))}, even into another sector`);
  }
  if (p.flankSectorOnly) out.push('Only in a flank sector: odd left, even right');
  if (p.mustTouchTableEdge) out.push('Must be placed touching a table edge');
  if (p.cannotBeMoved) out.push('Cannot be moved by the opponent (can be removed)');
  for (const d of terrain.declarations) {
    const status = d.status === 'dangerous' ? 'Dangerous' : 'Impassable';
    out.push(`Up to ${d.max} may be declared ${status}${d.minimumSizeOnly ? ' (minimum size only)' : ''}: ${said ? sayScaled(said.rules, said.setup, d.effect) : d.effect}`);
  }
  return out;
}

function withinWords(said: Said, bw: number): string {
  const [d] = scaledText(said.rules, said.setup, `{bw:${bw}}`);
  return d && d.kind === 'distance' ? distanceWords(d) : `${bw} BW`;
}

function specialRuleView(rule: SpecialRule, key: string, name: (id: string) => string, said: Said): SpecialRuleView {
  const base = { key, text: sayScaled(said.rules, said.setup, rule.text), source: rule.source };
  switch (rule.kind) {
    case 'flankSubstitute':
      return {
        ...base,
        title: 'Secure-flank substitute',
        summary: `${name(rule.substitute)} may be placed instead of ${orList(rule.replaces.map(name))} as a secure-flank piece.`,
      };
    case 'campIn':
      return { ...base, title: 'Camp', summary: `A camp may be deployed in ${orList(rule.terrain.map(name))} ${rule.condition}.` };
    case 'nearOwnKind':
      return {
        ...base,
        title: 'Spacing',
        summary: `${orList(rule.terrain.map(name))} may be placed within ${withinWords(said, rule.withinBw)} of ${rule.terrain.length > 1 ? 'others of these kinds' : 'others of its kind'} already placed.`,
      };
    case 'contiguousWithoutDice':
      return {
        ...base,
        title: 'Placed without dicing',
        summary: `${orList(rule.terrain.map(name))} may be placed without dicing contiguous to ${orList(rule.to.map(name))} already placed, not straddling sectors.`,
      };
  }
}

/** The reference view of one 2023 territory: map, special rules and terrain table (seed 000). */
export function territoryView(territory: TerritoryRules, map: Square[][], said: Said): TerritoryView {
  const name = namer(territory);
  const key = `maps2023/${territory.id}`;
  return {
    key,
    name: territory.name,
    map: {
      key: `${key}/map`,
      caption: `${territory.name} PBS map`,
      rows: map.map((row) =>
        row.map((square) => ({ flank: flankWords(square, name), density: DENSITY_WORDS[square.density], tone: square.density })),
      ),
      source: territory.source,
    },
    specialRules: territory.specialRules.map((rule, i) => specialRuleView(rule, `${key}/rule/${i}`, name, said)),
    terrainCaption: `${territory.name} terrain types`,
    terrain: territory.terrain.map((t) => ({
      key: `${key}/terrain/${t.id}`,
      name: t.name,
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
