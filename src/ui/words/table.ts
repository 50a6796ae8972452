import type { Footprint, PositionStage, table } from '../../engine';
import type { WordContext } from './context';
import { dataName, idWords, sectorName, terrainName, VOCAB_WORDS } from './vocab';
import { catalogue, msg } from './catalogue';

/* Words of the table that the game's steps say (issue 10): units, a recorded position and the rules it breaks; the diagram's own words are beside it (src/ui/table). */

/** A number of the table's units in words, rounded to a tenth: "6 BW", "0.5 HBW". */
export const MEASURE_WORDS = catalogue({
  units: msg<{ n: number; unit: string }>('{n} {unit}'),
} as const);

/** A number rounded to a tenth, as the table's words give distances and sizes. */
export const tenth = (n: number) => Math.round(n * 10) / 10;

/** A number of table units as the rules write it: "6 BW", "0.5 HBW". */
export function unitText(geometry: Pick<table.TableGeometry, 'unit'>, n: number): string {
  return MEASURE_WORDS.units({ n: tenth(n), unit: geometry.unit });
}

/** Which recorded position: where the piece first went, or where it ended after the opponent's die. */
export const STAGE_WORDS: Record<PositionStage, string> = catalogue({ placed: 'where it was placed', final: 'where it ended' });

/** Where a piece is, in words: distances from the defender's left side edge (`x`) and from his base edge (`y`), as `unitText` says them; `width` a bare number, `depth` with its unit. */
export const POSITION_WORDS = catalogue({
  footprint: msg<{ x: string; y: string; width: number; depth: string; angle: number }>(
    "centre {x} from the left side edge and {y} from the defender's edge, {width} x {depth}, turned {angle}°",
  ),
} as const);

/** Where a footprint is, in words: distances from the defender's left side edge and from his base edge, size and turn. */
export function footprintText(geometry: Pick<table.TableGeometry, 'unit' | 'mmPerUnit'>, p: Footprint): string {
  const u = (n: number) => unitText(geometry, n);
  return POSITION_WORDS.footprint({ x: u(p.x), y: u(p.y), width: tenth(p.width), depth: u(p.depth), angle: Math.round(p.angle) });
}

type ViolationParams = table.TableViolation['params'];
type Geometry = Pick<table.TableGeometry, 'unit' | 'mmPerUnit'>;

/**
 * One sentence per rule a recorded position can break, without its full stop (`violationText` adds the rule's source):
 * distances (`min`, `size`, `max`...) as `unitText` says them, `sector` as `sectorName` says it, terrain by name, `angle` in degrees.
 */
export const VIOLATION_WORDS = catalogue({
  offTable: 'It must be wholly on the table',
  straddles: 'Placed without dicing, it must not straddle two sectors',
  outsideSector: msg<{ sector: string }>('It must go wholly in {sector}, as its placement die demanded'),
  itsSector: 'its sector',
  mustTouchEdge: 'It must touch a table edge',
  tooSmall: msg<{ min: string; size: string }>('It must be at least {min} x {min}; its short side is {size}'),
  tooLarge: msg<{ max: string; size: string }>('It must fit within {max} x {max}; its long side is {size}'),
  /** `rule`: the terrain type's own size rule, quoted from the data (English), else `sizeRule`. */
  terrainSizeWidth: msg<{ rule: string; max: string; width: string }>('{rule}: at most {max} wide, not {width}'),
  terrainSizeLarger: msg<{ rule: string; min: string }>('{rule}: it must not fit within {min} x {min}'),
  terrainSizeMax: msg<{ rule: string; max: string; size: string }>('{rule}: at most {max} on its long side, not {size}'),
  terrainSize: msg<{ rule: string }>('{rule}'),
  sizeRule: 'Its terrain type sets its own size',
  tooClose: msg<{ min: string; distance: string; terrain: string }>('It must be at least {min} from other terrain; it is {distance} from {terrain}'),
  movedTooFar: msg<{ max: string; distance: string }>('The opponent may move it at most {max}; this is {distance}'),
  turnedWhenMoved: msg<{ angle: number }>('A moved piece keeps its orientation; this one is turned {angle}°'),
  notEdgeToEdge: msg<{ orDeepWater: boolean }>('It must run in a straight line from one table edge to another{orDeepWater, select, true { or to deep water} other {}}'),
  /** Why a piece may not be given a final position (PBS 9.A, 9.E). */
  mayNotMove: {
    secureFlank: 'A secure-flank piece is never moved by the opponent',
    immovable: 'Its terrain type may not be moved once placed',
    lost: 'It was lost to its placement die, so it never reached the table',
    keep: 'The opponent kept it where it was placed, so it has no other final position',
    remove: 'The opponent removed it from the table',
    undecided: "The opponent's die has not yet decided what becomes of it",
  },
  mayNotMoveOther: 'It may not be moved',
  /** `side`: `invader`, `defender` or `none`. */
  notOnOwnHalf: msg<{ side: 'invader' | 'defender' | 'none' }>(
    "A secure-flank piece goes on its player's own half of the table{side, select, invader { (the invader's)} defender { (the defender's)} other {}}",
  ),
  /** `targets`: the terrain it must touch, by name (none: the terrain it is placed against). */
  notTouching: msg<{ targets: readonly string[]; named: boolean }>(
    'Placed without dicing, it must touch {named, select, true {{targets, list, or}} other {the terrain it is placed against}}',
  ),
  resized: 'Moving or pivoting a piece does not change its size',
  notAPivot: 'A pivot turns it about one point of the piece, which stays where it was',
  riverEnds: 'A river or stream may end at the deep water, not run along or under it',
  inDeepWater: 'Only a Town may lie on the deep water; other terrain may touch it but not reach into it or to the side edge beside it',
  nothingWithinCovers: msg<{ within: string; covers: string }>('Nothing may go even partially within {within}, so it may not be put over {covers}; it may touch it'),
  nothingWithin: msg<{ within: string }>('Nothing may go even partially within {within}; it may touch it but not reach into it'),
  /** A rule a position breaks (`sentence`, from the above), citing it (`source`, e.g. "000 PBS 9.E"). */
  withSource: msg<{ sentence: string; source: string }>('{sentence} ({source}).'),
} as const);

const V = VIOLATION_WORDS;
const num = (p: ViolationParams, key: string): number => Number(p[key] ?? 0);
const text = (p: ViolationParams, key: string): string => (typeof p[key] === 'string' ? p[key] : '');
const sectorWords = (s: string): string => (s === 'centre' || s === 'left' || s === 'right' ? sectorName(s) : V.itsSector);
type SayViolation = (u: (key: string) => string, p: ViolationParams, terrain: (id: string) => string) => string;

/** Each rule a recorded position can break in words; `u` says a parameter's distance in the table's unit. */
const SAY_VIOLATION: Record<table.TableViolation['code'], SayViolation> = {
  offTable: () => V.offTable,
  outsideSector: (_u, p) => (p.reason === 'straddles' ? V.straddles : V.outsideSector({ sector: sectorWords(text(p, 'sector')) })),
  mustTouchEdge: () => V.mustTouchEdge,
  tooSmall: (u) => V.tooSmall({ min: u('min'), size: u('size') }),
  tooLarge: (u) => V.tooLarge({ max: u('max'), size: u('size') }),
  terrainSize: (u, p) => {
    const rule = text(p, 'text').replace(/\.$/, '') || V.sizeRule;
    if ('maxWidth' in p) return V.terrainSizeWidth({ rule, max: u('maxWidth'), width: u('width') });
    if ('largerThan' in p) return V.terrainSizeLarger({ rule, min: u('largerThan') });
    if ('max' in p) return V.terrainSizeMax({ rule, max: u('max'), size: u('size') });
    return V.terrainSize({ rule });
  },
  tooClose: (u, p, terrain) => V.tooClose({ min: u('min'), distance: u('distance'), terrain: terrain(text(p, 'terrain')) }),
  movedTooFar: (u) => V.movedTooFar({ max: u('max'), distance: u('distance') }),
  turnedWhenMoved: (_u, p) => V.turnedWhenMoved({ angle: Math.round(num(p, 'angle')) }),
  notEdgeToEdge: (_u, p) => V.notEdgeToEdge({ orDeepWater: p.to === 'tableEdgesOrDeepWater' }),
  mayNotMove: (_u, p) => {
    const reason = text(p, 'reason');
    return Object.hasOwn(V.mayNotMove, reason) ? V.mayNotMove[reason as keyof typeof V.mayNotMove] : V.mayNotMoveOther;
  },
  notOnOwnHalf: (_u, p) => V.notOnOwnHalf({ side: p.side === 'defender' || p.side === 'invader' ? p.side : 'none' }),
  notTouching: (_u, p, terrain) => {
    const targets = text(p, 'targets').split(',').map((id) => id.trim()).filter(Boolean).map(terrain);
    return V.notTouching({ targets, named: targets.length > 0 });
  },
  resized: () => V.resized,
  notAPivot: () => V.notAPivot,
  inDeepWater: (_u, p) => (p.rule === 'riverEnds' ? V.riverEnds : V.inDeepWater),
  nothingWithin: (_u, p, terrain) =>
    p.covers ? V.nothingWithinCovers({ within: terrain(text(p, 'within')), covers: terrain(text(p, 'covers')) }) : V.nothingWithin({ within: terrain(text(p, 'within')) }),
};

/** A rule a position breaks, in words, citing it: "It must touch a table edge (000 PBS 9.E)." Terrain ids are named through `ctx` when given. */
export function violationText(geometry: Geometry, v: table.TableViolation, ctx?: WordContext): string {
  const terrain = (id: string) => (ctx ? terrainName(ctx.rules, ctx.territory, id) : id === 'deepWater' ? VOCAB_WORDS.deepWater : dataName('terrain', id, idWords(id)));
  const u = (key: string) => unitText(geometry, num(v.params, key));
  return V.withSource({ sentence: SAY_VIOLATION[v.code](u, v.params, terrain), source: v.source });
}
