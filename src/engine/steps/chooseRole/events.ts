import { z } from '../../../lib/zod';
import { PlayerIndexSchema, SideSchema } from '../../schema/side';

/** The role choice's events (PBS 8.A). */
export const chooseRoleEvents = { roleChosen: z.strictObject({ player: PlayerIndexSchema, role: SideSchema }) };
