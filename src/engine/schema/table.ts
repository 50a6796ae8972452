import { z } from '../../packs/common/zod';

/** Whether a recorded footprint is where a piece first went (placement die) or where it ended after the opponent's die (PBS 9.E). */
export const PositionStageSchema = z.enum(['placed', 'final']);

/**
 * A piece's footprint in table units (BW, or HBW for Pacto): a rectangle centred on (x, y), x from
 * the defender's left side edge, y from his base edge, `width` along x and `depth` along y before it
 * turns `angle` degrees clockwise as drawn with the invader's edge at the top.
 */
export const FootprintSchema = z.strictObject({
  x: z.number().check(z.minimum(-1000), z.maximum(1000)),
  y: z.number().check(z.minimum(-1000), z.maximum(1000)),
  width: z.number().check(z.positive(), z.maximum(1000)),
  depth: z.number().check(z.positive(), z.maximum(1000)),
  angle: z.number().check(z.minimum(-360), z.maximum(360)),
});

/** A piece's recorded footprints by stage. */
export const PositionsSchema = z.strictObject({ placed: z.optional(FootprintSchema), final: z.optional(FootprintSchema) });
