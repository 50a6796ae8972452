import { defineAction, type StepDescriptor } from '../../core/step';
import { DealPbsActionSchema } from '../../schema/actions';
import { playerOf } from '../../state';
import { dealPbs } from '../deal';

/** Digital cards: each army's PBS cards are dealt from the top of the shuffled deck (PBS 8.B). */
export const dealPbsStep: StepDescriptor = {
  id: 'dealPbs',
  actions: [defineAction({ linkCode: 5, schema: DealPbsActionSchema, handle: dealPbs, chance: 'cards' })],
  events: { cardsDealt: 'room', handDealt: 'player' },
  pending: (_rules, state) => state.setup.cards === 'digital' && state.hands === null,
  source: (rules, state) => rules.editions[state.setup.edition].territoryContest.source,
  legal: () => [],
  draw: (_rules, state) => {
    if (!state.deck) return null;
    const invader = state.deck.slice(0, state.setup.players[playerOf(state, 'invader')].army.pbsCards);
    const defender = state.deck.slice(invader.length, invader.length + state.setup.players[playerOf(state, 'defender')].army.pbsCards);
    return { type: 'dealPbs', invader, defender };
  },
};
