import { replaced, revised, type HandleContext } from '../../core/step';
import { reachable } from '../../map';
import { publicEvent } from '../../events';
import { accept, refuse, type StepResult } from '../../refusal';
import type { Rules } from '../../rules';
import type { ActionOf } from '../../schema/action';
import type { GameState } from '../../state';
import { endDay } from '../march/rules';

/** PBS 8.D: the day's winner moves the counter within the allowance of the card difference. */
export function moveCounter(rules: Rules, state: GameState, action: ActionOf<'moveCounter'>, context?: HandleContext): StepResult {
  const move = state.pendingMove;
  const from = state.counter;
  if (!move || !from) return refuse('wrongStep', { stepId: state.stepId });
  const legal = reachable(rules, state, from, move.difference);
  if (!legal.some((s) => s.row === action.row && s.col === action.col)) {
    return refuse('tooFar', { difference: move.difference });
  }
  const to = { row: action.row, col: action.col };
  const last = state.days.length - 1;
  const days = replaced(state.days, last, { ...state.days[last]!, to }, context);
  return accept(endDay(rules, revised(state, { counter: to, days, pendingMove: null }, context), context), [
    publicEvent('counterMoved', { side: move.winner, day: state.days.length, row: to.row, col: to.col }),
  ]);
}
