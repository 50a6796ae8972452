import { isTopOf } from '../../cards';
import { privateEvent, publicEvent } from '../../events';
import { accept, refuse, type StepResult } from '../../refusal';
import type { Rules } from '../../rules';
import type { ActionOf } from '../../schema/action';
import { scoutingResult } from '../../scouting';
import { playerOf, type GameState, type ScoutingResult, type Side } from '../../state';

/** The scouting result everyone sees (PBS 10.A). */
function scoutingEvent(scouting: ScoutingResult) {
  return publicEvent('scoutingCounted', { totals: scouting.totals, outscouted: scouting.outscouted, by: scouting.by });
}

/** Cards each side draws for scouting: up to his army's scouting total, counting the PBS cards he kept (PBS 10.A). */
export function scoutingDraws(state: Pick<GameState, 'roles' | 'handCounts'> & { setup: Pick<GameState['setup'], 'players'> }, side: Side): number {
  const total = state.setup.players[playerOf(state, side)].army.scoutingCards;
  return Math.max(0, total - state.handCounts[side]);
}

/** PBS 10.A, physical cards: the most scouting cards a side can report, its scouting total or the PBS cards it kept if more; the screen stops its picks here. */
export function scoutingCardLimit(state: Pick<GameState, 'roles' | 'handCounts'> & { setup: Pick<GameState['setup'], 'players'> }, side: Side): number {
  return Math.max(state.setup.players[playerOf(state, side)].army.scoutingCards, state.handCounts[side]);
}

/** PBS 10.A, digital cards: each is dealt from the top of the deck up to his scouting total, invader first, into his hand. */
export function dealScouting(rules: Rules, state: GameState, action: ActionOf<'dealScouting'>): StepResult {
  if (!state.deck || !state.hands) return refuse('wrongStep', { stepId: state.stepId });
  const dealt = [...action.invader, ...action.defender];
  if (action.invader.length !== scoutingDraws(state, 'invader') || action.defender.length !== scoutingDraws(state, 'defender') || !isTopOf(state.deck, dealt)) {
    return refuse('badDeal', { purpose: 'scouting' });
  }
  const cards = { invader: [...state.hands.invader, ...action.invader], defender: [...state.hands.defender, ...action.defender] };
  const scouting = scoutingResult(rules, state.setup.edition, cards);
  return accept(
    {
      ...state,
      deck: state.deck.slice(dealt.length),
      hands: cards,
      handCounts: { invader: cards.invader.length, defender: cards.defender.length },
      scouting,
    },
    [
      publicEvent('cardsDealt', { purpose: 'scouting', invader: action.invader.length, defender: action.defender.length }),
      privateEvent('invader', 'handDealt', { side: 'invader', purpose: 'scouting', cards: action.invader }),
      privateEvent('defender', 'handDealt', { side: 'defender', purpose: 'scouting', cards: action.defender }),
      scoutingEvent(scouting),
    ],
  );
}

/** PBS 10.A, physical cards: the players report the cards they hold for scouting. */
export function reportScouting(rules: Rules, state: GameState, action: ActionOf<'reportScouting'>): StepResult {
  if (state.hands) return refuse('wrongStep', { stepId: state.stepId });
  for (const side of ['invader', 'defender'] as const) {
    const limit = scoutingCardLimit(state, side);
    if (action[side].length > limit) return refuse('tooManyScoutingCards', { side, limit });
  }
  const scouting = scoutingResult(rules, state.setup.edition, { invader: action.invader, defender: action.defender });
  return accept({ ...state, scouting }, [scoutingEvent(scouting)]);
}
