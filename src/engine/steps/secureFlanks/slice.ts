import { z } from '../../../lib/zod';
import { edgeField } from '../../schema/actionFields';
import { SideSchema } from '../../schema/side';
import { defineSlice } from '../../schema/slice';
import { IdSchema } from '../../schema/vocab';

/**
 * The deep water's depth into the table in the game's unit (BW, HBW for Pacto), from app rules 5: at most the edition's
 * deep-water distance in the game's scale (000 PBS 9.A "no more than 6BW"; the bound is the data's, checked by the handler).
 */
const depthField = z.number().check(z.positive());

/** The secure flank from the final square (PBS 9.A); sectors are named from the defender's side. */
export const FlankStateSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  /** `depth`: as the defender recorded it (app rules 5); absent: the edition's full depth. */
  z.strictObject({ kind: z.literal('deepWater'), edge: z.nullable(edgeField), depth: z.optional(depthField) }),
  z.strictObject({ kind: z.literal('pieces'), sector: z.nullable(edgeField), skipped: z.array(SideSchema) }),
]);
export type FlankState = z.infer<typeof FlankStateSchema>;

/** PBS 9.A: the side edge the deep water lies along and, from app rules 5, its depth (absent: the full depth). */
export const PlaceDeepWaterActionSchema = z.strictObject({ type: z.literal('placeDeepWater'), edge: edgeField, depth: z.optional(depthField) });
export const PlaceFlankPieceActionSchema = z.strictObject({ type: z.literal('placeFlankPiece'), side: SideSchema, terrain: IdSchema, sector: edgeField });
export const SkipFlankPieceActionSchema = z.strictObject({ type: z.literal('skipFlankPiece'), side: SideSchema });

/** PBS 9.A: the secure flank, deep water or pieces. */
export const secureFlanksSlice = defineSlice({
  id: 'secureFlanks',
  fields: { flank: z.nullable(FlankStateSchema) },
  start: () => ({ flank: null }),
  public: ['flank'],
  actions: [PlaceDeepWaterActionSchema, PlaceFlankPieceActionSchema, SkipFlankPieceActionSchema],
});
