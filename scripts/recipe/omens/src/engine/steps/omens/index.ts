import { defineAction, type StepDescriptor } from '../../core/step';
import { publicEvent } from '../../events';
import { accept, type StepResult } from '../../refusal';
import { rollDie } from '../../rng';
import type { Rules } from '../../rules';
import type { ActionOf } from '../../schema/action';
import type { GameState } from '../../state';
import { ReadOmensActionSchema } from './slice';
import { omensWords } from './words';

/** The omen die read: the seed's roll in digital dice mode, the players' in physical. */
export function readOmens(_rules: Rules, state: GameState, action: ActionOf<'readOmens'>): StepResult {
  return accept({ ...state, omen: action.die }, [publicEvent('omensRead', { die: action.die })]);
}

/** The made-up omens, after the roll-off: games of app rules 3 or older skip them. */
export const omensStep: StepDescriptor = {
  id: 'omens',
  since: __NEXT_RULES__,
  words: omensWords,
  actions: [defineAction({ linkCode: 31, schema: ReadOmensActionSchema, handle: readOmens, chance: 'dice' })],
  events: { omensRead: 'room' },
  pending: (_rules, state) => state.omen === undefined,
  source: (rules, state) => rules.editions[state.setup.edition].rollOff.source,
  legal: () => [1, 2, 3, 4, 5, 6].map((die) => ({ type: 'readOmens', die })),
  draw: (_rules, _state, next) => ({ type: 'readOmens', die: rollDie(next) }),
};
