import type { Square } from '../../../engine';
import { nameOf } from '../../words/viewNames';
import { Explain } from '../../rules/Explain';
import { PbsMap } from '../../components/PbsMap';
import type { StepProps } from '../types';
import { PLACE_COUNTER_WORDS as W } from './words';

/** PBS 8.C: the defender (the invader after a strategic intercept) places the army counter. */
export function PlaceCounterStep({ rules, view, answers, dispatch }: StepProps) {
  const choices = answers.choices.flatMap((a) => (a.type === 'placeCounter' ? [{ row: a.row, col: a.col }] : []));
  return (
    <div>
      <Explain
        rules={rules}
        line={W.explain({ placer: nameOf(view, view.intercept ? 'invader' : 'defender'), intercept: view.intercept === true })}
        source={rules.editions[view.setup.edition].counterPlacement.source}
        edition={view.setup.edition}
      />
      <p>{W.place}</p>
      <PbsMap rules={rules} view={view} choices={choices} chooseLabel={W.placeLabel} onChoose={(s: Square) => dispatch({ type: 'placeCounter', ...s })} />
    </div>
  );
}
