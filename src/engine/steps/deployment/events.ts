import { z } from '../../../lib/zod';
import { intField } from '../../schema/actionFields';
import { DeploymentItemSchema } from '../../schema/deployment';

/** The deployment plan (PBS 10.B-10.G; issue 27). */
export const deploymentEvents = {
    deploymentDone: z.strictObject({ item: intField, entry: DeploymentItemSchema }),
    deploymentBatchDone: z.strictObject({ batch: intField, items: z.array(DeploymentItemSchema) }),
    conditionConfirmed: z.strictObject({ item: intField, holds: z.boolean(), entry: DeploymentItemSchema }),
  };
