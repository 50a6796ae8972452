import { defineAction, type StepDescriptor } from '../../core/step';
import { ChooseRoleActionSchema } from '../../schema/actions';
import { chooseRole } from '../opening';

/** PBS 8.A: the roll-off's winner chooses to be the invader or the defender. */
export const chooseRoleStep: StepDescriptor = {
  id: 'chooseRole',
  actions: [defineAction({ linkCode: 1, schema: ChooseRoleActionSchema, handle: chooseRole })],
  events: { roleChosen: 'room' },
  pending: (_rules, state) => state.roles === null,
  source: (rules, state) => rules.editions[state.setup.edition].rollOff.source,
  actor: (_rules, state) => state.rollOffWinner,
  legal: () => [
    { type: 'chooseRole', role: 'invader' },
    { type: 'chooseRole', role: 'defender' },
  ],
};
