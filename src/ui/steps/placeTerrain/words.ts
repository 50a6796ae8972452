import { catalogue } from '../../words/catalogue';
import { orList } from '../../words/vocab';

const OUTCOME_VERBS = { keep: 'leave it', move: 'move it', pivot: 'pivot it', remove: 'remove it' } as const;

/** Placing a terrain piece: the placement die, the opponent's die and his choice (seed 000 PBS 9.E). */
export const PLACE_TERRAIN_WORDS = catalogue({
  contiguous: (owner: string) => `${owner}: place it contiguous to a field or settlement already placed, without straddling sectors.`,
  touching: (owner: string) => `${owner}: place it touching the water, even if it extends into another sector.`,
  secureFlank: (owner: string, sector: string) => `${owner}: secure flank in ${sector}.`,
  wholly: (owner: string, sector: string, touchEdge: boolean, die: number) =>
    `${owner}: wholly in ${sector}${touchEdge ? ', touching a table edge' : ''} (die ${die}, read from ${owner}'s own base edge).`,
  outcomes: { keep: 'Leave it', move: 'Move it', pivot: 'Pivot it', remove: 'Remove it' },
  moveUpTo: (upTo: string) => ` up to ${upTo}, in any direction, same orientation`,
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
  /** Issue 29: the placement die's faces in one line, from the owner's own edge (the edition's die table): the faces of each sector, then those that touch a table edge. */
  explainPlacement: (owner: string, faces: readonly { faces: readonly number[]; sector: 'left' | 'centre' | 'right'; touchTableEdge: boolean }[], other: string) => {
    const sorted = (rows: typeof faces) => orList(rows.flatMap((f) => f.faces).sort((a, b) => a - b).map(String));
    const sectors = [...new Set(faces.map((f) => f.sector))].map((sector) => `${sorted(faces.filter((f) => f.sector === sector))} ${sector === 'centre' ? 'centre' : `${sector} flank`}`);
    const touching = faces.filter((f) => f.touchTableEdge);
    return `${owner}'s placement die, read from ${owner}'s own base edge: ${sectors.join(', ')}${touching.length > 0 ? `; ${sorted(touching)} touching a table edge` : ''}. Then ${other} may roll to disturb it.`;
  },
  /** Issue 29: the opponent's die before it is rolled. */
  explainOpponent: (other: string, rows: readonly { min: number; outcome: 'keep' | 'move' | 'pivot' | 'remove' }[]) =>
    `${other} rolls to disturb it: ${rows.map((r) => `${r.min}${r.min < 6 ? '+' : ''} ${OUTCOME_VERBS[r.outcome]}`).join(', ')}; lower leaves it.`,
  /** Issue 29: what the die just rolled allows, while the choice is pending, and where a move may take it. */
  explainChoice: (other: string, die: number, allowed: readonly string[], moveUpTo: string, owner: string) =>
    `${other}'s ${die} allows: ${orList(['leave it', ...allowed.map((o) => OUTCOME_VERBS[o as keyof typeof OUTCOME_VERBS])])}.${
      allowed.includes('move') ? ` A move (up to ${moveUpTo}, any direction) usually goes where it hinders ${owner} more.` : ''
    }`,
});
