import { findTerritory, type Rules, type TerrainOption } from '../rules';
import type { Side } from '../schema/action';
import type { Sector } from '../schema/edition';
import { sizeIn } from './distances';
import type { Footprint, TableGeometry, TableView } from './types';

/** A piece as the table sees it (from the game state or a public view). */
export type TablePiece = TableView['pieces'][number];

/** The terrain type of a piece in the game's territory table, if the territory is chosen. */
export function terrainFor(rules: Rules, view: Pick<TableView, 'setup' | 'territory'>, id: string): TerrainOption | undefined {
  const territory = view.territory ? findTerritory(rules, view.setup.edition, view.territory) : undefined;
  return territory?.terrain.find((t) => t.id === id);
}

/** The order pieces went on the table: secure flanks, then compulsory and optional pieces alternately, defender first (PBS 9.A-9.D). */
export function placementOrder<P extends Pick<TablePiece, 'kind' | 'owner'>>(pieces: readonly P[]): P[] {
  const queue = (kind: P['kind']) => {
    const of = (side: Side) => pieces.filter((p) => p.kind === kind && p.owner === side);
    const defender = of('defender');
    const invader = of('invader');
    return Array.from({ length: Math.max(defender.length, invader.length) }, (_, i) => [defender[i], invader[i]]).flat().filter((p): p is P => p !== undefined);
  };
  return [...pieces.filter((p) => p.kind === 'flank'), ...queue('compulsory'), ...queue('optional')];
}

/**
 * A placement sector on the table frame. The die is read from the placing player's own base edge
 * (PBS 9.E "from the players base-edge perspective"), so the invader's left is the defender's right.
 * Secure-flank sectors are already named from the defender's side (state FlankState).
 */
export function tableSector(piece: Pick<TablePiece, 'owner' | 'placement'>): Sector | null {
  const placement = piece.placement;
  if (!placement || !('sector' in placement)) return null;
  if (placement.method === 'secureFlank' || piece.owner === 'defender' || placement.sector === 'centre') return placement.sector;
  return placement.sector === 'left' ? 'right' : 'left';
}

/** Whether the placement die lost the piece (2020 deep water and impassable hills sent to the centre: 'lost on a 3/4'). */
export function isLost(piece: Pick<TablePiece, 'outcome' | 'opponentDie' | 'placement'>): boolean {
  return piece.outcome === 'remove' && piece.opponentDie === null && piece.placement !== null;
}

/** What size a piece may be on the table, in the game's unit. */
export interface SizeRule {
  /** At least min x min (0 for a piece that runs edge to edge). */
  min: number;
  /** Fits within max x max (Infinity for a piece that runs edge to edge). */
  max: number;
  /** Where `max` comes from: the edition's piece sizes or the terrain type's own caveat. */
  maxFrom: 'edition' | 'terrain';
  /** Does not fit within largerThan x largerThan (a Town). */
  largerThan: number | null;
  /** A watercourse's width limit. */
  maxWidth: number | null;
  edgeToEdge: 'tableEdges' | 'tableEdgesOrDeepWater' | null;
  /** Declared Dangerous or Impassable "of minimum size": exactly min x min. */
  minimumOnly: boolean;
  /** The rule each bound comes from. */
  sizeSource: string;
  terrainSource: string | null;
  terrainText: string | null;
}

/**
 * The size rule of a piece: compulsory-sized for secure flanks (seed 002 Secure Flanks), else its
 * kind's sizes (PBS 9.A), replaced where its terrain type says otherwise ("unless caveated by
 * terrain type"), in the game's unit.
 */
export function sizeRule(
  rules: Rules,
  view: Pick<TableView, 'setup' | 'territory'>,
  geometry: Pick<TableGeometry, 'pieceSizes'>,
  piece: Pick<TablePiece, 'kind' | 'terrain' | 'declared'>,
): SizeRule {
  const edition = rules.editions[view.setup.edition];
  const terrain = terrainFor(rules, view, piece.terrain);
  const own = terrain?.tableRules ?? null;
  const sizes = geometry.pieceSizes[piece.kind];
  const convert = (n: number | undefined) => (n === undefined ? null : sizeIn(rules, view.setup, n));
  const ownMax = convert(own?.maxSize);
  const minimumOnly = piece.declared !== null && terrain?.declarations.some((d) => d.status === piece.declared && d.minimumSizeOnly) === true;
  const edgeToEdge = own?.edgeToEdge ?? null;
  return {
    min: edgeToEdge ? 0 : Math.min(sizes.min, ownMax ?? Infinity),
    max: edgeToEdge ? Infinity : (ownMax ?? sizes.max),
    maxFrom: ownMax === null ? 'edition' : 'terrain',
    largerThan: convert(own?.largerThan),
    maxWidth: convert(own?.maxWidth),
    edgeToEdge,
    minimumOnly,
    sizeSource: piece.kind === 'flank' ? `${edition.secureFlanks.source}; ${edition.pieceSizes.source}` : edition.pieceSizes.source,
    terrainSource: own?.source ?? (minimumOnly ? (terrain?.source ?? null) : null),
    terrainText: own?.text ?? null,
  };
}

/** The terrain a piece placed without dicing must be contiguous to or touch (seed 000 terrain types; territory special rules). */
export function noDiceTargets(rules: Rules, view: Pick<TableView, 'setup' | 'territory'>, terrainId: string): { contiguous: string[]; touching: string[] } {
  const terrain = terrainFor(rules, view, terrainId);
  const territory = view.territory ? findTerritory(rules, view.setup.edition, view.territory) : undefined;
  const contiguous = new Set(terrain?.placement.contiguousWithoutDice ?? []);
  for (const rule of territory?.specialRules ?? []) {
    if (rule.kind === 'contiguousWithoutDice' && rule.terrain.includes(terrainId)) rule.to.forEach((id) => contiguous.add(id));
  }
  return { contiguous: [...contiguous], touching: terrain?.placement.touchingWithoutDice ?? [] };
}

/**
 * The deep-water secure flank as drawn: along the defender's named side edge, as deep as the defender recorded it (app rules
 * 5), else as deep as it may be (PBS 9.A "no more than 6BW"), or null.
 */
export function deepWaterFootprint(geometry: Pick<TableGeometry, 'width' | 'depth' | 'distances'>, flank: TableView['flank']): Footprint | null {
  if (flank?.kind !== 'deepWater' || !flank.edge) return null;
  const width = Math.min(flank.depth ?? geometry.distances.find((d) => d.key === 'deepWater')?.value ?? 0, geometry.width);
  return { x: flank.edge === 'left' ? width / 2 : geometry.width - width / 2, y: geometry.depth / 2, width, depth: geometry.depth, angle: 0 };
}

/** Where the players recorded a piece last: its final position, else where it was placed. */
export function recordedAt(piece: Pick<TablePiece, 'positions'>): Footprint | undefined {
  return piece.positions.final ?? piece.positions.placed;
}
