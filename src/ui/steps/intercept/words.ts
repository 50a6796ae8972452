import { catalogue, msg } from '../../words/catalogue';

/** The strategic intercept's question and answers (seed 000 PBS 8.A, 8.C). */
export const INTERCEPT_WORDS = catalogue({
  question: msg<{ invader: string }>('{invader} rolled a skull and invades: declare a strategic intercept? The invader then places the army counter.'),
  declare: 'Declare a strategic intercept',
  none: 'No intercept',
  /** Issue 29: what the intercept changes. */
  explain: msg<{ invader: string; defender: string }>(
    'A strategic intercept lets {invader} (invader) place the army counter on the map instead of {defender} (defender), so the march starts where {invader} wants.',
  ),
});
