import { nameOf } from '../../words/viewNames';
import { Explain } from '../../rules/Explain';
import type { StepProps } from '../types';
import { INTERCEPT_WORDS as W } from './words';

/** PBS 8.A: an invading winner who rolled a skull may declare a strategic intercept (he then places the counter, 8.C). */
export function InterceptStep({ rules, view, dispatch }: StepProps) {
  return (
    <div>
      <Explain
        rules={rules}
        line={W.explain({ invader: nameOf(view, 'invader'), defender: nameOf(view, 'defender') })}
        source={rules.editions[view.setup.edition].counterPlacement.source}
        edition={view.setup.edition}
      />
      <p>{W.question({ invader: nameOf(view, 'invader') })}</p>
      <div className="actions">
        <button type="button" onClick={() => dispatch({ type: 'declareIntercept', intercept: true })}>
          {W.declare}
        </button>
        <button type="button" className="ghost" onClick={() => dispatch({ type: 'declareIntercept', intercept: false })}>
          {W.none}
        </button>
      </div>
    </div>
  );
}
