import type { Action, DeploymentItem } from '../../../engine';
import { Quoted } from '../../components/Quoted';
import { CAMP_QUESTION_WORDS as W, campQuestionText } from './campQuestionWords';
import type { WordContext } from '../../words';

type CampOption = Extract<DeploymentItem, { code: 'campOption' }>;

/**
 * Issue 27: a camp option whose condition the app cannot decide from the flank, the placement dice and the recorded
 * positions (seed 000 territory special rules). The players look at the table and answer yes or no; the answer is
 * logged (`confirmCondition`) and may be given again until the batch is confirmed.
 */
export function CampQuestion({ words, index, item, dispatch }: { words: WordContext; index: number; item: CampOption; dispatch: (action: Action) => void }) {
  const rule = words.territory?.specialRules[item.rule];
  if (rule?.kind !== 'campIn') return null;
  const legendId = `camp-question-${index}`;
  return (
    <div role="group" aria-labelledby={legendId} className="camp-question">
      <p id={legendId}>
        <strong>{campQuestionText(words, item)}</strong>
      </p>
      <blockquote>
        <Quoted source>{rule.text}</Quoted> <Quoted source>({rule.source})</Quoted>
      </blockquote>
      <p className="hint">
        {W.why} {W.reading} <Quoted source>{rule.conditionReading}</Quoted>
      </p>
      {item.holds !== null && <p>{W.answered({ holds: item.holds })}</p>}
      <button type="button" aria-pressed={item.holds === true} onClick={() => dispatch({ type: 'confirmCondition', item: index, holds: true })}>
        {W.yes}
      </button>{' '}
      <button type="button" aria-pressed={item.holds === false} onClick={() => dispatch({ type: 'confirmCondition', item: index, holds: false })}>
        {W.no}
      </button>
    </div>
  );
}
