import { fullDeck, isFullDeck, isTopOf } from '../cards';
import { privateEvent, publicEvent } from '../events';
import { accept, refuse, type StepResult } from '../refusal';
import type { Rules } from '../rules';
import type { ActionOf } from '../schema/action';
import { playerOf, type GameState } from '../state';

/** Digital cards: the shuffled deck must hold exactly the components deck (RULES-NOTES 4). */
export function shuffleDeck(rules: Rules, state: GameState, action: ActionOf<'shuffleDeck'>): StepResult {
  if (!isFullDeck(rules, action.order)) {
    return refuse('badDeck', { size: fullDeck(rules).length });
  }
  return accept({ ...state, deck: action.order }, [publicEvent('deckShuffled', { size: action.order.length })]);
}

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
