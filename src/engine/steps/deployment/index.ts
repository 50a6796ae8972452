import { defineAction, type StepDescriptor } from '../../core/step';
import { deploymentPlan, pendingBatch } from '../../deployment';
import { DeployBatchActionSchema, TickDeploymentActionSchema } from '../../schema/actions';
import { deployBatch, tickDeployment } from '../closing';

/** PBS 10.B-10.G: the deployment plan, item by item or batch by batch, in the order the source gives. */
export const deploymentStep: StepDescriptor = {
  id: 'deployment',
  actions: [
    defineAction({ linkCode: 24, schema: TickDeploymentActionSchema, handle: tickDeployment }),
    defineAction({ linkCode: 27, schema: DeployBatchActionSchema, handle: deployBatch }),
  ],
  events: { deploymentDone: 'table', deploymentBatchDone: 'table' },
  pending: (rules, state) => state.deploymentTicks.length < deploymentPlan(rules, state).length,
  source: (rules, state) => rules.editions[state.setup.edition].deployment.source,
  legal: (rules, state) => {
    const next = pendingBatch(deploymentPlan(rules, state), state.deploymentTicks);
    return next ? [{ type: 'deployBatch', batch: next.batch }] : [];
  },
};
