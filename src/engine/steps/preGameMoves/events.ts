import { z } from '../../../lib/zod';

/** The pre-game moves (PBS 10.H). */
export const preGameMovesEvents = { preGameMovesDone: z.strictObject({}) };
