import { defineAction, type StepDescriptor } from '../../core/step';
import type { Action } from '../../schema/action';
import { PlaceWithoutDiceActionSchema, ResolvePieceActionSchema, RollOpponentActionSchema, RollPlacementActionSchema } from './slice';
import { rollDie } from '../../rng';
import { allowedOutcomes, currentPiece, noDiceMethods } from '../../terrain';
import type { StepId } from '../../state';
import { placeWithoutDice, resolvePiece, rollOpponent, rollPlacement } from './rules';
import type { StepWords } from '../../messages';
import { placeCompulsoryWords } from './words';

const PLACEMENT_ACTIONS = [
  defineAction({ linkCode: 16, schema: RollPlacementActionSchema, handle: rollPlacement, chance: 'dice' }),
  defineAction({ linkCode: 17, schema: PlaceWithoutDiceActionSchema, handle: placeWithoutDice }),
  defineAction({ linkCode: 18, schema: RollOpponentActionSchema, handle: rollOpponent, chance: 'dice' }),
  defineAction({ linkCode: 19, schema: ResolvePieceActionSchema, handle: resolvePiece }),
];

const DICE = [1, 2, 3, 4, 5, 6];

/**
 * PBS 9.D-9.E, one piece at a time: its owner rolls for its placement (or places it without dice where the
 * terrain allows), the opponent rolls, and the opponent's die decides whether it stays, moves or goes.
 */
export function placementStep(id: Extract<StepId, 'placeCompulsory' | 'placeOptional'>, kind: 'compulsory' | 'optional', words: StepWords): StepDescriptor {
  return {
    id,
    words,
    actions: PLACEMENT_ACTIONS,
    events: { placementRolled: 'room', placedWithoutDice: 'room', opponentRolled: 'room', pieceResolved: 'room' },
    rolls: ['placementRolled', 'opponentRolled'],
    pending: (_rules, state) => currentPiece(state, kind) !== undefined,
    source: (rules, state) => rules.editions[state.setup.edition].placement.source,
    actor: (_rules, state) => {
      const piece = currentPiece(state, kind);
      if (!piece) return null;
      return piece.placement === null ? piece.owner : piece.owner === 'invader' ? 'defender' : 'invader';
    },
    chanceAmongOthers: true,
    legal: (rules, state) => {
      const piece = currentPiece(state, kind);
      if (!piece) return [];
      if (piece.placement === null) {
        return DICE.map((die): Action => ({ type: 'rollPlacement', die })).concat(
          noDiceMethods(rules, state, piece).map((method): Action => ({ type: 'placeWithoutDice', method })),
        );
      }
      if (piece.opponentDie === null) return DICE.map((die): Action => ({ type: 'rollOpponent', die }));
      return allowedOutcomes(rules, state, piece).map((outcome): Action => ({ type: 'resolvePiece', outcome }));
    },
    draw: (_rules, state, next) => {
      const piece = currentPiece(state, kind);
      if (!piece) return null;
      if (piece.placement === null) return { type: 'rollPlacement', die: rollDie(next) };
      if (piece.opponentDie === null) return { type: 'rollOpponent', die: rollDie(next) };
      return null;
    },
    automatic: (rules, state) => {
      const piece = currentPiece(state, kind);
      // A placement the owner may make without dicing is a choice, so its die is not rolled for him.
      return piece !== undefined && piece.placement === null && noDiceMethods(rules, state, piece).length > 0 ? 'choice' : null;
    },
  };
}

/** PBS 9.D: the compulsory pieces are placed one at a time. */
export const placeCompulsoryStep = placementStep('placeCompulsory', 'compulsory', placeCompulsoryWords);
