import type { StepWords } from '../../messages';

/** The deployment plan in English (PBS 10.B-10.G; issue 27's questions). */
export const deploymentWords: StepWords = {
  events: {
    deploymentDone: (say, p) => `Deployment done: ${say.plan(p.entry)}`,
    deploymentBatchDone: (say, p) => `Deployment done: ${say.planBatch(p.batch).toLowerCase()}.`,
    conditionConfirmed: (say, p) => (p.entry.code === 'campOption' ? `${say.campConfirmed(p.holds)} ${say.campOption(p.entry)}` : say.campConfirmed(p.holds)),
  },
  refusals: {
    deploymentOrder: () => 'Confirm the deployment plan in order, one part after the other.',
    conditionNotAsked: () => 'That part of the deployment plan asks no question: the app already knows whether its condition holds.',
    conditionPending: () => 'First answer whether the camp option’s condition holds: the app cannot tell, and this part of the deployment plan depends on it.',
  },
  chance: {},
};
