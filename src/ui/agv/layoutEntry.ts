import { z } from '../../lib/zod';
import { downloadText, slug } from '../game/files';
import { LAYOUT_KIND } from './layoutKind';

/** The table sizes the editor accepts, in cm: the seed gives none, so these only keep the drawing sensible. */
export const TABLE_LIMITS = { minCm: 30, maxCm: 400 } as const;

/** The largest base width the editor accepts, in cm: the seed gives none, so this only keeps the drawing sensible. */
export const BASE_WIDTH_MAX_CM = 20;

const Id = z.string().check(z.minLength(1), z.maxLength(40));
const Type = z.string().check(z.regex(/^[a-z][A-Za-z0-9]*$/));
const Cm = z.number().check(z.minimum(-TABLE_LIMITS.maxCm), z.maximum(2 * TABLE_LIMITS.maxCm));
const Size = z.number().check(z.positive(), z.maximum(TABLE_LIMITS.maxCm));
const Point = z.tuple([Cm, Cm]);

/** A general (area) feature: centre and size in cm, rotation in degrees (seed 004 General terrain features). */
export const GeneralPlacementSchema = z.strictObject({
  id: Id,
  type: Type,
  x: Cm,
  y: Cm,
  width: Size,
  depth: Size,
  rotation: z.number(),
  shape: z.enum(['rectangle', 'oval']),
  church: z.optional(z.boolean()),
  impassable: z.optional(z.boolean()),
});
export type GeneralPlacement = z.infer<typeof GeneralPlacementSchema>;

/** A linear feature drawn through points in cm; a road may say how it crosses water (seed 004 General considerations). */
export const LinearPlacementSchema = z.strictObject({
  id: Id,
  type: Type,
  points: z.array(Point).check(z.minLength(2), z.maxLength(50)),
  crossing: z.optional(z.enum(['bridge', 'ford'])),
  /** How wide the line is in cm (issue 27); absent, its kind's read default in base widths. */
  width: z.optional(z.number().check(z.positive(), z.maximum(BASE_WIDTH_MAX_CM * 5))),
});
export type LinearPlacement = z.infer<typeof LinearPlacementSchema>;

/** One placed feature. */
export type Placement = GeneralPlacement | LinearPlacement;

/** A table and what is placed on it, in the shape the pack's `checkLayout` reads. */
export const LayoutSchema = z
  .strictObject({
    table: z.strictObject({
      widthCm: z.number().check(z.minimum(TABLE_LIMITS.minCm), z.maximum(TABLE_LIMITS.maxCm)),
      depthCm: z.number().check(z.minimum(TABLE_LIMITS.minCm), z.maximum(TABLE_LIMITS.maxCm)),
    }),
    /** The players' base width in cm (issue 27); absent in layouts saved before, which open with the pack's assumed one. */
    baseWidthCm: z.optional(z.number().check(z.positive(), z.maximum(BASE_WIDTH_MAX_CM))),
    features: z.array(z.union([GeneralPlacementSchema, LinearPlacementSchema])).check(z.maxLength(200)),
  })
  .check(z.superRefine((layout, ctx) => {
    const seen = new Set<string>();
    layout.features.forEach((f, i) => {
      if (seen.has(f.id)) ctx.addIssue({ code: 'custom', message: `the id ${f.id} is used twice`, path: ['features', i, 'id'] });
      seen.add(f.id);
    });
  }));
export type Layout = z.infer<typeof LayoutSchema>;

/** A table layout as stored in the library (IndexedDB) under its id. */
export const LayoutEntrySchema = z.strictObject({
  kind: z.literal(LAYOUT_KIND),
  id: Id,
  /** The players' name for the layout; empty until they give one. */
  name: z.string().check(z.maxLength(120)),
  createdAt: z.string(),
  savedAt: z.string(),
  layout: LayoutSchema,
});
export type LayoutEntry = z.infer<typeof LayoutEntrySchema>;

/** A layout as downloaded to a file and opened back. */
export const LayoutFileSchema = z.strictObject({
  format: z.literal('pbw-agv-layout'),
  version: z.literal(1),
  name: z.string().check(z.maxLength(120)),
  layout: LayoutSchema,
});
export type LayoutFile = z.infer<typeof LayoutFileSchema>;


/** Whether a placement is a linear feature. */
export function isLinear(f: Placement): f is LinearPlacement {
  return 'points' in f;
}

/** The text of a layout file for a stored layout. */
export function layoutFileText(entry: Pick<LayoutEntry, 'name' | 'layout'>): string {
  const file: LayoutFile = { format: 'pbw-agv-layout', version: 1, name: entry.name, layout: entry.layout };
  return JSON.stringify(file, null, 2);
}

/** The name of a downloaded layout file, after its name or else its table size: `agv-table-river-crossing.json`. */
export function layoutFileName(entry: Pick<LayoutEntry, 'name' | 'layout'>): string {
  const { widthCm, depthCm } = entry.layout.table;
  return `agv-table-${slug(entry.name) || `${widthCm}x${depthCm}`}.json`;
}

/** Downloads a layout as a file that can be opened back from Home. */
export function downloadLayout(entry: Pick<LayoutEntry, 'name' | 'layout'>): void {
  downloadText(layoutFileName(entry), layoutFileText(entry));
}

/** Why a layout file could not be opened: not JSON, not a layout file, or a feature this pack does not know. */
export type LayoutFileProblem = { code: 'tooLarge' } | { code: 'notJson' } | { code: 'notLayout'; path: string } | { code: 'unknownFeature'; type: string } | { code: 'wrongKind'; type: string };

/**
 * Reads a layout file, checking its shape and that every feature type exists in the pack with the right
 * kind (area or line); nothing is stored by reading.
 */
export function parseLayoutFile(text: string, kinds: ReadonlyMap<string, 'general' | 'linear'>): { ok: true; file: LayoutFile } | { ok: false; problem: LayoutFileProblem } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: { code: 'notJson' } };
  }
  const parsed = LayoutFileSchema.safeParse(data);
  if (!parsed.success) return { ok: false, problem: { code: 'notLayout', path: parsed.error.issues[0]?.path.join('.') ?? '' } };
  for (const f of parsed.data.layout.features) {
    const kind = kinds.get(f.type);
    if (!kind) return { ok: false, problem: { code: 'unknownFeature', type: f.type } };
    if ((kind === 'linear') !== isLinear(f)) return { ok: false, problem: { code: 'wrongKind', type: f.type } };
  }
  return { ok: true, file: parsed.data };
}
