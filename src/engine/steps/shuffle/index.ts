import { fullDeck, isFullDeck } from '../../cards';
import { defineAction, type StepDescriptor } from '../../core/step';
import { publicEvent } from '../../events';
import { accept, refuse, type StepResult } from '../../refusal';
import { shuffle } from '../../rng';
import type { Rules } from '../../rules';
import type { ActionOf } from '../../schema/action';
import { ShuffleDeckActionSchema } from './slice';
import type { GameState } from '../../state';
import { shuffleWords } from './words';

/** Digital cards: the shuffled deck must hold exactly the components deck (RULES-NOTES 4). */
export function shuffleDeck(rules: Rules, state: GameState, action: ActionOf<'shuffleDeck'>): StepResult {
  if (!isFullDeck(rules, action.order)) {
    return refuse('badDeck', { size: fullDeck(rules).length });
  }
  return accept({ ...state, deck: action.order }, [publicEvent('deckShuffled', { size: action.order.length })]);
}

/** Digital cards: the seed shuffles the PBS deck (PBS 8.B). */
export const shuffleStep: StepDescriptor = {
  id: 'shuffle',
  words: shuffleWords,
  actions: [defineAction({ linkCode: 4, schema: ShuffleDeckActionSchema, handle: shuffleDeck, chance: 'cards' })],
  events: { deckShuffled: 'room' },
  pending: (_rules, state) => state.setup.cards === 'digital' && state.deck === null,
  source: (rules, state) => rules.editions[state.setup.edition].territoryContest.source,
  legal: () => [],
  draw: (rules, _state, next) => ({ type: 'shuffleDeck', order: shuffle(next, fullDeck(rules)) }),
};
