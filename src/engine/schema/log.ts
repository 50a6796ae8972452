import { z } from 'zod';
import { ActionSchema } from './action';
import { SetupSchema } from './setup';

export const LOG_FORMAT = 'mortem-pre-battle-log';
export const LOG_VERSION = 1;

/** A saved pre-battle: the setup and every action in order; replaying it rebuilds the game (STYLE habit 6). */
export const GameLogSchema = z.strictObject({
  format: z.literal(LOG_FORMAT),
  version: z.literal(LOG_VERSION),
  setup: SetupSchema,
  actions: z.array(ActionSchema),
});
export type GameLog = z.infer<typeof GameLogSchema>;
