import { z } from '../../../lib/zod';
import { bySide, PlayerIndexSchema, SideSchema } from '../../schema/side';
import { defineSlice } from '../../schema/slice';

export const ChooseRoleActionSchema = z.strictObject({ type: z.literal('chooseRole'), role: SideSchema });

/** PBS 8.A: which player is the invader and which the defender. */
export const chooseRoleSlice = defineSlice({
  id: 'chooseRole',
  fields: { roles: z.nullable(bySide(PlayerIndexSchema)) },
  start: () => ({ roles: null }),
  public: ['roles'],
  actions: [ChooseRoleActionSchema],
  events: { roleChosen: z.strictObject({ player: PlayerIndexSchema, role: SideSchema }) },
});
