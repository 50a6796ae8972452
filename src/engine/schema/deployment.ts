import { z } from '../../lib/zod';
import { DeploysFirstSchema } from './setup';
import { SideSchema } from './side';

/** Where a share of the army comes from: the outscouting %, a third when nobody is outscouted (PBS 10.D-10.E). */
export const ShareSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('outscouted'), percent: z.number(), outscouted: SideSchema }),
  z.strictObject({ kind: z.literal('third') }),
]);

/** What every instruction of the deployment plan carries: whose it is, its TuGs, its source and its batch. */
const item = { side: z.union([SideSchema, z.literal('both')]), tugs: z.nullable(z.number()), source: z.string(), batch: z.number().check(z.int()) };

/**
 * One instruction of the deployment plan, in the order players carry them out (PBS 10.B-10.G), as data:
 * the UI's word catalogue says it, quoting the edition's seed text where there is one.
 */
export const DeploymentItemSchema = z.discriminatedUnion('code', [
  z.strictObject({ ...item, code: z.literal('zones') }),
  z.strictObject({ ...item, code: z.literal('campOption'), rule: z.number().check(z.int()), applies: z.boolean(), attackerFallback: z.boolean() }),
  z.strictObject({ ...item, code: z.literal('placeCamp') }),
  z.strictObject({ ...item, code: z.literal('placeFirst'), first: DeploysFirstSchema }),
  z.strictObject({ ...item, code: z.literal('openingShare'), share: ShareSchema, of: z.number(), follows: z.nullable(SideSchema) }),
  z.strictObject({ ...item, code: z.literal('ambushes') }),
  z.strictObject({ ...item, code: z.literal('third'), left: z.number() }),
  z.strictObject({ ...item, code: z.literal('generals') }),
  z.strictObject({ ...item, code: z.literal('flankMarches') }),
  z.strictObject({ ...item, code: z.literal('declare') }),
]);
