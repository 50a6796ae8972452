import { z } from '../../../lib/zod';
import { dieField } from '../../schema/actionFields';
import { OutcomeSchema } from '../../schema/edition';
import { defineSlice } from '../../schema/slice';

const method = z.enum(['contiguous', 'touching']);

export const RollPlacementActionSchema = z.strictObject({ type: z.literal('rollPlacement'), die: dieField });
export const PlaceWithoutDiceActionSchema = z.strictObject({ type: z.literal('placeWithoutDice'), method });
export const RollOpponentActionSchema = z.strictObject({ type: z.literal('rollOpponent'), die: dieField });
export const ResolvePieceActionSchema = z.strictObject({ type: z.literal('resolvePiece'), outcome: OutcomeSchema });

/** PBS 9.D-9.E: placing each piece (kept in its piece) and the opponent's answer. */
export const placeCompulsorySlice = defineSlice({
  id: 'placeCompulsory',
  fields: {},
  start: () => ({}),
  public: [],
  actions: [RollPlacementActionSchema, PlaceWithoutDiceActionSchema, RollOpponentActionSchema, ResolvePieceActionSchema],
});
