import { reachableSquares, type Square } from '../../../engine';
import { nameOf } from '../../words/viewNames';
import { PbsMap } from '../../components/PbsMap';
import { Explain } from '../../rules/Explain';
import type { StepProps } from '../types';
import { MOVE_COUNTER_WORDS as W } from './words';

/** PBS 8.D: the day's winner moves the counter within the allowance; the legal squares are marked. */
export function MoveCounterStep({ rules, view, dispatch }: StepProps) {
  const move = view.pendingMove;
  if (!move || !view.counter) return null;
  const choices = reachableSquares(rules, view, view.counter, move.difference);
  const row = rules.editions[view.setup.edition].march.moves.find((m) => m.difference === Math.min(move.difference, 4));
  return (
    <div>
      <Explain rules={rules} line={W.explain({ winner: nameOf(view, move.winner) })} source={rules.editions[view.setup.edition].march.source} edition={view.setup.edition} />
      {/* The day's cards are the game screen's "Last:" line just above; here, what they allow. */}
      {row && <p role="status">{W.better({ winner: nameOf(view, move.winner), difference: move.difference, squares: row.squares, diagonal: row.diagonal })}</p>}
      <p>{W.move}</p>
      <PbsMap rules={rules} view={view} choices={choices} chooseLabel={W.moveLabel} onChoose={(s: Square) => dispatch({ type: 'moveCounter', ...s })} />
    </div>
  );
}
