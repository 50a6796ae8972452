import type { Rules, TerrainOption } from '../rules';
import type { Edition } from '../schema/edition';
import { tableGeometry } from './geometry';
import {
  deepWaterFootprint,
  noDiceTargets,
  placementOrder,
  recordedAt,
  sizeRule,
  tableSector,
  terrainFor,
  type SizeRule,
  type TablePiece,
} from './pieces';
import { bounds, containsPoint, corners, edgeGap, ends, fixedPoint, inBand, normalAngle, onTable, overlaps, rectDistance, type Point } from './rect';
import type { Band, Footprint, PositionStage, TableGeometry, TableView, TableViolation } from './types';

/** How far a recorded position may be off and still count as touching, on the table or in place: a tenth of a unit (edition readings). */
export const TOLERANCE = 0.1;
/** How far an angle may be off and still count as the same orientation, in degrees. */
const ANGLE_TOLERANCE = 0.5;

const round = (n: number) => Math.round(n * 100) / 100;

type Code = TableViolation['code'];
const violation = (code: Code, source: string, params: TableViolation['params'] = {}): TableViolation => ({ code, params, source });

interface Context {
  rules: Rules;
  view: TableView;
  edition: Edition;
  geometry: TableGeometry;
  piece: TablePiece;
  size: SizeRule;
  terrainSource: string;
  /**
   * Terrain already on the table when this piece went down, where the players recorded it, with its "nothing may go
   * within" rule (2020 Deep Water, Impassable Hills); and the deep-water flank (`flank`, which `deepWater` checks).
   */
  earlier: { terrain: string; footprint: Footprint; exempt: boolean; within: NothingWithin; flank?: true }[];
}

type NothingWithin = TerrainOption['nothingWithin'];

function context(rules: Rules, view: TableView, piece: TablePiece): Context {
  const geometry = tableGeometry(rules, view.setup);
  const order = placementOrder(view.pieces);
  const before = order.slice(0, order.findIndex((p) => p.id === piece.id));
  const earlier = before.flatMap((p) => {
    const at = recordedAt(p);
    if (!at || p.outcome === 'remove') return [];
    const terrain = terrainFor(rules, view, p.terrain);
    return [{ terrain: p.terrain, footprint: at, exempt: terrain?.tableRules?.spacingExempt === true, within: terrain?.nothingWithin ?? null }];
  });
  const water = deepWaterFootprint(geometry, view.flank);
  return {
    rules,
    view,
    edition: rules.editions[view.setup.edition],
    geometry,
    piece,
    size: sizeRule(rules, view, geometry, piece),
    terrainSource: terrainFor(rules, view, piece.terrain)?.source ?? rules.editions[view.setup.edition].placement.source,
    earlier: water ? [{ terrain: 'deepWater', footprint: water, exempt: true, within: null, flank: true }, ...earlier] : earlier,
  };
}

/** PBS 9.A, 9.E: a secure-flank piece is never moved, nor a piece its terrain keeps in place; a final position needs a move or pivot. */
function mayMove(c: Context): TableViolation[] {
  if (c.piece.kind === 'flank') return [violation('mayNotMove', c.edition.secureFlanks.source, { reason: 'secureFlank' })];
  if (terrainFor(c.rules, c.view, c.piece.terrain)?.placement.cannotBeMoved) {
    return [violation('mayNotMove', c.terrainSource, { reason: 'immovable' })];
  }
  const outcome = c.piece.outcome;
  if (outcome === 'move' || outcome === 'pivot') return [];
  const lost = outcome === 'remove' && c.piece.opponentDie === null;
  return [violation('mayNotMove', c.edition.opponent.source, { reason: lost ? 'lost' : (outcome ?? 'undecided') })];
}

/** Wholly on the table; a watercourse runs to the edges, so only its middle must be on it. */
function onTheTable(c: Context, f: Footprint): TableViolation[] {
  const { width, depth } = c.geometry;
  const ok = c.size.edgeToEdge
    ? f.x >= -TOLERANCE && f.x <= width + TOLERANCE && f.y >= -TOLERANCE && f.y <= depth + TOLERANCE
    : onTable(f, width, depth, TOLERANCE);
  return ok ? [] : [violation('offTable', c.edition.placement.source)];
}

/** The corners, pulled onto the table (a watercourse's ends may reach past the edges it runs to). */
function clampedCorners(c: Context, f: Footprint): Point[] {
  const clamp = (v: number, max: number) => Math.min(max, Math.max(0, v));
  return corners(f).map((p) => (c.size.edgeToEdge ? { x: clamp(p.x, c.geometry.width), y: clamp(p.y, c.geometry.depth) } : p));
}

function withinX(c: Context, f: Footprint, band: Band): boolean {
  return clampedCorners(c, f).every((p) => p.x >= band.from - TOLERANCE && p.x <= band.to + TOLERANCE);
}

function touchesAny(c: Context, f: Footprint, terrain: readonly string[]): boolean | null {
  const targets = c.earlier.filter((e) => terrain.includes(e.terrain));
  if (targets.length === 0) return null;
  return targets.some((t) => rectDistance(f, t.footprint) <= TOLERANCE);
}

/** PBS 9.A, 9.E and the terrain types' placement exceptions: where the piece had to go when first placed. */
function whereItWent(c: Context, f: Footprint): TableViolation[] {
  const { piece, geometry, edition } = c;
  const placement = piece.placement;
  const out: TableViolation[] = [];
  const sector = tableSector(piece);
  if (placement?.method === 'secureFlank' && sector) {
    if (!withinX(c, f, geometry.sectors[sector])) out.push(violation('outsideSector', edition.secureFlanks.source, { sector }));
    const half = piece.owner === 'defender' ? { from: 0, to: geometry.centreLine } : { from: geometry.centreLine, to: geometry.depth };
    if (!inBand(f, half, 'y', TOLERANCE)) out.push(violation('notOnOwnHalf', edition.secureFlanks.source, { side: piece.owner }));
    return out;
  }
  if ((placement?.method === 'dice' || placement?.method === 'flankSectorOnly') && sector) {
    const own = terrainFor(c.rules, c.view, piece.terrain)?.tableRules;
    let band = geometry.sectors[sector];
    // "May be placed touching deep water even if it extends into the central sector."
    if (sector !== 'centre' && own?.intoCentreTouching && touchesAny(c, f, own.intoCentreTouching)) {
      const centre = geometry.sectors.centre;
      band = { from: Math.min(band.from, centre.from), to: Math.max(band.to, centre.to) };
    }
    const source = placement.method === 'flankSectorOnly' ? c.terrainSource : edition.placement.source;
    if (!withinX(c, f, band)) out.push(violation('outsideSector', source, { sector }));
    if (placement.method === 'dice' && placement.touchTableEdge && edgeGap(f, geometry.width, geometry.depth) > TOLERANCE) {
      const edgeOnly = terrainFor(c.rules, c.view, piece.terrain)?.placement.mustTouchTableEdge === true;
      out.push(violation('mustTouchEdge', edgeOnly ? `${edition.placement.source}; ${c.terrainSource}` : edition.placement.source));
    }
    return out;
  }
  if (placement?.method === 'contiguous' || placement?.method === 'touching') {
    const targets = noDiceTargets(c.rules, c.view, piece.terrain)[placement.method];
    if (touchesAny(c, f, targets) === false) out.push(violation('notTouching', c.terrainSource, { targets: targets.join(', ') }));
    // "Placing in such a manner must not straddle sectors."
    if (placement.method === 'contiguous' && !Object.values(geometry.sectors).some((b) => withinX(c, f, b))) {
      out.push(violation('outsideSector', c.terrainSource, { reason: 'straddles' }));
    }
  }
  return out;
}

/** 2020: at first placement at least the spacing from other terrain, river and coast excepted (seed 002 Other Terrain Placement). */
function spacing(c: Context, f: Footprint): TableViolation[] {
  const rule = c.geometry.distances.find((d) => d.key === 'spacing');
  if (!rule || c.piece.kind === 'flank' || c.size.edgeToEdge) return [];
  return c.earlier
    .filter((e) => !e.exempt)
    .flatMap((e) => {
      const distance = rectDistance(f, e.footprint);
      return distance < rule.value - TOLERANCE ? [violation('tooClose', rule.source, { min: rule.value, distance: round(distance), terrain: e.terrain })] : [];
    });
}

/** PBS 9.A: piece sizes, replaced by the terrain type's own caveat where it has one; a watercourse's width. */
function sizes(c: Context, f: Footprint): TableViolation[] {
  const s = c.size;
  const short = Math.min(f.width, f.depth);
  const long = Math.max(f.width, f.depth);
  const own = (params: TableViolation['params']) =>
    violation('terrainSize', s.terrainSource ?? s.sizeSource, { text: s.terrainText ?? `Declared ${c.piece.declared ?? ''} pieces are of minimum size`, ...params });
  if (s.edgeToEdge) return s.maxWidth !== null && short > s.maxWidth + TOLERANCE ? [own({ maxWidth: s.maxWidth, width: round(short) })] : [];
  const out: TableViolation[] = [];
  if (short < s.min - TOLERANCE) out.push(violation('tooSmall', s.sizeSource, { min: s.min, size: round(short) }));
  if (long > s.max + TOLERANCE) out.push(s.maxFrom === 'terrain' ? own({ max: s.max, size: round(long) }) : violation('tooLarge', s.sizeSource, { max: s.max, size: round(long) }));
  if (s.largerThan !== null && long <= s.largerThan + 1e-9) out.push(own({ largerThan: s.largerThan, size: round(long) }));
  if (s.minimumOnly && long > s.min + TOLERANCE) {
    out.push(violation('terrainSize', s.terrainSource ?? s.sizeSource, { text: `Declared ${c.piece.declared} pieces are of minimum size`, max: s.min, size: round(long) }));
  }
  return out;
}

type Edge = 'left' | 'right' | 'defender' | 'invader' | 'deepWater';

function edgesAt(c: Context, p: Point): Edge[] {
  const { width, depth } = c.geometry;
  const out: Edge[] = [];
  if (p.x <= TOLERANCE) out.push('left');
  if (p.x >= width - TOLERANCE) out.push('right');
  if (p.y <= TOLERANCE) out.push('defender');
  if (p.y >= depth - TOLERANCE) out.push('invader');
  const water = c.earlier.find((e) => e.terrain === 'deepWater');
  if (c.size.edgeToEdge === 'tableEdgesOrDeepWater' && water && containsPoint(water.footprint, p, TOLERANCE)) out.push('deepWater');
  return out;
}

/** "Placed in a straight line from table-edge to another table-edge" (or "/Deep Water"): both ends reach different edges. */
function edgeToEdge(c: Context, f: Footprint): TableViolation[] {
  if (!c.size.edgeToEdge) return [];
  const [a, b] = ends(f).map((p) => edgesAt(c, p)) as [Edge[], Edge[]];
  const ok = a.some((ea) => b.some((eb) => ea !== eb || ea === 'deepWater'));
  return ok ? [] : [violation('notEdgeToEdge', c.terrainSource, { to: c.size.edgeToEdge })];
}

/**
 * Seed 000 terrain types: only a Town may lie on the deep water ("touching, or superimposing onto, deep water"); any
 * other piece may touch it, and a river or stream may end at its bank ("to another table-edge/Deep Water Banks"). A piece
 * lies on it when it reaches more than a tolerance into the strip the diagram draws (PBS 9.A, as deep as it may be) or
 * reaches the side edge along it.
 */
function deepWater(c: Context, f: Footprint): TableViolation[] {
  const flank = c.view.flank;
  const water = c.earlier.find((e) => e.terrain === 'deepWater')?.footprint;
  if (flank?.kind !== 'deepWater' || !flank.edge || !water) return [];
  const own = terrainFor(c.rules, c.view, c.piece.terrain)?.tableRules;
  if (own?.overDeepWater) return [];
  const inner = { ...water, width: Math.max(0, water.width - TOLERANCE), x: flank.edge === 'left' ? (water.width - TOLERANCE) / 2 : c.geometry.width - (water.width - TOLERANCE) / 2 };
  const b = bounds(f);
  const reachesEdge = flank.edge === 'left' ? b.minX <= TOLERANCE : b.maxX >= c.geometry.width - TOLERANCE;
  if (!reachesEdge && (inner.width <= 0 || !overlaps(f, inner))) return [];
  const town = terrainFor(c.rules, c.view, 'town')?.tableRules;
  const source = town?.overDeepWater ? `${c.edition.secureFlanks.source}; ${town.source}` : c.edition.secureFlanks.source;
  if (c.size.edgeToEdge === 'tableEdgesOrDeepWater') {
    // A watercourse may end at the water: one end in it, the other not (it does not run along or under it).
    const inWater = ends(f).map((p) => containsPoint(water, p, TOLERANCE));
    if (inWater.filter(Boolean).length === 1) return [];
    return [violation('inDeepWater', c.terrainSource, { rule: 'riverEnds' })];
  }
  return [violation('inDeepWater', source, { rule: 'townOnly' })];
}

/** Whether a rectangle reaches into another beyond touching it: more than the tolerance inside it. */
function reachesInto(f: Footprint, other: Footprint): boolean {
  const inner = { ...other, width: other.width - 2 * TOLERANCE, depth: other.depth - 2 * TOLERANCE };
  return inner.width > 0 && inner.depth > 0 && overlaps(f, inner);
}

/**
 * Seed 002 Terrain table, Deep Water and Impassable Hills: "Nothing may go even partially within". A piece placed or moved
 * may touch one on the table but not reach into it, and one of them may not be placed or moved over a piece already
 * there. Which terrain it is comes from the data (`nothingWithin`); the deep-water flank is `deepWater`'s.
 */
function nothingWithin(c: Context, f: Footprint): TableViolation[] {
  const own: NothingWithin = terrainFor(c.rules, c.view, c.piece.terrain)?.nothingWithin ?? null;
  return c.earlier.flatMap((e) => {
    const rule = e.within ?? own;
    if (!rule || e.flank || !reachesInto(f, e.footprint)) return [];
    return [violation('nothingWithin', rule.source, e.within ? { within: e.terrain } : { within: c.piece.terrain, covers: e.terrain })];
  });
}

/** The final footprint as the placed one's shape: a w x d rectangle recorded as d x w is the same piece turned 90 degrees. */
function sameShape(placed: Footprint, final: Footprint): Footprint | null {
  const near = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE;
  if (near(placed.width, final.width) && near(placed.depth, final.depth)) return final;
  if (near(placed.width, final.depth) && near(placed.depth, final.width)) return { ...final, width: final.depth, depth: final.width, angle: final.angle - 90 };
  return null;
}

/** PBS 9.E: a move keeps the orientation and goes no further than the opponent's move; a pivot turns about one point of the piece. */
function opponentsChange(c: Context, f: Footprint): TableViolation[] {
  const placed = c.piece.positions.placed;
  if (!placed) return [];
  const source = c.edition.opponent.source;
  const shaped = sameShape(placed, f);
  if (!shaped) return [violation('resized', source)];
  const turned = Math.abs(normalAngle(shaped.angle - placed.angle));
  const kept = turned <= ANGLE_TOLERANCE || turned >= 180 - ANGLE_TOLERANCE;
  const move = c.geometry.distances.find((d) => d.key === 'opponentMove');
  const distance = Math.hypot(f.x - placed.x, f.y - placed.y);
  const tooFar = move && distance > move.value + TOLERANCE ? [violation('movedTooFar', move.source, { max: move.value, distance: round(distance) })] : [];
  if (kept) return tooFar;
  if (c.piece.outcome === 'move') return [violation('turnedWhenMoved', source, { angle: round(turned) }), ...tooFar];
  // A rectangle turned 180 degrees is the same rectangle, so either angle may be the pivot's.
  const pivots = [shaped, { ...shaped, angle: shaped.angle + 180 }].map((to) => fixedPoint(placed, to));
  return pivots.some((p) => p !== null && containsPoint(placed, p, TOLERANCE)) ? [] : [violation('notAPivot', source)];
}

/**
 * Every rule a recorded position of a piece breaks, each citing its rule (PBS 9.A-9.E; seed 002
 * Secure Flanks, Other Terrain Placement; the terrain types' own words), or none. 'placed' is where
 * the placement die put it, 'final' where the opponent's move or pivot left it.
 */
export function checkFootprint(rules: Rules, view: TableView, pieceId: number, stage: PositionStage, footprint: Footprint): TableViolation[] {
  const piece = view.pieces.find((p) => p.id === pieceId);
  if (!piece) throw new Error(`no piece ${pieceId}`);
  const c = context(rules, view, piece);
  if (stage === 'final') {
    const refused = mayMove(c);
    if (refused.length > 0) return refused;
  }
  const placing = stage === 'placed';
  return [
    ...onTheTable(c, footprint),
    ...(placing ? whereItWent(c, footprint) : []),
    ...sizes(c, footprint),
    ...edgeToEdge(c, footprint),
    ...deepWater(c, footprint),
    ...nothingWithin(c, footprint),
    ...(placing ? spacing(c, footprint) : opponentsChange(c, footprint)),
  ];
}
