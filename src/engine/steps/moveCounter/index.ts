import { defineAction, type StepDescriptor } from '../../core/step';
import { reachable } from '../../map';
import { MoveCounterActionSchema } from './slice';
import { moveCounter } from './rules';
import { moveCounterWords } from './words';

/** PBS 8.D: the day's winner moves the counter up to the difference between the cards; the march then resumes. */
export const moveCounterStep: StepDescriptor = {
  id: 'moveCounter',
  words: moveCounterWords,
  actions: [defineAction({ linkCode: 10, schema: MoveCounterActionSchema, handle: moveCounter })],
  events: { counterMoved: 'room' },
  pending: (_rules, state) => state.pendingMove !== null,
  source: (rules, state) => rules.editions[state.setup.edition].march.source,
  actor: (_rules, state) => state.pendingMove?.winner ?? null,
  legal: (rules, state) =>
    state.counter && state.pendingMove
      ? reachable(rules, state, state.counter, state.pendingMove.difference).map((s) => ({ type: 'moveCounter', row: s.row, col: s.col }))
      : [],
  resumes: 'march',
};
