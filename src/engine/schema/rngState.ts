import { z } from '../../lib/zod';

/** The ARC4 generator's internal state, saved so the next draw never replays the earlier ones. */
export const Arc4StateSchema = z.strictObject({ i: z.number(), j: z.number(), S: z.array(z.number()) });
export type Arc4State = z.infer<typeof Arc4StateSchema>;

/**
 * The seeded generator's position (STYLE habit 4): the seed, how many numbers have been drawn, and the
 * generator's state after them (null before the first draw). Secret while the seed is sealed.
 */
export const RngStateSchema = z.strictObject({ seed: z.string(), draws: z.number(), arc4: z.nullable(Arc4StateSchema) });
export type RngState = z.infer<typeof RngStateSchema>;
