import type { Rules, Setup } from '../../engine';

/** A fresh seed the app draws and seals: 128 bits from the browser's cryptographic generator, as 32 lowercase hex digits. */
export function drawSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A scale's table as a new game offers it: in whole centimetres, which players measure with (Magna's 4' x 3'
 * is 121.92 x 91.44 cm in data/meg/scales.json, converted at 30.48 cm per foot, and is offered as 122 x 91),
 * with the data's base width. A saved game or file keeps the size it holds.
 */
export function offeredTable(table: Setup['table'] & { baseWidthMm: number }): Setup['table'] {
  return { widthCm: Math.round(table.widthCm), depthCm: Math.round(table.depthCm), baseWidthMm: table.baseWidthMm };
}

/** Sensible defaults for a new setup: Maximus on its default table, digital cards and dice, a sealed seed and a sealed battle seed of its own (issue 13), the odds off; the names start empty, for the players to type (or pick from earlier games). */
export function defaultSetup(rules: Rules, edition: Setup['edition'] = '2023'): Setup {
  const scale = rules.scales.scales.find((s) => s.id === 'maximus') ?? rules.scales.scales[0]!;
  const table = scale.tables.find((t) => t.id === scale.defaultTable) ?? scale.tables[0]!;
  const territories = rules.territories[edition].slice(0, 3).map((t) => t.id);
  const army = (): Setup['players'][0]['army'] => ({
    name: '',
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
    table: offeredTable(table),
    cards: 'digital',
    dice: 'digital',
    seed: drawSeed(),
    seedSource: 'drawn',
    battleSeed: drawSeed(),
    odds: false,
    players: [
      { name: '', army: army() },
      { name: '', army: army() },
    ],
  };
}
