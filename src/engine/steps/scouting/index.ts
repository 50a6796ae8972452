import { defineAction, type StepDescriptor } from '../../core/step';
import { DealScoutingActionSchema, ReportScoutingActionSchema } from './slice';
import { dealScouting, reportScouting, scoutingDraws } from './rules';
import { scoutingWords } from './words';

/** PBS 10.A: each side draws scouting cards; the best count, and the better total outscouts the other. */
export const scoutingStep: StepDescriptor = {
  id: 'scouting',
  words: scoutingWords,
  actions: [
    defineAction({ linkCode: 22, schema: DealScoutingActionSchema, handle: dealScouting, chance: 'cards' }),
    defineAction({ linkCode: 23, schema: ReportScoutingActionSchema, handle: reportScouting }),
  ],
  events: { cardsDealt: 'room', handDealt: 'player', scoutingCounted: 'room' },
  // The deals it shares with the PBS deal: its own are for scouting.
  claims: (event) => 'purpose' in event.params && event.params.purpose === 'scouting',
  pending: (_rules, state) => state.scouting === null,
  source: (rules, state) => rules.editions[state.setup.edition].scouting.source,
  // Physical scouting reports are free lists of cards: not enumerated.
  legal: () => [],
  draw: (_rules, state) => {
    if (!state.deck) return null;
    const invader = state.deck.slice(0, scoutingDraws(state, 'invader'));
    const defender = state.deck.slice(invader.length, invader.length + scoutingDraws(state, 'defender'));
    return { type: 'dealScouting', invader, defender };
  },
};
