import { defineAction, type StepDescriptor } from '../../core/step';
import { publicEvent } from '../../events';
import { accept, refuse, type StepResult } from '../../refusal';
import type { Rules } from '../../rules';
import type { ActionOf } from '../../schema/action';
import { ChooseRoleActionSchema } from './slice';
import type { GameState, PlayerIndex } from '../../state';
import { editionOf } from '../../terrain';
import { chooseRoleWords } from './words';

/** PBS 8.A: the winner chooses invader or defender; only a winner who invades with a skull may intercept. */
export function chooseRole(rules: Rules, state: GameState, action: ActionOf<'chooseRole'>): StepResult {
  const winner = state.rollOffWinner;
  if (winner === null) return refuse('wrongStep', { stepId: state.stepId });
  const loser = (1 - winner) as PlayerIndex;
  const roles = action.role === 'invader' ? { invader: winner, defender: loser } : { invader: loser, defender: winner };
  const skull = state.rollOff.last?.faces[winner] === editionOf(rules, state).rollOff.interceptFace;
  const physical = state.setup.cards === 'physical';
  const players = state.setup.players;
  return accept(
    {
      ...state,
      roles,
      intercept: action.role === 'invader' && skull ? null : false,
      handCounts: physical ? { invader: players[roles.invader].army.pbsCards, defender: players[roles.defender].army.pbsCards } : state.handCounts,
    },
    [publicEvent('roleChosen', { player: winner, role: action.role })],
  );
}

/** PBS 8.A: the roll-off's winner chooses to be the invader or the defender. */
export const chooseRoleStep: StepDescriptor = {
  id: 'chooseRole',
  words: chooseRoleWords,
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
