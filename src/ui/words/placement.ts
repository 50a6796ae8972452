import type { Rules, Setup, TerrainOption, TerritoryRules } from '../../engine';
import { sayScaled } from './sayScaled';
import { catalogue } from './catalogue';

type Scaled = Pick<Setup, 'edition' | 'scale'>;

/** A rule text without its sentences about deep water, for a table that has none. */
const withoutDeepWater = (text: string): string =>
  text
    .split(/(?<=\.)\s+/)
    .filter((sentence) => !/deep water/i.test(sentence))
    .join(' ');

/** The hints the app adds from a terrain's placement flags. */
export const PLACEMENT_HINT_WORDS = catalogue({
  mustTouchTableEdge: 'It must touch a table edge.',
  lostInCentre: 'It is lost if its placement die sends it to the centre sector.',
  cannotBeMoved: 'The opponent may not move or pivot it, only remove it.',
} as const);

/**
 * What a player needs to know to place a piece of terrain, and only that: its own size and shape rule
 * (converted like piece sizes), the flags that change where it may go, and the territory's special rules
 * about placing it. Visibility, cover and combat notes are effects, not placement hints. A game without deep water
 * is not told what a piece may do touching it (issue 29: rules that cannot apply are not shown). A catalogue's function, so the
 * rule texts it quotes from the data are in the pseudo-language too.
 */
export const placementHints = catalogue(function placementHints(rules: Rules, setup: Scaled, territory: TerritoryRules | null, terrain: TerrainOption, deepWater = true): string[] {
  const hints: string[] = [];
  if (terrain.tableRules) {
    const text = sayScaled(rules, setup, terrain.tableRules.text);
    const applies = deepWater ? text : withoutDeepWater(text);
    if (applies) hints.push(applies);
  }
  if (terrain.placement.mustTouchTableEdge) hints.push(PLACEMENT_HINT_WORDS.mustTouchTableEdge);
  if (terrain.placement.lostInCentre) hints.push(PLACEMENT_HINT_WORDS.lostInCentre);
  if (terrain.placement.cannotBeMoved) hints.push(PLACEMENT_HINT_WORDS.cannotBeMoved);
  if (terrain.placement.within) hints.push(sayScaled(rules, setup, terrain.placement.within.text));
  for (const rule of territory?.specialRules ?? []) {
    if (rule.kind === 'nearOwnKind' && rule.terrain.includes(terrain.id)) hints.push(sayScaled(rules, setup, rule.text));
  }
  return [...new Set(hints)];
});
