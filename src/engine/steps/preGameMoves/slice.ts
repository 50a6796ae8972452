import { z } from '../../../lib/zod';
import { defineSlice } from '../../schema/slice';

export const ConfirmPreGameMovesActionSchema = z.strictObject({ type: z.literal('confirmPreGameMoves') });

/** PBS 10.H: whether the pre-game moves are made. */
export const preGameMovesSlice = defineSlice({
  id: 'preGameMoves',
  fields: { preGameMovesDone: z.boolean() },
  start: () => ({ preGameMovesDone: false }),
  public: ['preGameMovesDone'],
  actions: [ConfirmPreGameMovesActionSchema],
  events: { preGameMovesDone: z.strictObject({}) },
});
