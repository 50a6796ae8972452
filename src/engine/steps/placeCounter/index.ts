import { defineAction, type StepDescriptor } from '../../core/step';
import { publicEvent } from '../../events';
import { isOnTerritory } from '../../map';
import { accept, refuse, type StepResult } from '../../refusal';
import type { Rules } from '../../rules';
import type { ActionOf } from '../../schema/action';
import { PlaceCounterActionSchema } from './slice';
import type { GameState, Square } from '../../state';
import { placeCounterWords } from './words';

/** PBS 8.C: the army counter goes on any square (2020: a square of the chosen territory type). */
export function placeCounter(rules: Rules, state: GameState, action: ActionOf<'placeCounter'>): StepResult {
  const square = { row: action.row, col: action.col };
  if (!isOnTerritory(rules, state, square)) {
    return refuse('offTerritory', {});
  }
  const side = state.intercept ? 'invader' : 'defender';
  return accept({ ...state, counter: square }, [publicEvent('counterPlaced', { side, ...square })]);
}

/** The 25 squares of a PBS map, row by row. */
const SQUARES: readonly Square[] = Array.from({ length: 25 }, (_, i) => ({ row: Math.floor(i / 5), col: i % 5 }));

/** PBS 8.C: the defender (the invader after an intercept) places the counter on the territory. */
export const placeCounterStep: StepDescriptor = {
  id: 'placeCounter',
  words: placeCounterWords,
  actions: [defineAction({ linkCode: 8, schema: PlaceCounterActionSchema, handle: placeCounter })],
  events: { counterPlaced: 'room' },
  pending: (_rules, state) => state.counter === null,
  source: (rules, state) => rules.editions[state.setup.edition].counterPlacement.source,
  actor: (_rules, state) => (state.intercept ? 'invader' : 'defender'),
  legal: (rules, state) => SQUARES.filter((s) => isOnTerritory(rules, state, s)).map((s) => ({ type: 'placeCounter', row: s.row, col: s.col })),
};
