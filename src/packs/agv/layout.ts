import { z } from '../../lib/zod';
import { parseInput } from '../../lib/parse';
import type { PackResult } from '../../lib/result';
import { featureTypeSchema, readingsOf, withBundled } from './effects';
import { EPSILON_CM, beyondTable, outline, overlapDepth, pieceExtent, polygonDistance, polygonsOverlap, polylineIntersectsPolygon, polylinesIntersect, type Piece, type Polygon } from './geometry';
import type { AgvPack } from './load';
import type { AgvFeature, AgvReading, AgvReadingId } from './schema';

/** A general (area) piece: centre and size in cm, rotation in degrees; an oval is the ellipse inside width x depth. */
export interface AgvGeneralPiece extends Piece {
  id: string;
  type: string;
  /** A landmark that is a village church (seed 004 Landmarks). */
  church?: boolean;
  /** Rough ground the players marked impassable (seed 004 Rough Ground). */
  impassable?: boolean;
}

/** A linear piece drawn along its centre line; a road says how it crosses water. */
export interface AgvLinearPiece {
  id: string;
  type: string;
  points: [number, number][];
  crossing?: 'bridge' | 'ford';
  /** How wide it is, in cm; absent, its feature's default width in base widths (reading `linearDefaultWidth`). */
  width?: number;
}

/** One piece placed on the table. */
export type AgvPiece = AgvGeneralPiece | AgvLinearPiece;

/** A table (origin at one corner, x along the width, y along the depth) and the pieces on it. */
export interface AgvLayout {
  table: { widthCm: number; depthCm: number };
  /** The players' base width in cm; absent, the pack's assumed one (reading `baseWidthAssumed`). */
  baseWidthCm?: number;
  features: AgvPiece[];
}

/** Which placement guideline a violation breaks. */
export type AgvViolationCode = 'tooNarrow' | 'tooWide' | 'widthWrong' | 'tooClose' | 'partOf' | 'tooFar' | 'overlapsWater' | 'crossingUndesignated' | 'crossingWrong' | 'offTable';

/** One broken guideline: the seed's words (`rule`), the pieces, a message quoting the rule and what was measured. */
export interface AgvViolation {
  code: AgvViolationCode;
  rule: string;
  features: string[];
  message: string;
  source: string;
  measured?: number;
  limit?: number;
  /** Two pieces that must stand apart but overlap: by how much they reach into each other, in cm (measured is then 0). */
  overlap?: number;
  reading?: AgvReadingId;
}

/** What `checkLayout` answers: the broken guidelines, and the readings the check relies on. */
export interface AgvLayoutCheck {
  violations: AgvViolation[];
  readings: AgvReading[];
}

const LAYOUT_READINGS: AgvReadingId[] = [
  'rotatedPieceSize', 'linearCentreLine', 'piecesTouching', 'onTable', 'fordPartOfWater', 'watercoursesJoin', 'roadCrossingDesignation', 'impassableRoughGroundOnly',
  'baseWidthAssumed', 'linearDefaultWidth',
];
const CROSSING_IDS = { bridge: 'bridges', ford: 'fords' } as const;
const GENERAL_KEYS = ['x', 'y', 'width', 'depth'] as const;

/** How sizes, spacings and rotated pieces are measured (readings of seed 004), for the UI to show beside a layout. */
export function measuringReadingsWith(pack: AgvPack): AgvReading[] {
  return readingsOf(pack, ['rotatedPieceSize', 'linearCentreLine', 'piecesTouching']);
}

function layoutSchema(pack: AgvPack) {
  const cm = z.number();
  const size = cm.check(z.positive('must be more than 0 cm'));
  const piece = z.strictObject({
    id: z.string().check(z.minLength(1, 'must not be empty')),
    type: featureTypeSchema(pack, false),
    x: z.optional(cm), y: z.optional(cm), width: z.optional(size), depth: z.optional(size),
    rotation: z.optional(z.number()),
    shape: z.optional(z.enum(['rectangle', 'oval'])),
    church: z.optional(z.boolean()), impassable: z.optional(z.boolean()),
    points: z.optional(z.array(z.tuple([cm, cm])).check(z.minLength(2, 'needs at least 2 points'))),
    crossing: z.optional(z.enum(['bridge', 'ford'])),
  });
  const roads = new Set(pack.file.placement.roadCrossings.map((r) => r.road));
  return z.strictObject({ table: z.strictObject({ widthCm: size, depthCm: size }), baseWidthCm: z.optional(size), features: z.array(piece) }).check(z.superRefine((layout, ctx) => {
    const seen = new Set<string>();
    layout.features.forEach((p, i) => {
      const f = pack.features.get(p.type) as AgvFeature;
      const issue = (key: string, message: string) => ctx.addIssue({ code: 'custom', path: ['features', i, key], message });
      if (seen.has(p.id)) issue('id', `the id ${p.id} is used by two features`);
      seen.add(p.id);
      const general = f.type === 'general';
      const missing = GENERAL_KEYS.find((k) => p[k] === undefined);
      if (general && missing) issue(missing, `${f.name} is a general feature: give x, y, width and depth`);
      if (!general && !p.points) issue('points', `${f.name} is a linear feature: give its points`);
      const stray = general ? (['points', 'crossing'] as const) : (['x', 'y', 'depth', 'rotation', 'shape', 'church', 'impassable'] as const);
      stray.forEach((k) => p[k] !== undefined && issue(k, `not used for ${f.name.toLowerCase()} (a ${f.type} feature)`));
      if (p.church && f.placement.withinFlag !== 'church') issue('church', `only a landmark can be a village church, not ${f.name.toLowerCase()}`);
      if (p.impassable && !f.impassable?.condition) issue('impassable', `only rough ground can be marked impassable, not ${f.name.toLowerCase()}`);
      if (p.crossing && !roads.has(p.type)) issue('crossing', `only a road crossing water is designated a bridge or a ford, not ${f.name.toLowerCase()}`);
    });
  }));
}

const isLinear = (p: AgvPiece): p is AgvLinearPiece => 'points' in p;
const label = (pack: AgvPack, p: AgvPiece, first: boolean) => {
  const name = pack.features.get(p.type)?.singular ?? p.type;
  return `${first ? name : name.toLowerCase()} ${p.id}`;
};
/** A length in cm: one decimal, or more where one decimal would hide the difference from the limit. */
function cm(value: number, limit?: number): string {
  for (const digits of [1, 2, 3]) if (limit === undefined || value.toFixed(digits) !== limit.toFixed(digits)) return value.toFixed(digits);
  return value.toFixed(4);
}

/** A layout's base width in cm: the players' own, else the pack's assumed one (seed 004 gives none). */
export function baseWidthOfWith(pack: AgvPack, layout: Pick<AgvLayout, 'baseWidthCm'>): { cm: number; assumed: boolean } {
  return layout.baseWidthCm !== undefined ? { cm: layout.baseWidthCm, assumed: false } : { cm: pack.file.placement.baseWidth.defaultCm, assumed: true };
}

/**
 * How wide a linear piece is, in cm: as given, else its feature's default in base widths (reading `linearDefaultWidth`),
 * else null (a hedge or wall has no width in the seed); `assumed` when it is not the players' own number.
 */
export function linearWidthWith(pack: AgvPack, layout: Pick<AgvLayout, 'baseWidthCm'>, piece: Pick<AgvLinearPiece, 'type' | 'width'>): { cm: number; assumed: boolean } | null {
  if (piece.width !== undefined) return { cm: piece.width, assumed: false };
  const bw = pack.features.get(piece.type)?.placement.width?.defaultBaseWidths;
  return bw === undefined ? null : { cm: bw * baseWidthOfWith(pack, layout).cm, assumed: true };
}

/** The placement check of a layout against seed 004 from the given pack; ids must be unique. */
export function checkLayoutWith(pack: AgvPack, input: unknown): PackResult<AgvLayoutCheck> {
  const parsed = parseInput(layoutSchema(pack), input, 'checkLayout');
  if (!parsed.ok) return parsed;
  const { table, features } = parsed.value as AgvLayout;
  const out: AgvViolation[] = [];
  const reading = (id: AgvReadingId) => pack.file.readings.find((r) => r.id === id) as AgvReading;
  const add = (code: AgvViolationCode, ids: string[], said: string, quote: { text: string; source: string }, extra: Partial<AgvViolation> = {}) =>
    out.push({ code, rule: quote.text, features: ids, message: `${said}; '${quote.text.replace(/\.$/, '')}'`, source: quote.source, ...extra });
  const shapes = new Map<string, Polygon>();
  const shape = (p: AgvGeneralPiece) => shapes.get(p.id) ?? (shapes.set(p.id, outline(p)), shapes.get(p.id) as Polygon);
  const general = features.filter((p): p is AgvGeneralPiece => !isLinear(p));
  const feature = (p: AgvPiece) => pack.features.get(p.type) as AgvFeature;
  const quote = (p: AgvPiece, key: 'across' | 'apart' | 'notPartOf' | 'within') => ({ text: feature(p).placement.quotes?.[key] ?? '', source: feature(p).source });

  for (const p of features) {
    const over = beyondTable(isLinear(p) ? p.points : shape(p), table.widthCm, table.depthCm);
    const r = reading('onTable');
    if (over > EPSILON_CM) add('offTable', [p.id], `${label(pack, p, true)} reaches ${cm(over)} cm beyond the table edge`, r, { measured: over, limit: 0, reading: r.id });
  }
  for (const p of general) {
    const { minAcrossCm: min, maxAcrossCm: max } = feature(p).placement;
    const { narrowest, widest } = pieceExtent(p);
    const extra = (measured: number, limit: number) => ({ measured, limit, reading: 'rotatedPieceSize' as const });
    if (min !== undefined && narrowest < min - EPSILON_CM) add('tooNarrow', [p.id], `${label(pack, p, true)} measures ${cm(narrowest, min)} cm across at its narrowest`, quote(p, 'across'), extra(narrowest, min));
    if (max !== undefined && widest > max + EPSILON_CM) add('tooWide', [p.id], `${label(pack, p, true)} measures ${cm(widest, max)} cm across at its widest`, quote(p, 'across'), extra(widest, max));
  }
  // Seed 004 Linear terrain features: widths in base widths ("no wider than one base width", "more than one base width").
  const { cm: base, assumed: baseAssumed } = baseWidthOfWith(pack, parsed.value as AgvLayout);
  for (const p of features.filter(isLinear)) {
    const rule = feature(p).placement.width;
    const width = linearWidthWith(pack, parsed.value as AgvLayout, p);
    if (!rule || !width) continue;
    const q = { text: feature(p).placement.quotes?.width ?? '', source: feature(p).source };
    const reading: AgvReadingId | undefined = width.assumed ? 'linearDefaultWidth' : baseAssumed ? 'baseWidthAssumed' : undefined;
    const extra = (limit: number) => ({ measured: width.cm, limit, ...(reading ? { reading } : {}) });
    const said = `${label(pack, p, true)} is ${cm(width.cm)} cm wide, with a base width of ${cm(base)} cm`;
    if (rule.atMostBaseWidths !== undefined && width.cm > rule.atMostBaseWidths * base + EPSILON_CM) add('widthWrong', [p.id], said, q, extra(rule.atMostBaseWidths * base));
    if (rule.moreThanBaseWidths !== undefined && width.cm <= rule.moreThanBaseWidths * base + EPSILON_CM) add('widthWrong', [p.id], said, q, extra(rule.moreThanBaseWidths * base));
    if (rule.exactlyBaseWidths !== undefined && Math.abs(width.cm - rule.exactlyBaseWidths * base) > EPSILON_CM) add('widthWrong', [p.id], said, q, extra(rule.exactlyBaseWidths * base));
  }
  general.forEach((a, i) =>
    general.slice(i + 1).forEach((b) => {
      const apart = feature(a).placement.minApartCm;
      if (a.type !== b.type || apart === undefined) return;
      const d = polygonDistance(shape(a), shape(b));
      if (d < apart - EPSILON_CM) {
        const overlap = d === 0 ? overlapDepth(shape(a), shape(b)) : 0;
        const said = overlap > EPSILON_CM ? `${feature(a).name} ${a.id} and ${b.id} overlap by ${cm(overlap)} cm` : `${feature(a).name} ${a.id} and ${b.id} are ${cm(d, apart)} cm apart edge to edge`;
        add('tooClose', [a.id, b.id], said, quote(a, 'apart'), { measured: d, limit: apart, reading: 'rotatedPieceSize', ...(overlap > EPSILON_CM ? { overlap } : {}) });
      }
    }),
  );
  for (const p of general) {
    const pl = feature(p).placement;
    for (const other of general.filter((o) => o !== p && pl.notPartOf?.includes(o.type) && polygonsOverlap(shape(p), shape(o)))) {
      add('partOf', [p.id, other.id], `${label(pack, p, true)} overlaps ${label(pack, other, false)}`, quote(p, 'notPartOf'), { reading: 'piecesTouching' });
    }
    if (!pl.withinFlag || !p[pl.withinFlag]) continue;
    for (const w of pl.within ?? []) {
      const near = general.filter((o) => o.type === w.of).map((o) => ({ o, d: polygonDistance(shape(p), shape(o)) })).sort((x, y) => x.d - y.d)[0];
      const kind = pack.features.get(w.of)?.singular?.toLowerCase() ?? w.of;
      if (!near) add('tooFar', [p.id], `${label(pack, p, true)} has no ${kind} on the table to stand near`, quote(p, 'within'), { limit: w.maxCm });
      else if (near.d > w.maxCm + EPSILON_CM) {
        add('tooFar', [p.id, near.o.id], `${label(pack, p, true)} is ${cm(near.d, w.maxCm)} cm from the nearest ${kind} (${near.o.id}) edge to edge`, quote(p, 'within'), { measured: near.d, limit: w.maxCm, reading: 'rotatedPieceSize' });
      }
    }
  }
  checkWater(pack, features, shape, add);
  return { ok: true, violations: out, readings: readingsOf(pack, LAYOUT_READINGS) };
}

type Add = (code: AgvViolationCode, ids: string[], said: string, quote: { text: string; source: string }, extra?: Partial<AgvViolation>) => void;

/** Nothing but bridges overlaps rivers, streams or ditches; roads crossing them are designated (seed 004 How do we place terrain features?). */
function checkWater(pack: AgvPack, features: AgvPiece[], shape: (p: AgvGeneralPiece) => Polygon, add: Add): void {
  const { overlap, roadCrossings } = pack.file.placement;
  const isWater = (p: AgvPiece): p is AgvLinearPiece => isLinear(p) && overlap.noOverlapWith.includes(p.type);
  const joins = (a: string, b: string) => overlap.joins.some((j) => (j.features.includes(a) && j.with.includes(b)) || (j.features.includes(b) && j.with.includes(a)));
  const crossingRule = (road: AgvPiece, water: AgvPiece) => roadCrossings.find((r) => r.road === road.type && r.crosses.includes(water.type));
  features.forEach((a, i) =>
    features.slice(i + 1).forEach((b) => {
      const [w, p] = isWater(a) ? [a, b] : isWater(b) ? [b, a] : [undefined, undefined];
      if (!w || !p || overlap.except.includes(p.type) || joins(w.type, p.type)) return;
      const meets = isLinear(p) ? polylinesIntersect(w.points, p.points) : polylineIntersectsPolygon(w.points, shape(p));
      if (!meets) return;
      const road = isLinear(p) ? crossingRule(p, w) : undefined;
      if (isLinear(p) && road) {
        const designated = p.crossing ? CROSSING_IDS[p.crossing] : undefined;
        const names = road.designateAs.map((id) => pack.features.get(id)?.singular?.toLowerCase() ?? id).join(' or ');
        const quote = { text: road.rule, source: road.source };
        if (road.when === 'beforePlay' && (!designated || !road.designateAs.includes(designated))) {
          add('crossingUndesignated', [p.id, w.id], `${label(pack, p, true)} crosses ${label(pack, w, false)} without being designated as a ${names}`, quote, { reading: 'roadCrossingDesignation' });
        } else if (road.when === 'automatic' && designated && !road.designateAs.includes(designated)) {
          add('crossingWrong', [p.id, w.id], `${label(pack, p, true)} is designated as a ${p.crossing} where it crosses ${label(pack, w, false)}, which makes it a ${names}`, quote, { reading: 'roadCrossingDesignation' });
        }
        return;
      }
      add('overlapsWater', [w.id, p.id], `${label(pack, p, true)} overlaps ${label(pack, w, false)}`, { text: overlap.rule, source: overlap.source }, { reading: 'linearCentreLine' });
    }),
  );
}

/** The placement check of a layout against seed 004, from the shipped data. */
export function checkLayout(input: unknown): PackResult<AgvLayoutCheck> {
  return withBundled((pack) => checkLayoutWith(pack, input));
}
