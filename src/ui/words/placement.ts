import type { Rules, Setup, TerrainOption, TerritoryRules } from '../../engine';
import { inScale } from './distances';
import { catalogue } from './catalogue';

type Scaled = Pick<Setup, 'edition' | 'scale'>;

/**
 * What a player needs to know to place a piece of terrain, and only that: its own size and shape rule
 * (converted like piece sizes), the flags that change where it may go, and the territory's special rules
 * about placing it. Visibility, cover and combat notes are effects, not placement hints.
 */
export const placementHints = catalogue(function placementHints(rules: Rules, setup: Scaled, territory: TerritoryRules | null, terrain: TerrainOption): string[] {
  const hints: string[] = [];
  if (terrain.tableRules) hints.push(inScale(rules, setup, terrain.tableRules.text, { sizes: true }));
  if (terrain.placement.mustTouchTableEdge) hints.push('It must touch a table edge.');
  if (terrain.placement.lostInCentre) hints.push('It is lost if its placement die sends it to the centre sector.');
  if (terrain.placement.cannotBeMoved) hints.push('The opponent may not move or pivot it, only remove it.');
  if (terrain.placement.within) hints.push(inScale(rules, setup, terrain.placement.within.text, { keys: [] }));
  for (const rule of territory?.specialRules ?? []) {
    if (rule.kind === 'nearOwnKind' && rule.terrain.includes(terrain.id)) hints.push(inScale(rules, setup, rule.text, { keys: [] }));
  }
  return [...new Set(hints)];
});
