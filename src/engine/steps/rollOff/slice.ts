import { z } from '../../../lib/zod';
import { intField } from '../../schema/actionFields';
import { PlayerIndexSchema } from '../../schema/side';
import { defineSlice } from '../../schema/slice';
import { FaceSchema } from '../../schema/vocab';

/** One roll of the roll-off: both faces and who won, or null on a tie (PBS 8.A). */
export const RollOffAttemptSchema = z.strictObject({ faces: z.tuple([FaceSchema, FaceSchema]), winner: z.nullable(PlayerIndexSchema) });
export type RollOffAttempt = z.infer<typeof RollOffAttemptSchema>;

/** The roll-off so far: how many rolls it took (ties re-roll, PBS 8.A) and the last one. */
export const RollOffStateSchema = z.strictObject({ attempts: intField, last: z.nullable(RollOffAttemptSchema) });
export type RollOffState = z.infer<typeof RollOffStateSchema>;

export const RollOffActionSchema = z.strictObject({ type: z.literal('rollOff'), faces: z.tuple([FaceSchema, FaceSchema]) });

/** PBS 8.A: the roll-off's rolls and its winner. */
export const rollOffSlice = defineSlice({
  id: 'rollOff',
  fields: { rollOff: RollOffStateSchema, rollOffWinner: z.nullable(PlayerIndexSchema) },
  start: () => ({ rollOff: { attempts: 0, last: null }, rollOffWinner: null }),
  public: ['rollOff', 'rollOffWinner'],
  actions: [RollOffActionSchema],
  events: {
    rolledOff: z.strictObject({ faces: z.tuple([FaceSchema, FaceSchema]), winner: z.nullable(PlayerIndexSchema), attempt: intField }),
  },
});
