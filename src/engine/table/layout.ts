import type { Rules } from '../rules';
import type { Side } from '../schema/action';
import { tableGeometry } from './geometry';
import { deepWaterFootprint, isLost, noDiceTargets, placementOrder, recordedAt, sizeRule, tableSector, terrainFor, type TablePiece } from './pieces';
import { bounds, overlaps, rectDistance, edgeGap, inBand } from './rect';
import type { Band, Footprint, TableGeometry, TableItem, TableView } from './types';

/** Something already on the table that a suggestion keeps clear of. */
interface Obstacle {
  footprint: Footprint;
  box: ReturnType<typeof bounds>;
  /** 2020 spacing does not apply to it (river/coast): a suggestion may touch it but not overlap it. */
  exempt: boolean;
}

const STEP = 1;
const TOUCH = 0.1;

function obstacle(footprint: Footprint, exempt: boolean): Obstacle {
  return { footprint, box: bounds(footprint), exempt };
}

/** Whether a candidate keeps clear of an obstacle: no overlap, and the spacing gap unless the obstacle is exempt. */
function clearOf(candidate: Footprint, c: ReturnType<typeof bounds>, o: Obstacle, gap: number): boolean {
  const need = o.exempt ? 0 : gap;
  if (c.maxX + need <= o.box.minX || o.box.maxX + need <= c.minX || c.maxY + need <= o.box.minY || o.box.maxY + need <= c.minY) return true;
  if (need === 0) return !overlaps(candidate, o.footprint);
  return rectDistance(candidate, o.footprint) >= need - 1e-9;
}

/** Centres along a band for a piece of this length: every STEP from one end to the other, the far end included. */
function centres(band: Band, length: number): number[] {
  const from = band.from + length / 2;
  const to = band.to - length / 2;
  if (to < from) return [(band.from + band.to) / 2];
  const out: number[] = [];
  for (let v = from; v < to; v += STEP) out.push(v);
  out.push(to);
  return out;
}

/** The first candidate nearest the preferred point that keeps clear of every obstacle, else the nearest one (deterministic). */
function choose(candidates: Footprint[], prefer: { x: number; y: number }, obstacles: readonly Obstacle[], gap: number): Footprint | null {
  if (candidates.length === 0) return null;
  const keyed = candidates.map((c) => ({ c, d: (c.x - prefer.x) ** 2 + (c.y - prefer.y) ** 2 }));
  keyed.sort((a, b) => a.d - b.d || a.c.x - b.c.x || a.c.y - b.c.y);
  return (keyed.find(({ c }) => {
    const box = bounds(c);
    return obstacles.every((o) => clearOf(c, box, o, gap));
  }) ?? keyed[0]!).c;
}

function grid(xBand: Band, yBand: Band, width: number, depth: number): Footprint[] {
  const ys = centres(yBand, depth);
  return centres(xBand, width).flatMap((x) => ys.map((y) => ({ x, y, width, depth, angle: 0 })));
}

/** Places beside each target, along each side of its upright box, kept on the table. */
function beside(targets: readonly Footprint[], width: number, depth: number, geometry: TableGeometry): Footprint[] {
  const table = { from: 0, to: geometry.width };
  const out: Footprint[] = [];
  for (const t of targets) {
    const b = bounds(t);
    const along = (band: Band, length: number) => centres({ from: band.from - length, to: band.to + length }, length);
    for (const y of along({ from: b.minY, to: b.maxY }, depth)) {
      out.push({ x: b.minX - width / 2, y, width, depth, angle: 0 }, { x: b.maxX + width / 2, y, width, depth, angle: 0 });
    }
    for (const x of along({ from: b.minX, to: b.maxX }, width)) {
      out.push({ x, y: b.minY - depth / 2, width, depth, angle: 0 }, { x, y: b.maxY + depth / 2, width, depth, angle: 0 });
    }
  }
  return out.filter((f) => inBand(f, table, 'x', 1e-6) && inBand(f, { from: 0, to: geometry.depth }, 'y', 1e-6));
}

function ownHalf(geometry: TableGeometry, side: Side): Band {
  return side === 'defender' ? { from: 0, to: geometry.centreLine } : { from: geometry.centreLine, to: geometry.depth };
}

interface Earlier {
  terrain: string | null;
  footprint: Footprint;
}

/** Where the diagram suggests a piece that has no recorded position: inside its sector, at its kind's minimum size. */
function suggest(
  rules: Rules,
  view: TableView,
  geometry: TableGeometry,
  piece: TablePiece,
  earlier: readonly Earlier[],
  obstacles: readonly Obstacle[],
  gap: number,
  water: Footprint | null,
): Footprint & { outsideSector?: true } {
  const size = sizeRule(rules, view, geometry, piece);
  const sector = tableSector(piece);
  const xBand = sector ? geometry.sectors[sector] : { from: 0, to: geometry.width };
  const mid = (b: Band) => (b.from + b.to) / 2;
  const centre = { x: mid(xBand), y: geometry.centreLine };
  if (size.edgeToEdge) {
    // A watercourse from base edge to base edge, straight and as wide as it may be.
    const width = Math.min(size.maxWidth ?? 1, xBand.to - xBand.from);
    const runs = centres(xBand, width).map((x) => ({ x, y: geometry.depth / 2, width, depth: geometry.depth, angle: 0 }));
    return choose(runs, centre, obstacles, gap) ?? runs[0]!;
  }
  const depth = size.min;
  const width = size.largerThan !== null ? Math.min(size.max, Math.max(size.min, Math.floor(size.largerThan) + 1)) : size.min;
  const placement = piece.placement;
  if (placement?.method === 'secureFlank') {
    const half = ownHalf(geometry, piece.owner);
    return choose(grid(xBand, half, width, depth), { x: centre.x, y: mid(half) }, obstacles, gap)!;
  }
  if (placement?.method === 'contiguous' || placement?.method === 'touching') {
    const wanted = noDiceTargets(rules, view, piece.terrain)[placement.method];
    const targets = earlier.filter((e) => e.terrain !== null && wanted.includes(e.terrain)).map((e) => e.footprint);
    const near = beside(targets, width, depth, geometry).filter(
      (f) => targets.some((t) => rectDistance(f, t) <= TOUCH) && (placement.method === 'touching' || Object.values(geometry.sectors).some((b) => inBand(f, b, 'x'))),
    );
    const target = targets[0];
    const found = choose(near, target ? { x: target.x, y: target.y } : centre, obstacles, gap);
    if (found) return found;
  }
  const all = grid(xBand, { from: 0, to: geometry.depth }, width, depth);
  const edge = placement?.method === 'dice' && placement.touchTableEdge ? all.filter((f) => edgeGap(f, geometry.width, geometry.depth) <= 1e-6) : [];
  const prefer = edge.length > 0 ? { x: centre.x, y: piece.owner === 'defender' ? 0 : geometry.depth } : centre;
  const found = choose(edge.length > 0 ? edge : all, prefer, obstacles, gap)!;
  if (!water || !overlaps(found, water)) return found;
  // No room in the sector clear of the deep water (002: "Nothing may go even partially within"): the nearest place clear of it.
  const anywhere = grid({ from: 0, to: geometry.width }, { from: 0, to: geometry.depth }, width, depth).filter((f) => !overlaps(f, water));
  const outside = choose(anywhere, prefer, obstacles, gap);
  return outside ? { ...outside, outsideSector: true } : found;
}

function spacingExempt(rules: Rules, view: TableView, terrain: string): boolean {
  return terrainFor(rules, view, terrain)?.tableRules?.spacingExempt === true;
}

/**
 * Everything on the table (PBS 9.A-9.E): the deep-water flank strip along the defender's named side
 * edge at its full depth, then every piece that has a placement in the order they went down, each at
 * its recorded position or at a suggestion in its sector, clear of the pieces before it where room
 * allows (deterministic). Removed and lost pieces keep their item with their outcome. Works from the
 * public view alone.
 */
export function tableLayout(rules: Rules, view: TableView): TableItem[] {
  const geometry = tableGeometry(rules, view.setup);
  const gap = geometry.distances.find((d) => d.key === 'spacing')?.value ?? 0;
  const items: TableItem[] = [];
  const obstacles: Obstacle[] = [];
  const earlier: Earlier[] = [];
  const water = deepWaterFootprint(geometry, view.flank);
  if (water && view.flank?.kind === 'deepWater' && view.flank.edge) {
    const footprint = water;
    items.push({
      key: 'deepWater',
      pieceId: null,
      kind: 'deepWater',
      terrain: 'deepWater',
      owner: null,
      sector: view.flank.edge,
      touchEdge: true,
      outcome: null,
      sizeBounds: null,
      footprint,
      suggested: false,
      recorded: {},
      edgeToEdge: false,
      maxWidth: null,
      lost: false,
    });
    obstacles.push(obstacle(footprint, true));
    earlier.push({ terrain: 'deepWater', footprint });
  }
  for (const piece of placementOrder(view.pieces)) {
    if (!piece.placement) continue;
    const recorded = { ...piece.positions };
    const at = recordedAt(piece);
    const suggestion = at ? null : suggest(rules, view, geometry, piece, earlier, obstacles, gap, view.flank?.kind === 'deepWater' ? water : null);
    const { outsideSector, ...footprint }: Footprint & { outsideSector?: true } = at ?? suggestion!;
    const size = sizeRule(rules, view, geometry, piece);
    items.push({
      key: `piece-${piece.id}`,
      pieceId: piece.id,
      kind: piece.kind,
      terrain: piece.terrain,
      owner: piece.owner,
      sector: tableSector(piece),
      touchEdge: piece.placement.method === 'dice' && piece.placement.touchTableEdge,
      outcome: piece.outcome,
      sizeBounds: size.edgeToEdge ? null : { min: size.min, max: size.max },
      footprint,
      suggested: at === undefined,
      recorded,
      edgeToEdge: size.edgeToEdge !== null,
      maxWidth: size.maxWidth,
      lost: isLost(piece),
      ...(outsideSector ? { outsideSector } : {}),
    });
    if (piece.outcome === 'remove') continue;
    obstacles.push(obstacle(footprint, spacingExempt(rules, view, piece.terrain)));
    earlier.push({ terrain: piece.terrain, footprint });
  }
  return items;
}
