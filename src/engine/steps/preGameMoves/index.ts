import { defineAction, type StepDescriptor } from '../../core/step';
import { ConfirmPreGameMovesActionSchema } from '../../schema/actions';
import { editionOf } from '../../terrain';
import { confirmPreGameMoves } from '../closing';

/** The edition's pre-game moves, where it has them, confirmed by the players. */
export const preGameMovesStep: StepDescriptor = {
  id: 'preGameMoves',
  actions: [defineAction({ linkCode: 25, schema: ConfirmPreGameMovesActionSchema, handle: confirmPreGameMoves })],
  events: { preGameMovesDone: 'room' },
  pending: (rules, state) => editionOf(rules, state).preGameMoves !== null && !state.preGameMovesDone,
  source: (rules, state) => {
    const edition = rules.editions[state.setup.edition];
    return edition.preGameMoves?.source ?? edition.source;
  },
  legal: () => [{ type: 'confirmPreGameMoves' }],
};
