import type { Rules, Setup, TerrainOption, TerritoryRules } from '../../engine';
import { sayScaled } from './scaledText';
import { catalogue } from './catalogue';

type Scaled = Pick<Setup, 'edition' | 'scale'>;

/**
 * What a player needs to know to place a piece of terrain, and only that: its own size and shape rule
 * (converted like piece sizes), the flags that change where it may go, and the territory's special rules
 * about placing it. Visibility, cover and combat notes are effects, not placement hints.
 */
export const placementHints = catalogue(function placementHints(rules: Rules, setup: Scaled, territory: TerritoryRules | null, terrain: TerrainOption): string[] {
  const hints: string[] = [];
  if (terrain.tableRules) hints.push(sayScaled(rules, setup, terrain.tableRules.text));
  if (terrain.placement.mustTouchTableEdge) hints.push('It must touch a table edge.');
  if (terrain.placement.lostInCentre) hints.push('It is lost if its placement die sends it to the centre sector.');
  if (terrain.placement.cannotBeMoved) hints.push('The opponent may not move or pivot it, only remove it.');
  if (terrain.placement.within) hints.push(sayScaled(rules, setup, terrain.placement.within.text));
  for (const rule of territory?.specialRules ?? []) {
    if (rule.kind === 'nearOwnKind' && rule.terrain.includes(terrain.id)) hints.push(sayScaled(rules, setup, rule.text));
  }
  return [...new Set(hints)];
});
