import type { Rules } from '../rules';
import type { Outcome, Sector } from '../schema/edition';
import type { PublicView } from '../schema/view';
import { lostOnPlacement, placementFor } from '../steps/placeCompulsory/rules';
import { allowedOutcomes, noDiceMethods } from '../terrain';
import type { OddsMethod } from './cards';

/** Where the placement die can send the piece: a sector (from the placing player's own base edge), whether it must touch a table edge, and the faces that do it. */
export interface Landing {
  sector: Sector;
  touchTableEdge: boolean;
  /** The piece is lost there (seed 002: deep water and impassable hills sent to the centre). */
  lost: boolean;
  faces: number[];
  chance: number;
}

/** What the opponent's die lets him do with the piece on some faces, and their chance. */
export interface OpponentDieRow {
  /** Always starts with 'keep': the opponent may leave the piece. */
  outcomes: Outcome[];
  faces: number[];
  chance: number;
}

/** PBS 9.E odds for a piece of one terrain placed by dice: both dice still to roll. */
export interface TerrainPlacementOdds {
  terrain: string;
  /** The placement die's outcomes. */
  landing: Landing[];
  /** The chance of each sector, whatever the edge rule, summed from `landing`. */
  sectors: Record<Sector, number>;
  /** The opponent's die: each set of choices it gives him and its chance. */
  opponentDie: OpponentDieRow[];
  /** The chance the opponent's die lets him move it, pivot it or remove it (he may also leave it). */
  mayMove: number;
  mayPivot: number;
  mayRemove: number;
  /** The chance the piece is still on the table after both dice even if the opponent removes it whenever his die allows. */
  survives: number;
  method: OddsMethod;
  /** The placement table's source and the opponent's die's source. */
  sources: { placement: string; opponent: string };
}

/** PBS 9.E odds for the terrain piece being placed now. */
export interface PlacementOdds extends Omit<TerrainPlacementOdds, 'landing' | 'sectors'> {
  pieceId: number;
  /** The placement die's outcomes, or null once it is rolled. */
  landing: Landing[] | null;
  /** The chance of each sector, summed from `landing`; null with `landing`. */
  sectors: Record<Sector, number> | null;
  /** Ways the owner may place it without the die instead (territory exceptions): the piece then stays for certain. */
  withoutDice: ('contiguous' | 'touching')[];
}

/** A standard die's faces for PBS 9.E, read from the edition's placement table (both dice there are "a standard dice (D6)"). */
function dieFaces(rules: Rules, edition: PublicView['setup']['edition']): number[] {
  return [...new Set(rules.editions[edition].placement.die.flatMap((row) => row.faces))].sort((a, b) => a - b);
}

/**
 * Issue 13, PBS 9.E: for a piece of this terrain placed by dice, the chance the placement die puts it in
 * each sector (by the edition's table and the terrain's own rule, as `placementFor` reads them) and the
 * chance it survives the opponent's die (by the edition's opponent rows and `allowedOutcomes`). Exact: one die each.
 */
export function terrainPlacementOdds(rules: Rules, view: Pick<PublicView, 'setup' | 'territory'>, terrain: string): TerrainPlacementOdds {
  const edition = rules.editions[view.setup.edition];
  const faces = dieFaces(rules, view.setup.edition);
  const share = (n: number) => n / faces.length;
  const group = <T extends { faces: number[]; chance: number }>(entries: Map<string, T>) => [...entries.values()].map((e) => ({ ...e, chance: share(e.faces.length) }));

  const opponentRows = new Map<string, OpponentDieRow>();
  for (const face of faces) {
    const outcomes = allowedOutcomes(rules, view, { terrain, opponentDie: face });
    const key = outcomes.join(' ');
    const row = opponentRows.get(key) ?? { outcomes, faces: [], chance: 0 };
    row.faces.push(face);
    opponentRows.set(key, row);
  }
  const rows = group(opponentRows);
  const may = (outcome: Outcome) => rows.filter((r) => r.outcomes.includes(outcome)).reduce((sum, r) => sum + r.chance, 0);

  const byKey = new Map<string, Landing>();
  for (const face of faces) {
    const placement = placementFor(rules, view, { terrain }, face);
    if (!('sector' in placement)) continue;
    const touchTableEdge = placement.method === 'dice' && placement.touchTableEdge;
    const lost = lostOnPlacement(rules, view, { terrain }, placement);
    const key = `${placement.sector} ${touchTableEdge} ${lost}`;
    const entry = byKey.get(key) ?? { sector: placement.sector, touchTableEdge, lost, faces: [], chance: 0 };
    entry.faces.push(face);
    byKey.set(key, entry);
  }
  const landing = group(byKey);
  const inSector = (sector: Sector) => landing.filter((l) => l.sector === sector).reduce((sum, l) => sum + l.chance, 0);
  const lost = landing.filter((l) => l.lost).reduce((sum, l) => sum + l.chance, 0);
  const mayRemove = may('remove');
  return {
    terrain,
    landing,
    sectors: { left: inSector('left'), centre: inSector('centre'), right: inSector('right') },
    opponentDie: rows,
    mayMove: may('move'),
    mayPivot: may('pivot'),
    mayRemove,
    survives: (1 - lost) * (1 - mayRemove),
    method: { kind: 'exact' },
    sources: { placement: edition.placement.source, opponent: edition.opponent.source },
  };
}

/**
 * Issue 13, PBS 9.E: the odds of the piece being placed now (`terrainPlacementOdds`), from where it stands:
 * before its placement die, or after it with only the opponent's die left; null once that is rolled too,
 * and for secure-flank pieces, which no die moves.
 */
export function placementOdds(rules: Rules, view: PublicView, pieceId: number): PlacementOdds | null {
  const piece = view.pieces.find((p) => p.id === pieceId);
  if (!piece || piece.kind === 'flank' || piece.outcome !== null || piece.opponentDie !== null) return null;
  const odds = terrainPlacementOdds(rules, view, piece.terrain);
  if (piece.placement === null) return { ...odds, pieceId, withoutDice: noDiceMethods(rules, view, piece) };
  return { ...odds, pieceId, landing: null, sectors: null, withoutDice: [], survives: 1 - odds.mayRemove };
}
