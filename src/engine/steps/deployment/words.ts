import type { StepWords } from '../../messages';

/** The deployment plan in English (PBS 10.B-10.G; issue 27's questions). */
export const deploymentWords = {
  events: {
    deploymentDone: 'Deployment done: {entry, plan}',
    deploymentBatchDone: 'Deployment done: {batch, planBatch, lower}.',
    conditionConfirmed: '{holds, campConfirmed}{entry.code, select, campOption { {entry, campOption}} other {}}',
  },
  refusals: {
    deploymentOrder: 'Confirm the deployment plan in order, one part after the other.',
    conditionNotAsked: 'That part of the deployment plan asks no question: the app already knows whether its condition holds.',
    conditionPending: 'First answer whether the camp option’s condition holds: the app cannot tell, and this part of the deployment plan depends on it.',
  },
  chance: {},
} satisfies StepWords;
