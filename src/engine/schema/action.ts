import type { z } from '../../lib/zod';
import type * as ACTIONS from './actions';

export { ACTION_LIMITS, SideSchema, type Side } from './side';

/** Every action of the pre-battle and the battle's weather: the union of the action schemas (schema/actions.ts). */
export type Action = { [K in keyof typeof ACTIONS]: z.infer<(typeof ACTIONS)[K]> }[keyof typeof ACTIONS];
export type ActionType = Action['type'];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;
