import { AGV_PACK } from '../agv/pack';
import { CCN_PACK } from '../ccn/pack';

/** The games besides Mortem et Gloriam, in the order Home offers them: adding a game is its folder and one line here. */
export const PACKS = [CCN_PACK, AGV_PACK] as const;
