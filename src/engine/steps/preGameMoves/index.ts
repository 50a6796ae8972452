import { defineAction, type StepDescriptor } from '../../core/step';
import { publicEvent } from '../../events';
import { accept, type StepResult } from '../../refusal';
import type { Rules } from '../../rules';
import { ConfirmPreGameMovesActionSchema } from './slice';
import type { GameState } from '../../state';
import { editionOf } from '../../terrain';
import { preGameMovesWords } from './words';

/** Seed 000 PBS 10.H: the pre-game moves are done. */
export function confirmPreGameMoves(_rules: Rules, state: GameState): StepResult {
  return accept({ ...state, preGameMovesDone: true }, [publicEvent('preGameMovesDone', {})]);
}

/** The edition's pre-game moves, where it has them, confirmed by the players. */
export const preGameMovesStep: StepDescriptor = {
  id: 'preGameMoves',
  words: preGameMovesWords,
  actions: [defineAction({ linkCode: 25, schema: ConfirmPreGameMovesActionSchema, handle: confirmPreGameMoves })],
  events: { preGameMovesDone: 'room' },
  pending: (rules, state) => editionOf(rules, state).preGameMoves !== null && !state.preGameMovesDone,
  source: (rules, state) => {
    const edition = rules.editions[state.setup.edition];
    return edition.preGameMoves?.source ?? edition.source;
  },
  legal: () => [{ type: 'confirmPreGameMoves' }],
};
