import { reachableSquares, type Square } from '../../../engine';
import { nameOf } from '../../words/viewNames';
import { colourName } from '../../words/vocab';
import { PbsMap } from '../../components/PbsMap';
import { Explain } from '../../rules/Explain';
import type { StepProps } from '../types';
import { MOVE_COUNTER_WORDS as W } from './words';

/** PBS 8.D: the day's winner moves the counter within the allowance; the legal squares are marked. */
export function MoveCounterStep({ rules, view, dispatch }: StepProps) {
  const day = view.days.at(-1);
  const move = view.pendingMove;
  if (!day || !move || !view.counter) return null;
  const choices = reachableSquares(rules, view, view.counter, move.difference);
  const row = rules.editions[view.setup.edition].march.moves.find((m) => m.difference === Math.min(move.difference, 4));
  const text = (side: 'invader' | 'defender') => (day.cards[side] ? colourName(day.cards[side]) : W.pass);
  return (
    <div>
      <Explain rules={rules} line={W.explain(nameOf(view, move.winner))} source={rules.editions[view.setup.edition].march.source} edition={view.setup.edition} />
      <div role="status">
        {W.dayRevealed(day.day, nameOf(view, 'invader'), text('invader'), nameOf(view, 'defender'), text('defender'))}{' '}
        {row && W.better(nameOf(view, move.winner), move.difference, row.squares, row.diagonal)}
      </div>
      <p>{W.move}</p>
      <PbsMap rules={rules} view={view} choices={choices} chooseLabel={W.moveLabel} onChoose={(s: Square) => dispatch({ type: 'moveCounter', ...s })} />
    </div>
  );
}
