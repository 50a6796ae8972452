import type { GameState, Rules, TerritoryRules } from '../../engine';
import { terrainName } from '../words/vocab';

/** A limit on one more piece of a terrain: a shared "max N" cap, or the 2020 "1 per pre-laid town or village". */
export type TerrainLimit = { kind: 'cap'; left: number; max: number; sharedWith: string[] } | { kind: 'perPlaced'; left: number; anchors: string[] };

/**
 * How many more pieces of a terrain the caps leave, counting the pieces on the table as the engine's
 * `capsAllow` does: every piece not removed by the opponent's die (seed 000 terrain tables; seed 002).
 */
export function terrainLimits(rules: Rules, state: Pick<GameState, 'pieces'>, territory: TerritoryRules, terrainId: string): TerrainLimit[] {
  const standing = state.pieces.filter((p) => p.outcome !== 'remove');
  const name = (id: string) => terrainName(rules, territory, id);
  const caps: TerrainLimit[] = territory.caps
    .filter((cap) => cap.terrain.includes(terrainId))
    .map((cap) => ({
      kind: 'cap',
      max: cap.max,
      left: Math.max(0, cap.max - standing.filter((p) => cap.terrain.includes(p.terrain)).length),
      sharedWith: cap.terrain.filter((id) => id !== terrainId).map(name),
    }));
  const anchors = territory.terrain.find((t) => t.id === terrainId)?.maxPerPlaced;
  if (!anchors) return caps;
  const placed = standing.filter((p) => anchors.includes(p.terrain)).length;
  const used = standing.filter((p) => p.terrain === terrainId).length;
  return [...caps, { kind: 'perPlaced', left: Math.max(0, placed - used), anchors: anchors.map(name) }];
}
