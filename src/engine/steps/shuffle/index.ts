import { fullDeck } from '../../cards';
import { defineAction, type StepDescriptor } from '../../core/step';
import { shuffle } from '../../rng';
import { ShuffleDeckActionSchema } from '../../schema/actions';
import { shuffleDeck } from '../deal';

/** Digital cards: the seed shuffles the PBS deck (PBS 8.B). */
export const shuffleStep: StepDescriptor = {
  id: 'shuffle',
  actions: [defineAction({ linkCode: 4, schema: ShuffleDeckActionSchema, handle: shuffleDeck, chance: 'cards' })],
  events: { deckShuffled: 'room' },
  pending: (_rules, state) => state.setup.cards === 'digital' && state.deck === null,
  source: (rules, state) => rules.editions[state.setup.edition].territoryContest.source,
  legal: () => [],
  draw: (rules, _state, next) => ({ type: 'shuffleDeck', order: shuffle(next, fullDeck(rules)) }),
};
