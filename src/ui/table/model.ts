import {
  type table,
  type Category,
  type Footprint,
  type Outcome,
  type PositionStage,
  type Rules,
  type Sector,
  type Side,
} from '../../engine';
import type { WordContext } from '../words';
import { footprintText, STAGE_WORDS } from '../words/table';
import { boundsText, edgeToEdgeText, realText, sizeText } from './measureWords';
import { CATEGORY_LETTER, DONE_WORDS, itemName, shortName, terrainCategory } from './pieceWords';
import { nameOf, wordContext } from '../words';
import { CATEGORY_WORDS, sectorName, sideEdgeName } from '../words/vocab';
import { TABLE_ITEM_WORDS as W } from './words';

/** A thing on the table as the diagram draws and reads it. */
export interface DrawnItem {
  item: table.TableItem;
  /** Its number on the drawing and in the list, from 1. */
  number: number;
  name: string;
  /** Initials for a small piece ("RG"), or null. */
  short: string | null;
  category: Category | null;
  letter: string;
  ownerName: string | null;
  done: Outcome | 'lost' | null;
  /** "moved, suggested": what the label says after the name. */
  statusWords: string | null;
  /** Removed or lost: drawn dashed and struck through. */
  gone: boolean;
  /** Where it was placed, drawn faintly, when it has since been recorded elsewhere. */
  ghost: Footprint | null;
  /** Which position the players can record for it now, or null when it cannot be moved on the diagram. */
  stage: PositionStage | null;
}

/** A side-edge strip inside one deployment zone, on a side with no secure flank. */
export interface StripBand {
  key: string;
  edge: 'left' | 'right';
  side: Side;
  from: number;
  to: number;
  zone: table.Band;
}

/** The naming context of the table's view (players, roles, territory), as the word catalogue needs it. */
export function tableContext(rules: Rules, view: Pick<table.TableView, 'setup' | 'roles' | 'territory'>): WordContext {
  // The words' own context: the players' names come isolated from there (issue 28).
  return wordContext(rules, view, view.setup);
}

const samePlace = (a: Footprint, b: Footprint) => a.x === b.x && a.y === b.y && a.width === b.width && a.depth === b.depth && a.angle === b.angle;

/** The things on the table, numbered, with their names, categories, owners and outcomes in words. */
export function drawnItems(ctx: WordContext, view: Pick<table.TableView, 'pieces'>, items: readonly table.TableItem[]): DrawnItem[] {
  return items.map((item, i) => {
    const piece = item.pieceId === null ? undefined : view.pieces.find((p) => p.id === item.pieceId);
    const done: DrawnItem['done'] = item.lost ? 'lost' : item.outcome;
    const gone = done === 'remove' || done === 'lost';
    const category = terrainCategory(ctx.rules, ctx.territory, item.terrain);
    const name = itemName(ctx, item);
    const status = [done ? DONE_WORDS[done] : null, item.suggested && !gone ? W.suggested : null].filter((p): p is string => p !== null);
    const { placed, final } = item.recorded;
    return {
      item,
      number: i + 1,
      name: piece?.declared ? W.declared({ name, declared: piece.declared }) : name,
      short: shortName(name),
      category,
      letter: category ? CATEGORY_LETTER[category] : '',
      ownerName: item.owner ? nameOf(ctx, item.owner) : null,
      done,
      statusWords: status.length > 0 ? W.status({ parts: status }) : null,
      gone,
      ghost: placed && final && !samePlace(placed, final) ? placed : null,
      stage: item.pieceId === null || gone ? null : item.outcome === 'move' || item.outcome === 'pivot' ? 'final' : 'placed',
    };
  });
}

/** The sides whose side edge a secure flank covers (PBS 9.A): the deep water's edge or the flank pieces' sector. */
export function securedEdges(view: Pick<table.TableView, 'flank'>): ('left' | 'right')[] {
  const flank = view.flank;
  if (flank?.kind === 'deepWater' && flank.edge) return [flank.edge];
  if (flank?.kind === 'pieces' && flank.sector) return [flank.sector];
  return [];
}

/** The side-edge strips where only some troops may deploy: each unsecured side edge, inside each deployment zone (PBS 10.B-10.C; seed 002). */
export function stripBands(geometry: table.TableGeometry, view: Pick<table.TableView, 'flank'>): StripBand[] {
  if (geometry.sideStrip <= 0) return [];
  const secured = securedEdges(view);
  const edges = (['left', 'right'] as const).filter((e) => !secured.includes(e));
  return edges.flatMap((edge) =>
    (['defender', 'invader'] as const).map((side) => ({
      key: `${edge}-${side}`,
      edge,
      side,
      from: edge === 'left' ? 0 : geometry.width - geometry.sideStrip,
      to: edge === 'left' ? geometry.sideStrip : geometry.width,
      zone: geometry.deploymentZones[side],
    })),
  );
}

/** A sector in the list's words: the one frame every view uses (`sectorName`). */
export function sectorText(sector: Sector): string {
  return sectorName(sector);
}

/** The clauses of a sentence, joined and closed (the list under the drawing, the words of a pointed place). */
const sentence = (parts: readonly string[]): string => W.sentence({ parts: parts.join(W.separator) });

/** One piece in words for the list under the drawing: name, owner, category, sector, edge, size bounds, outcome and recorded position. */
export function itemText(ctx: WordContext, geometry: table.TableGeometry, d: DrawnItem): string {
  const { item } = d;
  const parts = [
    W.head({
      name: d.name,
      kind: item.kind,
      hasOwner: item.owner !== null,
      owner: item.owner ? nameOf(ctx, item.owner) : '',
      hasCategory: d.category !== null,
      category: d.category ? CATEGORY_WORDS[d.category] : '',
      letter: d.letter,
    }),
  ];
  if (item.kind === 'deepWater') {
    const edge = sideEdgeName(item.footprint.x < geometry.width / 2 ? 'left' : 'right');
    parts.push(W.along({ edge, depth: realText(geometry, Math.min(item.footprint.width, item.footprint.depth)) }));
  } else if (item.sector) parts.push(W.inSector({ sector: sectorText(item.sector), touch: item.touchEdge === true }));
  // Display only (issue 38): where the die's sector has no room beside the deep water, say so and where it is drawn.
  if (item.outsideSector) parts.push(W.outsideSector);
  if (item.sizeBounds) parts.push(boundsText(geometry, item.sizeBounds));
  if (item.edgeToEdge) parts.push(edgeToEdgeText(geometry, item.maxWidth));
  if (d.done) parts.push(DONE_WORDS[d.done]);
  const recorded = (['placed', 'final'] as const).flatMap((s) => {
    const at = item.recorded[s];
    return at ? [W.recorded({ stage: STAGE_WORDS[s], footprint: footprintText(geometry, at) })] : [];
  });
  if (item.kind !== 'deepWater') parts.push(recorded.length > 0 ? recorded.join(W.separator) : d.gone ? W.offTable : W.notRecorded);
  return sentence(parts);
}

/** A piece's size, turn and real units for the words under the drawing when it is pointed at or focused. */
export function itemDetail(geometry: table.TableGeometry, d: DrawnItem, footprint: Footprint): string {
  const { item } = d;
  const bounds = item.sizeBounds ? 'sizes' : item.edgeToEdge ? 'edge' : 'none';
  return W.detail({
    number: d.number,
    name: d.name,
    hasOwner: d.ownerName !== null,
    owner: d.ownerName ?? '',
    size: sizeText(geometry, footprint.width, footprint.depth),
    angle: Math.round(footprint.angle),
    bounds,
    limits: item.sizeBounds ? boundsText(geometry, item.sizeBounds) : item.edgeToEdge ? edgeToEdgeText(geometry, item.maxWidth) : '',
    hasSector: Boolean(item.sector),
    sector: item.sector ? sectorName(item.sector) : '',
    touch: item.touchEdge === true,
    hasState: d.statusWords !== null,
    state: d.statusWords ?? '',
  });
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** What lies under a point of the table, in words with real units: sector, deployment zone, side-edge strip. */
export function pointDetail(geometry: table.TableGeometry, strips: readonly StripBand[], x: number, y: number, stripShort: string): string | null {
  if (x < 0 || y < 0 || x > geometry.width || y > geometry.depth) return null;
  const parts: string[] = [];
  for (const s of ['left', 'centre', 'right'] as const) {
    const band = geometry.sectors[s];
    if (x >= band.from && x <= band.to) parts.push(W.pointSector({ sector: cap(sectorName(s)), width: realText(geometry, band.to - band.from) }));
  }
  for (const side of ['defender', 'invader'] as const) {
    const band = geometry.deploymentZones[side];
    if (y >= band.from && y <= band.to) parts.push(W.pointZone({ side, depth: realText(geometry, band.to - band.from) }));
  }
  if (parts.length < 2) parts.push(W.noMansLand({ distance: realText(geometry, geometry.centreLine) }));
  const strip = strips.find((s) => x >= s.from && x <= s.to && y >= s.zone.from && y <= s.zone.to);
  if (strip) parts.push(W.pointStrip({ width: realText(geometry, strip.to - strip.from), strip: stripShort }));
  return W.point({ parts: parts.join(W.separator), x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10, unit: geometry.unit });
}
