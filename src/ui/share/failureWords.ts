import type { Rules } from '../../engine';
import type { ReadFailure } from '../../share/link';
import { catalogue, msg } from '../words/catalogue';
import { wordContext } from '../words/context';
import { chanceText, refusalText } from '../words/refusals';
import { setupErrorTexts } from '../words/setup';
import { DECODE_WORDS } from './words';

/** Why a link's content is not the game that was played. */
export const FAILURE_WORDS = catalogue({
  /** `problems`: each problem of the setup, joined by `separator`. */
  setupInvalid: msg<{ problems: string }>("This link's players and armies are not valid: {problems}."),
  separator: '; ',
  /** `action`: the action's number from 1; `expected` and `got`: what the game code gives and what the link says. */
  chanceMismatch: msg<{ action: number; expected: string; got: string }>(
    'Action {action} of this link does not follow the game code: the game code gives {expected}, the link says {got}. The link was changed; it is not the game that was played.',
  ),
  refused: msg<{ action: number; refusal: string }>('Action {action} of this link breaks the rules, so the link was changed: {refusal}'),
} as const);

/** A failed shared battle in words; a refused action is named by its number, and a forged roll or deal says what the seed gives. */
export function readFailureText(rules: Rules, failure: ReadFailure): string {
  switch (failure.reason) {
    case 'setupInvalid': {
      const problems = Object.values(setupErrorTexts(failure.errors)).map((text) => text.replace(/\.$/, ''));
      return FAILURE_WORDS.setupInvalid({ problems: problems.join(FAILURE_WORDS.separator) });
    }
    case 'refused': {
      const { index, error, state } = failure;
      const ctx = wordContext(rules, state, state.setup);
      if (error.code === 'chanceMismatch') {
        return FAILURE_WORDS.chanceMismatch({ action: index + 1, expected: chanceText(ctx, error.params.expected), got: chanceText(ctx, error.params.got) });
      }
      return FAILURE_WORDS.refused({ action: index + 1, refusal: refusalText(ctx, error) });
    }
    default:
      return DECODE_WORDS[failure.reason];
  }
}
