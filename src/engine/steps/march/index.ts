import { defineAction, type StepDescriptor } from '../../core/step';
import { PlayDayCardActionSchema } from './slice';
import { SIDES } from '../../state';
import { editionOf } from '../../terrain';
import { cardChoices, forcedPass } from '../shared/faceDownCards';
import { canPass, playDayCard } from './rules';
import { marchWords } from './words';

/** PBS 8.D: each day both play a card face down; the better card moves the counter. */
export const marchStep: StepDescriptor = {
  id: 'march',
  words: marchWords,
  actions: [defineAction({ linkCode: 9, schema: PlayDayCardActionSchema, handle: playDayCard, fromHand: true })],
  events: { cardCommitted: 'room', cardChosen: 'player', dayRevealed: 'room', passedWithNoCards: 'table' },
  cardRound: 'day',
  reveals: ['dayRevealed'],
  // The card events it shares with the territory contest: a day's are numbered.
  claims: (event) => 'round' in event.params && event.params.round !== null,
  pending: (rules, state) => state.pendingMove === null && state.days.length < editionOf(rules, state).march.days,
  source: (rules, state) => rules.editions[state.setup.edition].march.source,
  legal: (rules, state) => SIDES.flatMap((side) => cardChoices(state, side, canPass(rules, state, side)).map((card) => ({ type: 'playDayCard', side, card }) as const)),
  automatic: (_rules, state) => forcedPass(state, (side) => ({ type: 'playDayCard', side, card: null })),
};
