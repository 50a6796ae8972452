import type { Density, Rules, TerritoryRules } from '../../engine';

const DENSITY: Record<Density, string> = {
  featureless: 'Featureless',
  open: 'Open',
  normal: 'Normal',
  dense: 'Dense',
  veryDense: 'Very Dense',
};

/** A density in words. */
export function densityName(density: Density): string {
  return DENSITY[density];
}

/** A terrain id in words from the territory's table, or from the 2020 table for flank-only terrain. */
export function terrainName(rules: Rules, territory: TerritoryRules | null, id: string): string {
  if (id === 'deepWater') return 'Deep Water';
  return territory?.terrain.find((t) => t.id === id)?.name ?? rules.qrsTerrain.terrain.find((t) => t.id === id)?.name ?? id;
}

/** A sector in words from the player's own side. */
export function sectorName(sector: 'left' | 'centre' | 'right'): string {
  return sector === 'centre' ? 'the centre sector' : `the ${sector} flank sector`;
}
