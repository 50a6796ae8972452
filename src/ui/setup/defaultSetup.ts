import type { Rules, Setup } from '../../engine';

/** A short random seed for a new game; shown and editable so a battle can be reproduced. */
export function randomSeed(): string {
  const bytes = new Uint32Array(1);
  crypto.getRandomValues(bytes);
  return (bytes[0] ?? 0).toString(36);
}

/** Sensible defaults for a new setup: Maximus on its default table, digital cards and dice. */
export function defaultSetup(rules: Rules, edition: Setup['edition'] = '2023'): Setup {
  const scale = rules.scales.scales.find((s) => s.id === 'maximus') ?? rules.scales.scales[0]!;
  const table = scale.tables.find((t) => t.id === scale.defaultTable) ?? scale.tables[0]!;
  const territories = rules.territories[edition].slice(0, 3).map((t) => t.id);
  const army = (name: string): Setup['players'][0]['army'] => ({
    name,
    rating: 'competent',
    pbsCards: 5,
    scoutingCards: 5,
    territories,
    tugs: 12,
    deploysFirst: { batteries: 0, barricades: 0, battleWagons: 0, redoubts: 0, expendables: 0 },
  });
  return {
    edition,
    scale: scale.id,
    table: { widthCm: table.widthCm, depthCm: table.depthCm },
    cards: 'digital',
    dice: 'digital',
    seed: randomSeed(),
    players: [
      { name: 'Player 1', army: army('First army') },
      { name: 'Player 2', army: army('Second army') },
    ],
  };
}
