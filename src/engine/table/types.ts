import type { Side } from '../schema/action';
import type { Outcome, Sector } from '../schema/edition';
import type { Footprint, PositionStage } from '../schema/table';
import type { PublicView } from '../schema/view';

export type { Footprint, PositionStage };

/**
 * Table frame (seed 000 PBS 9.A-10.C; seed 002 terrain and deployment): distances in the game's
 * unit (BW, or HBW for Pacto). x runs from 0 at the defender's left side edge to `width` at his
 * right; y runs from 0 at the defender's base edge to `depth` at the invader's base edge. Drawings
 * put the invader's edge at the top, so the defender's left is the picture's left.
 */
export interface Band {
  from: number;
  to: number;
}

/** A distance of the rules in the game's scale, with whether the scale converts it (seed 002 stars it for Magna) and where it comes from. */
export interface TableDistance {
  key: 'flankSector' | 'deepWater' | 'deploymentFromCentre' | 'sideEdgeStrip' | 'spacing' | 'opponentMove' | 'camp';
  printed: number;
  value: number;
  scaled: boolean;
  source: string;
  /** The game's unit the value is in. */
  unit: 'BW' | 'HBW';
  /** The rule's words as printed. */
  text: string;
  /** How the app reads it (whether and why the scale converts it). */
  reading: string;
}

/** The table of a game: size in units, the three sectors, the centre line, the deployment zones and the side-edge strips. */
export interface TableGeometry {
  unit: 'BW' | 'HBW';
  /** Millimetres in one unit (one BW, or one HBW for Pacto). */
  mmPerUnit: number;
  baseWidthMm: number;
  /** True when the base width is the scale's default, which the sources do not give. */
  baseWidthAssumed: boolean;
  width: number;
  depth: number;
  centreLine: number;
  /** Along x, named from the defender's side. */
  sectors: Record<Sector, Band>;
  /** Along y: where each side may deploy (at least the edition's distance from the centre line). */
  deploymentZones: Record<Side, Band>;
  /** Width of the strip along each side edge where only some troops may deploy. */
  sideStrip: number;
  /** Size bounds by kind of piece; secure-flank pieces are sized as compulsory ones unless a profile sizes them apart. */
  pieceSizes: Record<'flank' | 'compulsory' | 'optional', { min: number; max: number }>;
  distances: TableDistance[];
}

/** One thing drawn on the table: the deep-water flank or a terrain piece, where the rules put it and where the players recorded it. */
export interface TableItem {
  key: string;
  /** The piece's id in the game state; null for the deep-water flank. */
  pieceId: number | null;
  kind: 'deepWater' | 'flank' | 'compulsory' | 'optional';
  terrain: string | null;
  owner: Side | null;
  /** The sector on the table frame (already turned to the defender's view). */
  sector: Sector | null;
  touchEdge: boolean;
  outcome: Outcome | null;
  sizeBounds: { min: number; max: number } | null;
  /** Where the diagram draws it: the recorded final position, else the recorded placed one, else a suggestion inside its sector. */
  footprint: Footprint;
  suggested: boolean;
  recorded: Partial<Record<PositionStage, Footprint>>;
  /** Runs in a straight line from edge to edge (rivers, streams, wadis); `sizeBounds` is then null and `maxWidth` its width limit. */
  edgeToEdge: boolean;
  maxWidth: number | null;
  /** Its placement die sent it where it may not go (2020 deep water and impassable hills in the centre): outcome 'remove', never on the table. */
  lost: boolean;
  /**
   * Its sector has no room for it at its smallest beside the deep water, which nothing may lie even partially within
   * (seed 002): the suggestion is the nearest place clear of the water, outside the sector (display only, issue 38).
   */
  outsideSector?: true;
}

/** The public fields the table needs: works from the game state, the projector's or a share link's public view. */
export type TableView = Pick<PublicView, 'setup' | 'roles' | 'flank' | 'pieces' | 'territory' | 'stepId'>;

/** A rule a recorded position breaks, as a code for the word catalogue, with its numbers and the rule it cites. */
export interface TableViolation {
  code:
    | 'offTable'
    | 'outsideSector'
    | 'mustTouchEdge'
    | 'tooSmall'
    | 'tooLarge'
    | 'terrainSize'
    | 'tooClose'
    | 'movedTooFar'
    | 'turnedWhenMoved'
    | 'notEdgeToEdge'
    | 'mayNotMove'
    | 'notOnOwnHalf'
    | 'notTouching'
    | 'resized'
    | 'notAPivot'
    | 'inDeepWater'
    | 'nothingWithin';
  params: Record<string, number | string>;
  source: string;
}
