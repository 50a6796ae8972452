import { z } from '../../../lib/zod';
import { dieField, intField } from '../../schema/actionFields';
import { OutcomeSchema } from '../../schema/edition';
import { SideSchema } from '../../schema/side';
import { defineSlice } from '../../schema/slice';
import { IdSchema } from '../../schema/vocab';
import { PiecePlacementSchema } from '../selectCompulsory/slice';

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
  events: {
    placementRolled: z.strictObject({ side: SideSchema, terrain: IdSchema, die: intField, placement: PiecePlacementSchema, lost: z.boolean() }),
    placedWithoutDice: z.strictObject({ side: SideSchema, terrain: IdSchema, method }),
    opponentRolled: z.strictObject({ side: SideSchema, terrain: IdSchema, die: intField, kept: z.boolean() }),
    pieceResolved: z.strictObject({ side: SideSchema, terrain: IdSchema, outcome: OutcomeSchema }),
  },
});
