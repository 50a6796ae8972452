import type { Rules } from '../../engine';
import type { ReadFailure } from '../../share/link';
import { catalogue } from '../words/catalogue';
import { wordContext } from '../words/context';
import { chanceText, refusalText } from '../words/refusals';
import { setupErrorTexts } from '../words/setup';
import { DECODE_WORDS } from './words';

/** A failed shared battle in words; a refused action is named by its number, and a forged roll or deal says what the seed gives. */
export const readFailureText = catalogue(function readFailureText(rules: Rules, failure: ReadFailure): string {
  switch (failure.reason) {
    case 'setupInvalid': {
      const problems = Object.values(setupErrorTexts(failure.errors)).map((text) => text.replace(/\.$/, ''));
      return `This link's players and armies are not valid: ${problems.join('; ')}.`;
    }
    case 'refused': {
      const { index, error, state } = failure;
      const ctx = wordContext(rules, state, state.setup);
      if (error.code === 'chanceMismatch') {
        return `Action ${index + 1} of this link does not follow the game code: the game code gives ${chanceText(ctx, error.params.expected)}, the link says ${chanceText(ctx, error.params.got)}. The link was changed; it is not the game that was played.`;
      }
      return `Action ${index + 1} of this link breaks the rules, so the link was changed: ${refusalText(ctx, error)}`;
    }
    default:
      return DECODE_WORDS[failure.reason];
  }
});
