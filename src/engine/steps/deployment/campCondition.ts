import type { Rules } from '../../rules';
import { inForce, rulesVersionOf, type InForce } from '../../rulesVersion';
import type { CampConditionReason, CampConditionStatus, ConditionAnswer } from '../../schema/deployment';
import type { CampConditionKind } from '../../schema/territory';
import type { PublicView } from '../../schema/view';
import { TOLERANCE } from '../../table/check';
import { tableGeometry } from '../../table/geometry';
import { deepWaterFootprint, recordedAt, tableSector, terrainFor, type TablePiece } from '../../table/pieces';
import { bounds, edgeGap, rectDistance } from '../../table/rect';
import type { Footprint, TableGeometry } from '../../table/types';

/** What a camp option's condition reads from the game: the table, the flank, the pieces and the players' answers. */
export type CampConditionInput = Pick<PublicView, 'setup' | 'territory' | 'flank' | 'pieces' | 'conditions'>;

/** A camp option's condition as far as the app knows it, with why, and the players' answer when it was asked. */
export interface CampConditionVerdict {
  condition: CampConditionStatus;
  reason: CampConditionReason;
  holds: boolean | null;
  /** Offered: proven, or unknown and confirmed by the players. */
  applies: boolean;
}

/** One piece: it meets the condition, it cannot, or the app cannot tell; with why. */
type PieceVerdict = { verdict: 'yes' | 'no' | 'maybe'; reason: CampConditionReason };

interface Frame {
  rules: Rules;
  view: CampConditionInput;
  geometry: TableGeometry;
  water: Footprint | null;
  /** Where the piece is known to stand (`knownAt`). */
  at: (piece: TablePiece) => Footprint | undefined;
}

const moved = (piece: TablePiece) => piece.outcome === 'move' || piece.outcome === 'pivot';

/**
 * From app rules 4 a piece the opponent moved or pivoted (PBS 9.E) with no final position recorded is not judged from
 * where it was placed: it no longer stands there, so it is judged as a piece with no position recorded (issue 38). Games
 * of older rules judged it from its placed position and replay so, their logs holding answers only where that left the
 * condition unknown.
 */
const MOVED_UNRECORDED: InForce = { since: 4 };

/** Where the piece stands as recorded: its final position, else where it was placed while it has not been moved since. */
function knownAt(version: number, piece: TablePiece): Footprint | undefined {
  if (moved(piece) && !piece.positions.final && inForce(MOVED_UNRECORDED, version)) return undefined;
  return recordedAt(piece);
}

/** The distance a rule of the edition gives in the game's unit, 0 when it has none. */
const distance = (geometry: TableGeometry, key: TableGeometry['distances'][number]['key']) => geometry.distances.find((d) => d.key === key)?.value ?? 0;

/**
 * Waterside (seed 000 Waterside Special Rule): "adjacent to the Deep Water Flank", read as touching the water. A piece
 * wholly in the other flank sector, or in the centre sector (at least a flank sector's width from the edge, the water at
 * most its depth) and not moved near enough by the opponent (PBS 9.E), cannot touch it.
 */
function byDeepWater(f: Frame, piece: TablePiece): PieceVerdict {
  if (f.view.flank?.kind !== 'deepWater') return { verdict: 'no', reason: 'noDeepWater' };
  const at = f.at(piece);
  if (at && f.water) return rectDistance(at, f.water) <= TOLERANCE ? { verdict: 'yes', reason: 'recorded' } : { verdict: 'no', reason: 'recorded' };
  const edge = f.view.flank.edge;
  const sector = tableSector(piece);
  if (!edge || !sector || (piece.placement?.method !== 'dice' && piece.placement?.method !== 'flankSectorOnly')) return { verdict: 'maybe', reason: 'byEye' };
  if (sector === edge) return { verdict: 'maybe', reason: 'byEye' };
  // How near the water's edge the piece may have come: from its sector's inner edge, less the opponent's move.
  const reach = sector === 'centre' ? distance(f.geometry, 'flankSector') : f.geometry.width - distance(f.geometry, 'flankSector');
  const gap = reach - (moved(piece) ? distance(f.geometry, 'opponentMove') : 0) - (f.water?.width ?? distance(f.geometry, 'deepWater'));
  return gap > TOLERANCE ? { verdict: 'no', reason: 'farFromWater' } : { verdict: 'maybe', reason: 'byEye' };
}

/** Cultivated (seed 000 Cultivated Special Rule): "touching a table edge". An odd centre die (PBS 9.E) or an edge-only terrain proves it while the piece stays put. */
function byTableEdge(f: Frame, piece: TablePiece): PieceVerdict {
  const at = f.at(piece);
  if (at) return { verdict: edgeGap(at, f.geometry.width, f.geometry.depth) <= TOLERANCE ? 'yes' : 'no', reason: 'recorded' };
  if (moved(piece)) return { verdict: 'maybe', reason: 'byEye' };
  if (terrainFor(f.rules, f.view, piece.terrain)?.placement.mustTouchTableEdge) return { verdict: 'yes', reason: 'edgeOnlyTerrain' };
  if (piece.placement?.method === 'dice' && piece.placement.touchTableEdge) return { verdict: 'yes', reason: 'placementDie' };
  return { verdict: 'maybe', reason: 'byEye' };
}

/**
 * Forest, Jungle (seed 000 Special Rules): "touching a table edge in their deployment zone", read as touching the
 * defender's base edge, or a side edge no further up the table than his zone (PBS 10.B). The invader's secure-flank
 * piece stands on the invader's half (seed 002 Secure Flanks), so it cannot.
 */
function byEdgeInZone(f: Frame, piece: TablePiece): PieceVerdict {
  const at = f.at(piece);
  if (at) {
    const b = bounds(at);
    const zone = f.geometry.deploymentZones.defender;
    const base = b.minY <= TOLERANCE;
    const side = (b.minX <= TOLERANCE || b.maxX >= f.geometry.width - TOLERANCE) && b.minY <= zone.to + TOLERANCE;
    return { verdict: base || side ? 'yes' : 'no', reason: 'recorded' };
  }
  if (piece.kind === 'flank' && piece.owner === 'invader') return { verdict: 'no', reason: 'invaderHalf' };
  return { verdict: 'maybe', reason: 'byEye' };
}

const BY_KIND: Record<CampConditionKind, (f: Frame, piece: TablePiece) => PieceVerdict> = {
  deepWaterFlank: byDeepWater,
  tableEdge: byTableEdge,
  tableEdgeInOwnZone: byEdgeInZone,
};

/** The players' answer for a plan item, or null when they were not asked or have not answered. */
export function answerFor(conditions: readonly ConditionAnswer[] | undefined, item: number): boolean | null {
  return conditions?.find((c) => c.item === item)?.holds ?? null;
}

/**
 * A camp option's condition from what the app knows (issue 27; seed 000 territory special rules): impossible when no
 * piece of its terrain can meet it, proven when one must, else unknown, when the players' logged answer decides
 * whether it is offered. Pieces the opponent removed are not on the table.
 */
export function campCondition(rules: Rules, view: CampConditionInput, rule: { terrain: readonly string[]; conditionKind: CampConditionKind }, item: number): CampConditionVerdict {
  const pieces = view.pieces.filter((p) => rule.terrain.includes(p.terrain) && p.placement !== null && p.outcome !== 'remove');
  if (pieces.length === 0) return { condition: 'impossible', reason: 'noTerrain', holds: null, applies: false };
  const geometry = tableGeometry(rules, view.setup);
  const version = rulesVersionOf(view.setup);
  const frame: Frame = { rules, view, geometry, water: deepWaterFootprint(geometry, view.flank), at: (p) => knownAt(version, p) };
  const verdicts = pieces.map((p) => BY_KIND[rule.conditionKind](frame, p));
  const proof = verdicts.find((v) => v.verdict === 'yes');
  if (proof) return { condition: 'proven', reason: proof.reason, holds: null, applies: true };
  if (verdicts.every((v) => v.verdict === 'no')) return { condition: 'impossible', reason: verdicts[0]!.reason, holds: null, applies: false };
  const holds = answerFor(view.conditions, item);
  return { condition: 'unknown', reason: 'byEye', holds, applies: holds === true };
}
