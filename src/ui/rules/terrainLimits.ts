import { capsLeft, type PublicView, type Rules, type TerritoryRules } from '../../engine';
import { terrainName } from '../words/vocab';

/** A limit on one more piece of a terrain, named for the player: a shared "max N" cap, or the 2020 "1 per pre-laid town or village". */
export type TerrainLimit = { kind: 'cap'; left: number; max: number; sharedWith: string[] } | { kind: 'perPlaced'; left: number; anchors: string[] };

/** How many more pieces of a terrain the caps leave, from the engine's own count (`capsLeft`, behind `capsAllow`). */
export function terrainLimits(rules: Rules, view: Pick<PublicView, 'pieces'>, territory: TerritoryRules, terrainId: string): TerrainLimit[] {
  const name = (id: string) => terrainName(rules, territory, id);
  return capsLeft(territory, view.pieces, terrainId).map((limit) =>
    limit.kind === 'cap'
      ? { kind: 'cap', left: limit.left, max: limit.max, sharedWith: limit.terrain.filter((id) => id !== terrainId).map(name) }
      : { kind: 'perPlaced', left: limit.left, anchors: limit.anchors.map(name) },
  );
}
