import { z } from '../../../lib/zod';
import { indexField, intField } from '../../schema/actionFields';
import { ConditionAnswerSchema, DeploymentItemSchema } from '../../schema/deployment';
import { defineSlice } from '../../schema/slice';

export const TickDeploymentActionSchema = z.strictObject({ type: z.literal('tickDeployment'), item: indexField });
export const DeployBatchActionSchema = z.strictObject({ type: z.literal('deployBatch'), batch: indexField });
/** Log version 6: the players' yes or no for a deployment-plan item whose condition the app cannot decide (issue 27). */
export const ConfirmConditionActionSchema = z.strictObject({ type: z.literal('confirmCondition'), item: indexField, holds: z.boolean() });

/** PBS 10.B-10.G: the plan items carried out, and the players' answers for the conditions the app cannot decide (issue 27). */
export const deploymentSlice = defineSlice({
  id: 'deployment',
  fields: { deploymentTicks: z.array(intField), conditions: z.array(ConditionAnswerSchema) },
  start: () => ({ deploymentTicks: [], conditions: [] }),
  public: ['deploymentTicks', 'conditions'],
  actions: [TickDeploymentActionSchema, DeployBatchActionSchema, ConfirmConditionActionSchema],
  events: {
    deploymentDone: z.strictObject({ item: intField, entry: DeploymentItemSchema }),
    deploymentBatchDone: z.strictObject({ batch: intField, items: z.array(DeploymentItemSchema) }),
    conditionConfirmed: z.strictObject({ item: intField, holds: z.boolean(), entry: DeploymentItemSchema }),
  },
});
