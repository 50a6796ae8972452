import { z } from '../../lib/zod';
import { DeploysFirstSchema } from './setup';
import { SideSchema } from './side';

/** Where a share of the army comes from: the outscouting %, a third when nobody is outscouted (PBS 10.D-10.E). */
export const ShareSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('outscouted'), percent: z.number(), outscouted: SideSchema }),
  z.strictObject({ kind: z.literal('third') }),
]);

/** A camp option's condition from what the app knows: it cannot hold (not shown), it holds (offered), or the players say (issue 27). */
export const CampConditionStatusSchema = z.enum(['impossible', 'proven', 'unknown']);
export type CampConditionStatus = z.infer<typeof CampConditionStatusSchema>;

/**
 * Why the condition is decided so, for the words: no piece of the terrain; no Deep Water flank; every piece too far
 * from the water; a recorded position; the placement die's edge requirement; a terrain that only deploys touching an
 * edge; a piece on the invader's half; or nothing the app knows (the players judge by eye).
 */
export const CampConditionReasonSchema = z.enum(['noTerrain', 'noDeepWater', 'farFromWater', 'recorded', 'placementDie', 'edgeOnlyTerrain', 'invaderHalf', 'byEye']);
export type CampConditionReason = z.infer<typeof CampConditionReasonSchema>;

/** The players' answer for a plan item whose condition the app cannot decide (`confirmCondition`, log version 6). */
export const ConditionAnswerSchema = z.strictObject({ item: z.number().check(z.int(), z.minimum(0)), holds: z.boolean() });
export type ConditionAnswer = z.infer<typeof ConditionAnswerSchema>;

/** What every instruction of the deployment plan carries: whose it is, its TuGs, its source and its batch. */
const item = { side: z.union([SideSchema, z.literal('both')]), tugs: z.nullable(z.number()), source: z.string(), batch: z.number().check(z.int()) };

/**
 * One instruction of the deployment plan, in the order players carry them out (PBS 10.B-10.G), as data:
 * the UI's word catalogue says it, quoting the edition's seed text where there is one.
 */
export const DeploymentItemSchema = z.discriminatedUnion('code', [
  z.strictObject({ ...item, code: z.literal('zones') }),
  z.strictObject({
    ...item,
    code: z.literal('campOption'),
    rule: z.number().check(z.int()),
    /** The option is offered: its condition is proven, or the players confirmed it. */
    applies: z.boolean(),
    attackerFallback: z.boolean(),
    /** What the app knows of the condition; an unknown one is asked (`confirmCondition`), and `holds` is the answer, null until given. */
    condition: CampConditionStatusSchema,
    reason: CampConditionReasonSchema,
    holds: z.nullable(z.boolean()),
  }),
  z.strictObject({ ...item, code: z.literal('placeCamp') }),
  z.strictObject({ ...item, code: z.literal('placeFirst'), first: DeploysFirstSchema }),
  z.strictObject({ ...item, code: z.literal('openingShare'), share: ShareSchema, of: z.number(), follows: z.nullable(SideSchema) }),
  z.strictObject({ ...item, code: z.literal('ambushes') }),
  z.strictObject({ ...item, code: z.literal('third'), left: z.number() }),
  z.strictObject({ ...item, code: z.literal('generals') }),
  z.strictObject({ ...item, code: z.literal('flankMarches') }),
  z.strictObject({ ...item, code: z.literal('declare') }),
]);
