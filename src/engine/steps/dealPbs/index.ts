import { isTopOf } from '../../cards';
import { defineAction, type StepDescriptor } from '../../core/step';
import { privateEvent, publicEvent } from '../../events';
import { accept, refuse, type StepResult } from '../../refusal';
import type { Rules } from '../../rules';
import type { ActionOf } from '../../schema/action';
import { DealPbsActionSchema } from './slice';
import { playerOf, type GameState } from '../../state';
import { dealPbsWords } from './words';

/** PBS 8.B: each draws his army's number of PBS cards, dealt from the top of the shared deck, invader first. */
export function dealPbs(_rules: Rules, state: GameState, action: ActionOf<'dealPbs'>): StepResult {
  const deck = state.deck;
  if (!deck) return refuse('wrongStep', { stepId: state.stepId });
  const players = state.setup.players;
  const dealt = [...action.invader, ...action.defender];
  if (
    action.invader.length !== players[playerOf(state, 'invader')].army.pbsCards ||
    action.defender.length !== players[playerOf(state, 'defender')].army.pbsCards ||
    !isTopOf(deck, dealt)
  ) {
    return refuse('badDeal', { purpose: 'pbs' });
  }
  return accept(
    {
      ...state,
      deck: deck.slice(dealt.length),
      hands: { invader: action.invader, defender: action.defender },
      handCounts: { invader: action.invader.length, defender: action.defender.length },
    },
    [
      publicEvent('cardsDealt', { purpose: 'pbs', invader: action.invader.length, defender: action.defender.length }),
      privateEvent('invader', 'handDealt', { side: 'invader', purpose: 'pbs', cards: action.invader }),
      privateEvent('defender', 'handDealt', { side: 'defender', purpose: 'pbs', cards: action.defender }),
    ],
  );
}

/** Digital cards: each army's PBS cards are dealt from the top of the shuffled deck (PBS 8.B). */
export const dealPbsStep: StepDescriptor = {
  id: 'dealPbs',
  words: dealPbsWords,
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
