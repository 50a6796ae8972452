import { type Square } from '../../../engine';
import { PbsMap } from '../../components/PbsMap';
import type { StepProps } from '../types';
import { PLACE_COUNTER_WORDS as W } from './words';

/** PBS 8.C: the defender (the invader after a strategic intercept) places the army counter. */
export function PlaceCounterStep({ rules, view, answers, dispatch }: StepProps) {
  const choices = answers.choices.flatMap((a) => (a.type === 'placeCounter' ? [{ row: a.row, col: a.col }] : []));
  return (
    <div>
      <p>{W.place}</p>
      <PbsMap rules={rules} view={view} choices={choices} chooseLabel={W.placeLabel} onChoose={(s: Square) => dispatch({ type: 'placeCounter', ...s })} />
    </div>
  );
}
