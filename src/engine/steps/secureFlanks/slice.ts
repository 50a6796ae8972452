import { z } from '../../../lib/zod';
import { edgeField } from '../../schema/actionFields';
import { SideSchema } from '../../schema/side';
import { defineSlice } from '../../schema/slice';
import { IdSchema } from '../../schema/vocab';

/** The secure flank from the final square (PBS 9.A); sectors are named from the defender's side. */
export const FlankStateSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({ kind: z.literal('deepWater'), edge: z.nullable(edgeField) }),
  z.strictObject({ kind: z.literal('pieces'), sector: z.nullable(edgeField), skipped: z.array(SideSchema) }),
]);
export type FlankState = z.infer<typeof FlankStateSchema>;

export const PlaceDeepWaterActionSchema = z.strictObject({ type: z.literal('placeDeepWater'), edge: edgeField });
export const PlaceFlankPieceActionSchema = z.strictObject({ type: z.literal('placeFlankPiece'), side: SideSchema, terrain: IdSchema, sector: edgeField });
export const SkipFlankPieceActionSchema = z.strictObject({ type: z.literal('skipFlankPiece'), side: SideSchema });

/** PBS 9.A: the secure flank, deep water or pieces. */
export const secureFlanksSlice = defineSlice({
  id: 'secureFlanks',
  fields: { flank: z.nullable(FlankStateSchema) },
  start: () => ({ flank: null }),
  public: ['flank'],
  actions: [PlaceDeepWaterActionSchema, PlaceFlankPieceActionSchema, SkipFlankPieceActionSchema],
  events: {
    deepWaterPlaced: z.strictObject({ side: SideSchema, edge: edgeField }),
    flankPiecePlaced: z.strictObject({ side: SideSchema, terrain: IdSchema, sector: edgeField }),
    flankPieceSkipped: z.strictObject({ side: SideSchema }),
  },
});
