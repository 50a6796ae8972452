import { catalogue } from '../words/catalogue';

/** Words that many screens' small controls share. */
export const COMMON_WORDS = catalogue({
  dismiss: 'Dismiss',
  details: 'Details',
  recordRoll: 'Record the roll',
  /** A roll button while its die shakes, before the roll is made. */
  rolling: 'Rolling…',
});
