import { z } from '../../../lib/zod';
import { edgeField, intField } from '../../schema/actionFields';
import { OutcomeSchema, SectorSchema } from '../../schema/edition';
import { SideSchema } from '../../schema/side';
import { defineSlice } from '../../schema/slice';
import { PositionsSchema } from '../../schema/table';
import { IdSchema } from '../../schema/vocab';

/** How a terrain piece was placed: by the placement die, or by the rule its kind follows (PBS 9.A-9.E). */
export const PiecePlacementSchema = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('dice'), die: z.number(), sector: SectorSchema, touchTableEdge: z.boolean() }),
  z.strictObject({ method: z.literal('flankSectorOnly'), die: z.number(), sector: SectorSchema }),
  z.strictObject({ method: z.literal('contiguous') }),
  z.strictObject({ method: z.literal('touching') }),
  z.strictObject({ method: z.literal('secureFlank'), sector: edgeField }),
]);
export type PiecePlacement = z.infer<typeof PiecePlacementSchema>;

/** Why a piece is on the table: a secure flank, a compulsory or an optional piece (PBS 9.A-9.C). */
export const PieceKindSchema = z.enum(['flank', 'compulsory', 'optional']);
export type PieceKind = z.infer<typeof PieceKindSchema>;

const declared = z.nullable(z.enum(['dangerous', 'impassable']));

/** A terrain piece from its selection to the opponent's decision (PBS 9.A-9.E), with where the players recorded it (issue 10). */
export const PieceSchema = z.strictObject({
  id: intField,
  owner: SideSchema,
  terrain: IdSchema,
  kind: PieceKindSchema,
  declared,
  placement: z.nullable(PiecePlacementSchema),
  opponentDie: z.nullable(intField),
  outcome: z.nullable(OutcomeSchema),
  positions: PositionsSchema,
});
export type Piece = z.infer<typeof PieceSchema>;

export const SelectTerrainActionSchema = z.strictObject({ type: z.literal('selectTerrain'), side: SideSchema, terrain: IdSchema, declare: declared });

/** PBS 9.B-9.C: every terrain piece chosen, the secure flank's too, in the order chosen. */
export const selectCompulsorySlice = defineSlice({
  id: 'selectCompulsory',
  fields: { pieces: z.array(PieceSchema) },
  start: () => ({ pieces: [] }),
  public: ['pieces'],
  actions: [SelectTerrainActionSchema],
  events: { terrainSelected: z.strictObject({ side: SideSchema, terrain: IdSchema, kind: PieceKindSchema, declared }) },
});
