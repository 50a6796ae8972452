import { defineAction, type StepDescriptor } from '../../core/step';
import { deploymentPlan, deploymentPlanLength, pendingBatch, unansweredConditions } from '../../deployment';
import { ConfirmConditionActionSchema, DeployBatchActionSchema, TickDeploymentActionSchema } from './slice';
import { confirmCondition, deployBatch, tickDeployment } from './rules';
import { deploymentWords } from './words';

/** PBS 10.B-10.G: the deployment plan, item by item or batch by batch, in the order the source gives, with the players' answers for the camp options the app cannot decide. */
export const deploymentStep: StepDescriptor = {
  id: 'deployment',
  words: deploymentWords,
  actions: [
    defineAction({ linkCode: 24, schema: TickDeploymentActionSchema, handle: tickDeployment }),
    defineAction({ linkCode: 27, schema: DeployBatchActionSchema, handle: deployBatch }),
    defineAction({ linkCode: 30, schema: ConfirmConditionActionSchema, handle: confirmCondition }),
  ],
  events: { deploymentDone: 'table', deploymentBatchDone: 'table', conditionConfirmed: 'table' },
  pending: (rules, state) => state.deploymentTicks.length < deploymentPlanLength(rules, state),
  source: (rules, state) => rules.editions[state.setup.edition].deployment.source,
  // A camp option the app cannot decide is asked before its batch is confirmed (issue 27); from app rules 3 the batch
  // waits for the answer (`deployBatch`), while games of rules 2 could confirm it without, the option then unconfirmed.
  legal: (rules, state) => {
    const plan = deploymentPlan(rules, state);
    const next = pendingBatch(plan, state.deploymentTicks);
    if (!next) return [];
    const asked = unansweredConditions(next);
    if (asked.length > 0) return [true, false].map((holds) => ({ type: 'confirmCondition', item: asked[0]!, holds }));
    return [{ type: 'deployBatch', batch: next.batch }];
  },
};
