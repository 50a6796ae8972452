import type { Rules, Setup, table } from '../../../engine';
import { catalogue, msg } from '../../words/catalogue';
import { inScale } from '../../words/distances';

/** Placing a terrain piece: the placement die, the opponent's die and his choice (seed 000 PBS 9.E). */
export const PLACE_TERRAIN_WORDS = catalogue({
  contiguous: msg<{ owner: string }>('{owner}: place it contiguous to a field or settlement already placed, without straddling sectors.'),
  touching: msg<{ owner: string }>('{owner}: place it touching the water, even if it extends into another sector.'),
  secureFlank: msg<{ owner: string; sector: string }>('{owner}: secure flank in {sector}.'),
  wholly: msg<{ owner: string; sector: string; touchEdge: boolean; die: number }>(
    "{owner}: wholly in {sector}{touchEdge, select, true {, touching a table edge} other {}} (die {die}, read from {owner}'s own base edge).",
  ),
  outcomes: { keep: 'Leave it', move: 'Move it', pivot: 'Pivot it', remove: 'Remove it' },
  /** What the opponent may do with the piece, in a sentence. */
  verbs: { keep: 'leave it', move: 'move it', pivot: 'pivot it', remove: 'remove it' },
  /** The move's button, with how far it may go. */
  moveUpTo: msg<{ distance: string }>('Move it up to {distance}, in any direction, same orientation'),
  distance: msg<{ value: number; unit: string }>('{value} {unit}'),
  places: msg<{ owner: string; side: string; piece: string }>('{owner} ({side}) places {piece}'),
  placesDeclared: msg<{ owner: string; side: string; piece: string; declared: string }>('{owner} ({side}) places {piece} (declared {declared})'),
  flankOnly: msg<{ piece: string }>('{piece} goes only in a flank sector: odd is left, even is right.'),
  rollPlacement: msg<{ piece: string }>('Roll the placement die for {piece}'),
  placementDie: 'Placement die',
  withoutDice: msg<{ method: 'contiguous' | 'touching' }>(
    '{method, select, contiguous {Place contiguous to a field or settlement, without dicing} other {Place touching the water, without dicing}}',
  ),
  /** Followed by the edition's rows, quoted. */
  opponentRolls: msg<{ piece: string; other: string }>('When {piece} is on the table, {other} rolls a die:'),
  rollAgainst: msg<{ other: string; piece: string }>('{other}: roll against {piece}'),
  dieOf: msg<{ other: string }>("{other}'s die"),
  rolled: msg<{ other: string; die: number; piece: string }>('{other} rolled {die} against {piece}. {other} chooses:'),
  /** Issue 29: the placement die's faces in one line, from the owner's own edge (the edition's die table): the faces of each sector (`sectors`, each said by `sectorFaces`), then those that touch a table edge. */
  explainPlacement: msg<{ owner: string; sectors: readonly string[]; edge: boolean; touching: readonly string[]; other: string }>(
    "{owner}'s placement die, read from {owner}'s own base edge: {sectors, list}{edge, select, true {; {touching, list, or} touching a table edge} other {}}. Then {other} may roll to disturb it.",
  ),
  sectorFaces: msg<{ faces: readonly string[]; sector: 'left' | 'centre' | 'right' }>(
    '{faces, list, or} {sector, select, centre {centre} left {left flank} other {right flank}}',
  ),
  /** Issue 29: the opponent's die before it is rolled (`rows`, each said by `opponentRow`). */
  explainOpponent: msg<{ other: string; rows: readonly string[] }>('{other} rolls to disturb it: {rows, list}; lower leaves it.'),
  opponentRow: msg<{ min: number; verb: string; orMore: boolean }>('{min}{orMore, select, true {+} other {}} {verb}'),
  /** Issue 29: what the die just rolled allows (`outcomes`: the verbs), while the choice is pending, and where a move may take it. */
  explainChoice: msg<{ other: string; die: number; outcomes: readonly string[]; canMove: boolean; moveUpTo: string; owner: string }>(
    "{other}'s {die} allows: {outcomes, list, or}.{canMove, select, true { A move (up to {moveUpTo}, any direction) usually goes where it hinders {owner} more.} other {}}",
  ),
});

type DieFaces = readonly { faces: readonly number[]; sector: 'left' | 'centre' | 'right'; touchTableEdge: boolean }[];

/** The faces of some rows of the die, lowest first. */
const facesOf = (rows: DieFaces) => rows.flatMap((f) => f.faces).sort((a, b) => a - b).map(String);

/** Issue 29: the placement die in one line (explainPlacement), its sectors in the die's order. */
export function placementLine(owner: string, die: DieFaces, other: string): string {
  const W = PLACE_TERRAIN_WORDS;
  const sectors = [...new Set(die.map((f) => f.sector))].map((sector) => W.sectorFaces({ faces: facesOf(die.filter((f) => f.sector === sector)), sector }));
  const touching = facesOf(die.filter((f) => f.touchTableEdge));
  return W.explainPlacement({ owner, sectors, edge: touching.length > 0, touching, other });
}

/** Issue 29: the opponent's die before it is rolled (explainOpponent). */
export function opponentLine(other: string, rows: readonly { min: number; outcome: 'keep' | 'move' | 'pivot' | 'remove' }[]): string {
  const W = PLACE_TERRAIN_WORDS;
  return W.explainOpponent({ other, rows: rows.map((r) => W.opponentRow({ min: r.min, orMore: r.min < 6, verb: W.verbs[r.outcome] })) });
}

/** The edition's sentence about one of its distances, said in the game's scale: the flank sectors read "7 BW (10 BW printed, reduced for Magna)". */
export const distanceSentence = catalogue(function distanceSentence(rules: Rules, setup: Pick<Setup, 'edition' | 'scale'>, key: table.TableDistance['key']): string | null {
  const row = rules.editions[setup.edition].distances.find((d) => d.key === key);
  return row ? inScale(rules, setup, row.text, { keys: [key] }) : null;
});
