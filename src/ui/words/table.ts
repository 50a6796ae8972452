import type { Category, Footprint, Outcome, PositionStage, Rules, Sector, Side, table, TerritoryRules } from '../../engine';
import { nameOf, type WordContext } from './context';
import { dataName, idWords, sectorName, terrainName, VOCAB_WORDS } from './vocab';
import { catalogue, derivedFrom, msg } from './catalogue';

/* Words of the to-scale table diagram (issue 10): things on the table, their outcomes, units and the rules a recorded position breaks. */

/** The table's measures in words: `n` a number of units rounded to a tenth, `cm` centimetres rounded to a millimetre. */
export const MEASURE_WORDS = catalogue({
  /** "6 BW", "0.5 HBW". */
  units: msg<{ n: number; unit: string }>('{n} {unit}'),
  /** "24 cm". */
  cm: msg<{ cm: number }>('{cm} cm'),
  /** "6 BW (24 cm)": `units` and `cm` as said above. */
  real: msg<{ units: string; cm: string }>('{units} ({cm})'),
  /** "8 x 6 BW (32 x 24 cm)". */
  size: msg<{ width: number; depth: number; unit: string; cmWidth: number; cmDepth: number }>('{width} x {depth} {unit} ({cmWidth} x {cmDepth} cm)'),
  /** "at least 6 x 6 BW, within 10 x 10 BW (24 cm to 40 cm)": `minCm`, `maxCm` as `cm` says them. */
  bounds: msg<{ min: number; max: number; unit: string; minCm: string; maxCm: string }>('at least {min} x {min} {unit}, within {max} x {max} {unit} ({minCm} to {maxCm})'),
  /** A watercourse's size rule; `maxWidth` as `real` says it, when `hasMax`. */
  edgeToEdge: msg<{ hasMax: boolean; maxWidth: string }>('runs straight from table edge to table edge{hasMax, select, true {, at most {maxWidth} wide} other {}}'),
} as const);

const M = MEASURE_WORDS;
const tenth = (n: number) => Math.round(n * 10) / 10;
const cmOf = (geometry: Pick<table.TableGeometry, 'mmPerUnit'>, n: number) => Math.round(n * geometry.mmPerUnit) / 10;

/** A number of table units as the rules write it: "6 BW", "0.5 HBW". */
export function unitText(geometry: Pick<table.TableGeometry, 'unit'>, n: number): string {
  return M.units({ n: tenth(n), unit: geometry.unit });
}

/** A number of table units in centimetres on the players' table, e.g. "24 cm". */
export function cmText(geometry: Pick<table.TableGeometry, 'mmPerUnit'>, n: number): string {
  return M.cm({ cm: cmOf(geometry, n) });
}

/** Table units with their real size: "6 BW (24 cm)". */
export function realText(geometry: Pick<table.TableGeometry, 'unit' | 'mmPerUnit'>, n: number): string {
  return M.real({ units: unitText(geometry, n), cm: cmText(geometry, n) });
}

/** A piece's size with its real size: "8 x 6 BW (32 x 24 cm)". */
export function sizeText(geometry: Pick<table.TableGeometry, 'unit' | 'mmPerUnit'>, width: number, depth: number): string {
  return M.size({ width: tenth(width), depth: tenth(depth), unit: geometry.unit, cmWidth: cmOf(geometry, width), cmDepth: cmOf(geometry, depth) });
}

/** Size bounds in words: "at least 6 x 6 BW, within 10 x 10 BW (24 cm to 40 cm)". */
export function boundsText(geometry: Pick<table.TableGeometry, 'unit' | 'mmPerUnit'>, bounds: { min: number; max: number }): string {
  return M.bounds({ min: tenth(bounds.min), max: tenth(bounds.max), unit: geometry.unit, minCm: cmText(geometry, bounds.min), maxCm: cmText(geometry, bounds.max) });
}

/** A watercourse's size rule: "runs straight from table edge to table edge, at most 2 BW (8 cm) wide". */
export function edgeToEdgeText(geometry: Pick<table.TableGeometry, 'unit' | 'mmPerUnit'>, maxWidth: number | null): string {
  return M.edgeToEdge({ hasMax: maxWidth !== null, maxWidth: maxWidth === null ? '' : realText(geometry, maxWidth) });
}

/** What a drawn thing is (PBS 9.A-9.D). */
export const ITEM_KIND_WORDS: Record<table.TableItem['kind'], string> = catalogue({
  deepWater: 'deep-water secure flank',
  flank: 'secure-flank piece',
  compulsory: 'compulsory piece',
  optional: 'optional piece',
});

/** What became of a piece after the opponent's die, as a past participle (PBS 9.E); "lost" is a piece whose placement die sent it where it may not go. */
export const DONE_WORDS: Record<Outcome | 'lost', string> = catalogue({ keep: 'kept', move: 'moved', pivot: 'pivoted', remove: 'removed', lost: 'lost' });

/** Sectors as the diagram names them, always from the defender's side (PBS 9.E). */
export const SECTOR_LABELS: Record<Sector, string> = catalogue({ left: 'Left flank', centre: 'Centre', right: 'Right flank' });

/** A category's letter on the drawing, beside its word in the key, so colour is never the only sign. */
export const CATEGORY_LETTER: Record<Category, string> = catalogue({ good: 'G', rough: 'R', difficult: 'D' });

/** Which recorded position: where the piece first went, or where it ended after the opponent's die. */
export const STAGE_WORDS: Record<PositionStage, string> = catalogue({ placed: 'where it was placed', final: 'where it ended' });

/** The rules' distances by name, for saying which ones a scale converts (RULES-NOTES section 2). */
export const DISTANCE_WORDS: Record<table.TableDistance['key'], string> = catalogue({
  flankSector: 'the flank sectors',
  deepWater: 'the deep-water flank',
  deploymentFromCentre: 'the deployment distance from the centre line',
  sideEdgeStrip: 'the side-edge strip',
  spacing: 'the spacing between pieces',
  opponentMove: "the opponent's move",
  camp: 'the camp distance',
});

/** The deployment zones' labels (PBS 10.B; seed 002 Deployment Zones) and the side-edge limit on deployment, short for the drawing and in full for the list (PBS 10.B-10.C). */
export const ZONE_WORDS = catalogue({
  zone: { defender: 'Defender deploys', invader: 'Invader deploys' },
  sideStrip: {
    '2023': {
      short: 'Loose foot, mounted, elephantry, ambush only',
      full: 'in an unsecured flank sector only foot in loose or open order, mounted, elephantry or ambushers may deploy, and no TuGs with barricades or redoubts',
    },
    '2020': { short: 'SuGs only', full: 'within this strip of a side edge only SuGs may deploy, unless on a secure flank or in ambush' },
  },
} as const);

/** The deployment zone's label (PBS 10.B; seed 002 Deployment Zones). */
export function zoneLabel(side: Side): string {
  return ZONE_WORDS.zone[side];
}

/** The side-edge limit on deployment, short for the drawing and in full for the list (PBS 10.B-10.C; seed 002 Deployment Zones). */
export function sideStripWords(edition: '2023' | '2020'): { short: string; full: string } {
  const words = ZONE_WORDS.sideStrip[edition];
  return { short: words.short, full: words.full };
}

/** A terrain's going category, from the territory's table or, for flank-only terrain, the 2020 table. */
export function terrainCategory(rules: Rules, territory: TerritoryRules | null, id: string | null): Category | null {
  if (!id || id === 'deepWater') return null;
  return territory?.terrain.find((t) => t.id === id)?.category ?? rules.qrsTerrain.terrain.find((t) => t.id === id)?.category ?? null;
}

/** A drawn thing's name: the terrain's name, "Deep Water" for the flank. */
export function itemName(ctx: WordContext, item: Pick<table.TableItem, 'kind' | 'terrain'>): string {
  if (item.kind === 'deepWater' || !item.terrain) return VOCAB_WORDS.deepWater;
  return terrainName(ctx.rules, ctx.territory, item.terrain);
}

/** A short name for a small piece: the initials of a name of several words ("Rocky Ground" -> "RG"); a one-word name has none. */
export const shortName = catalogue(function shortName(name: string): string | null {
  return derivedFrom(name, (plain) => {
    const words = plain.split(/[\s-]+/).filter(Boolean);
    return words.length > 1 ? words.map((w) => w.charAt(0).toUpperCase()).join('') : null;
  });
});

/** Where a piece is and what became of it, in words: a footprint, the live region's line once recorded, whose piece. */
export const POSITION_WORDS = catalogue({
  /** Distances from the defender's left side edge (`x`) and from his base edge (`y`), as `unitText` says them; `width` a bare number, `depth` with its unit. */
  footprint: msg<{ x: string; y: string; width: number; depth: string; angle: number }>(
    "centre {x} from the left side edge and {y} from the defender's edge, {width} x {depth}, turned {angle}°",
  ),
  /** `stage` from `STAGE_WORDS`, `position` as `footprint` says it. */
  recorded: msg<{ name: string; stage: string; position: string }>('Recorded {name}, {stage}: {position}.'),
  /** Whose piece: a player's (`known`, `name`) or, unowned, the defender's. */
  owner: msg<{ known: boolean; name: string }>("{known, select, true {{name}'s} other {the defender's}}"),
} as const);

/** Where a footprint is, in words: distances from the defender's left side edge and from his base edge, size and turn. */
export function footprintText(geometry: Pick<table.TableGeometry, 'unit' | 'mmPerUnit'>, p: Footprint): string {
  const u = (n: number) => unitText(geometry, n);
  return POSITION_WORDS.footprint({ x: u(p.x), y: u(p.y), width: tenth(p.width), depth: u(p.depth), angle: Math.round(p.angle) });
}

/** What the live region says once a position is recorded. */
export function recordedText(geometry: Pick<table.TableGeometry, 'unit' | 'mmPerUnit'>, name: string, stage: PositionStage, p: Footprint): string {
  return POSITION_WORDS.recorded({ name, stage: STAGE_WORDS[stage], position: footprintText(geometry, p) });
}

/** Whose piece, in words: "Anna's". */
export function ownerText(ctx: WordContext, owner: Side | null): string {
  return POSITION_WORDS.owner({ known: owner !== null, name: owner ? nameOf(ctx, owner) : '' });
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
