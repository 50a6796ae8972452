import { defineAction, type StepDescriptor } from '../../core/step';
import { publicEvent } from '../../events';
import { accept, type StepResult } from '../../refusal';
import type { Rules } from '../../rules';
import type { ActionOf } from '../../schema/action';
import { DeclareInterceptActionSchema } from './slice';
import type { GameState } from '../../state';
import { interceptWords } from './words';

/** PBS 8.A: the invading winner with a skull declares (or not) a strategic intercept. */
export function declareIntercept(_rules: Rules, state: GameState, action: ActionOf<'declareIntercept'>): StepResult {
  return accept({ ...state, intercept: action.intercept }, [publicEvent('interceptDeclared', { intercept: action.intercept })]);
}

/** PBS 8.A: the roll-off's winner declares a strategic intercept, or not. */
export const interceptStep: StepDescriptor = {
  id: 'intercept',
  words: interceptWords,
  actions: [defineAction({ linkCode: 2, schema: DeclareInterceptActionSchema, handle: declareIntercept })],
  events: { interceptDeclared: 'room' },
  pending: (_rules, state) => state.intercept === null,
  source: (rules, state) => rules.editions[state.setup.edition].rollOff.source,
  actor: (_rules, state) => state.rollOffWinner,
  legal: () => [
    { type: 'declareIntercept', intercept: true },
    { type: 'declareIntercept', intercept: false },
  ],
};
