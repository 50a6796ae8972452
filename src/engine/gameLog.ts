import { z } from '../lib/zod';
import { ActionSchema } from './game';
import { GameFileSchema } from './schema/log';

/** A saved pre-battle: the setup and every action in order, each a valid action; replaying it rebuilds the game (STYLE habit 6). */
export const GameLogSchema = z.extend(GameFileSchema, { actions: z.array(ActionSchema) });
export type GameLog = z.infer<typeof GameLogSchema>;
