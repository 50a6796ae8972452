import { defineAction, type StepDescriptor } from '../../core/step';
import { DeclareInterceptActionSchema } from '../../schema/actions';
import { declareIntercept } from '../opening';

/** PBS 8.A: the roll-off's winner declares a strategic intercept, or not. */
export const interceptStep: StepDescriptor = {
  id: 'intercept',
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
