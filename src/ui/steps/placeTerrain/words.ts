import { catalogue } from '../../words/catalogue';

/** Placing a terrain piece: the placement die, the opponent's die and his choice (seed 000 PBS 9.E). */
export const PLACE_TERRAIN_WORDS = catalogue({
  contiguous: (owner: string) => `${owner}: place it contiguous to a field or settlement already placed, without straddling sectors.`,
  touching: (owner: string) => `${owner}: place it touching the water, even if it extends into another sector.`,
  secureFlank: (owner: string, sector: string) => `${owner}: secure flank in the ${sector} flank sector.`,
  wholly: (owner: string, sector: string, touchEdge: boolean, die: number) =>
    `${owner}: wholly in ${sector} (from ${owner}'s side)${touchEdge ? ', touching a table edge' : ''} (die ${die}).`,
  outcomes: { keep: 'Leave it', move: 'Move it', pivot: 'Pivot it', remove: 'Remove it' },
  moveUpTo: (upTo: string) => ` (up to ${upTo}, same orientation)`,
  places: (owner: string, side: string, piece: string, declared: string | null) => `${owner} (${side}) places ${piece}${declared ? ` (declared ${declared})` : ''}`,
  flankOnly: (piece: string) => `${piece} goes only in a flank sector: odd is left, even is right.`,
  rollPlacement: (piece: string) => `Roll the placement die for ${piece}`,
  placementDie: 'Placement die',
  withoutDice: (method: 'contiguous' | 'touching') =>
    method === 'contiguous' ? 'Place contiguous to a field or settlement, without dicing' : 'Place touching the water, without dicing',
  opponentRolls: (piece: string, other: string, rows: string) => `When ${piece} is on the table, ${other} rolls a die: ${rows}`,
  rollAgainst: (other: string, piece: string) => `${other}: roll against ${piece}`,
  dieOf: (other: string) => `${other}'s die`,
  rolled: (other: string, die: number, piece: string) => `${other} rolled ${die} against ${piece}. ${other} chooses:`,
});
