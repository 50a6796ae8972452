import { defineAction, type StepDescriptor } from '../../core/step';
import { PlayTerritoryCardActionSchema } from './slice';
import { SIDES } from '../../state';
import { cardChoices, forcedPass } from '../shared/faceDownCards';
import { canPassTerritoryCard, playTerritoryCard } from './rules';
import { territoryCardsWords } from './words';

/** PBS 8.B: both play a card face down for the territory contest; both act at once. */
export const territoryCardsStep: StepDescriptor = {
  id: 'territoryCards',
  words: territoryCardsWords,
  actions: [defineAction({ linkCode: 6, schema: PlayTerritoryCardActionSchema, handle: playTerritoryCard, fromHand: true })],
  events: { cardCommitted: 'room', cardChosen: 'player', territoryContestRevealed: 'room', passedWithNoCards: 'table' },
  cardRound: 'contest',
  reveals: ['territoryContestRevealed'],
  pending: (_rules, state) => state.territoryCards === null,
  source: (rules, state) => rules.editions[state.setup.edition].territoryContest.source,
  legal: (rules, state) =>
    SIDES.flatMap((side) => cardChoices(state, side, canPassTerritoryCard(rules, state, side)).map((card) => ({ type: 'playTerritoryCard', side, card }) as const)),
  automatic: (_rules, state) => forcedPass(state, (side) => ({ type: 'playTerritoryCard', side, card: null })),
};
