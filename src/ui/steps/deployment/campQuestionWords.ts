import type { DeploymentItem } from '../../../engine';
import { catalogue, msg } from '../../words/catalogue';
import { campPlace } from '../../words/campCondition';
import type { WordContext } from '../../words/context';

type CampOption = Extract<DeploymentItem, { code: 'campOption' }>;

/** The camp option's question, naming where the camp may go. */
export function campQuestionText(ctx: WordContext, item: CampOption): string {
  return CAMP_QUESTION_WORDS.legend(campPlace(ctx, item));
}

/** The yes-or-no question for a camp option the app cannot decide, and its answers (issue 27). */
export const CAMP_QUESTION_WORDS = catalogue({
  legend: msg<{ terrains: readonly string[]; condition: string }>('Camp option: is there a {terrains, list, or} {condition}?'),
  why: 'The app cannot tell from the table as recorded, so the players look and answer. The answer is logged.',
  reading: 'How the app reads the rule:',
  yes: 'Yes, there is',
  no: 'No, there is not',
  answered: msg<{ holds: boolean }>(
    '{holds, select, true {Answered: yes. You may answer again until this part is done.} other {Answered: no. You may answer again until this part is done.}}',
  ),
} as const);
