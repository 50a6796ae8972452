import { z } from '../../lib/zod';

/** Whether a recorded footprint is where a piece first went (placement die) or where it ended after the opponent's die (PBS 9.E). */
export const PositionStageSchema = z.enum(['placed', 'final']);
export type PositionStage = z.infer<typeof PositionStageSchema>;

/** A footprint's bounds in table units and degrees, shared with the engine's fast action check (actionParse.ts). */
export const FOOTPRINT_LIMITS = { place: 1000, size: 1000, angle: 360 } as const;

/**
 * A piece's footprint in table units (BW, or HBW for Pacto): a rectangle centred on (x, y), x from
 * the defender's left side edge, y from his base edge, `width` along x and `depth` along y before it
 * turns `angle` degrees clockwise as drawn with the invader's edge at the top.
 */
export const FootprintSchema = z.strictObject({
  x: z.number().check(z.minimum(-FOOTPRINT_LIMITS.place), z.maximum(FOOTPRINT_LIMITS.place)),
  y: z.number().check(z.minimum(-FOOTPRINT_LIMITS.place), z.maximum(FOOTPRINT_LIMITS.place)),
  width: z.number().check(z.positive(), z.maximum(FOOTPRINT_LIMITS.size)),
  depth: z.number().check(z.positive(), z.maximum(FOOTPRINT_LIMITS.size)),
  angle: z.number().check(z.minimum(-FOOTPRINT_LIMITS.angle), z.maximum(FOOTPRINT_LIMITS.angle)),
});
export type Footprint = z.infer<typeof FootprintSchema>;

/** A piece's recorded footprints by stage. */
export const PositionsSchema = z.strictObject({ placed: z.optional(FootprintSchema), final: z.optional(FootprintSchema) });
