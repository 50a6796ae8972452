import { z } from '../../../lib/zod';
import { SideSchema } from '../../schema/side';
import { IdSchema } from '../../schema/vocab';
import { PieceKindSchema } from './slice';

const declared = z.nullable(z.enum(['dangerous', 'impassable']));

/** Choosing terrain (PBS 9.B-9.C). */
export const selectCompulsoryEvents = { terrainSelected: z.strictObject({ side: SideSchema, terrain: IdSchema, kind: PieceKindSchema, declared }) };
