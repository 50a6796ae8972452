import { fullDeck, isFullDeck, isTopOf } from '../cards';
import { accept, refuse, type StepResult } from '../refusal';
import type { Rules } from '../rules';
import type { ActionOf } from '../schema/action';
import { playerOf, type GameState } from '../state';

/** Digital cards: the shuffled deck must hold exactly the components deck (RULES-NOTES 4). */
export function shuffleDeck(rules: Rules, state: GameState, action: ActionOf<'shuffleDeck'>): StepResult {
  if (!isFullDeck(rules, action.order)) {
    return refuse('badCards', `A shuffled deck must hold exactly the ${fullDeck(rules).length} cards of the command deck.`);
  }
  return accept({ ...state, deck: action.order });
}

/** PBS 8.B: each draws his army's number of PBS cards, dealt from the top of the shared deck, invader first. */
export function dealPbs(_rules: Rules, state: GameState, action: ActionOf<'dealPbs'>): StepResult {
  const deck = state.deck;
  if (!deck) return refuse('wrongStep', 'The deck has not been shuffled.');
  const want = (side: 'invader' | 'defender') => state.setup.players[playerOf(state, side)].army.pbsCards;
  const dealt = [...action.invader, ...action.defender];
  if (action.invader.length !== want('invader') || action.defender.length !== want('defender') || !isTopOf(deck, dealt)) {
    return refuse('chanceMismatch', 'The dealt cards must be the top cards of the deck, as many as each army has PBS cards.');
  }
  return accept({
    ...state,
    deck: deck.slice(dealt.length),
    hands: { invader: action.invader, defender: action.defender },
    handCounts: { invader: action.invader.length, defender: action.defender.length },
  });
}
