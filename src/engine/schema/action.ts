import type { z } from '../../lib/zod';
import type { ALL_SLICES } from './slices';

export { ACTION_LIMITS, SideSchema, type Side } from './side';

/** Every action of the pre-battle and the battle's weather: the union of the action schemas each step's slice declares (schema/slices.ts). */
export type Action = z.infer<(typeof ALL_SLICES)[number]['actions'][number]>;
export type ActionType = Action['type'];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;
