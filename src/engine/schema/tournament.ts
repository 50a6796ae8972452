import { z } from '../../lib/zod';

/**
 * Where a tournament game is played (issue 37): the event's name, the round and the table, each optional. The
 * bounds are the room link version 3 kept for them (src/share/pins/link-v3.json, `tournament`).
 */
export const TournamentSchema = z.strictObject({
  event: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(24))),
  round: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(99))),
  table: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(999))),
});
export type Tournament = z.infer<typeof TournamentSchema>;
