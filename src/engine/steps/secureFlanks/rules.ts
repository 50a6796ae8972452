import { publicEvent } from '../../events';
import { accept, refuse, type StepResult } from '../../refusal';
import type { Rules } from '../../rules';
import type { ActionOf } from '../../schema/action';
import type { GameState, Piece } from '../../state';
import { flankOptions, flankTurn } from '../../terrain';

/** PBS 9.A: the defender places the deep-water flank along a side edge, at most 6 BW into the table. */
export function placeDeepWater(_rules: Rules, state: GameState, action: ActionOf<'placeDeepWater'>): StepResult {
  if (state.flank?.kind !== 'deepWater') return refuse('wrongStep', { stepId: state.stepId });
  return accept({ ...state, flank: { kind: 'deepWater', edge: action.edge } }, [publicEvent('deepWaterPlaced', { side: 'defender', edge: action.edge })]);
}

/**
 * PBS 9.A: each places one piece of the square's flank terrain, defender first, the invader in the
 * same flank sector; flank pieces are never moved by the opponent (seed 002 Secure Flanks).
 */
export function placeFlankPiece(rules: Rules, state: GameState, action: ActionOf<'placeFlankPiece'>): StepResult {
  const flank = state.flank;
  if (flank?.kind !== 'pieces') return refuse('wrongStep', { stepId: state.stepId });
  if (action.side !== flankTurn(state)) return refuse('notYourTurn', { actor: flankTurn(state) });
  if (!flankOptions(rules, state).includes(action.terrain)) return refuse('flankNotOffered', { terrain: action.terrain });
  if (flank.sector !== null && action.sector !== flank.sector) return refuse('sameFlankSector', { sector: flank.sector });
  const piece: Piece = {
    id: state.pieces.length,
    owner: action.side,
    terrain: action.terrain,
    kind: 'flank',
    declared: null,
    placement: { method: 'secureFlank', sector: action.sector },
    opponentDie: null,
    outcome: 'keep',
    positions: {},
  };
  return accept({ ...state, pieces: [...state.pieces, piece], flank: { ...flank, sector: action.sector } }, [
    publicEvent('flankPiecePlaced', { side: action.side, terrain: action.terrain, sector: action.sector }),
  ]);
}

/** A side with no flank option left (every option capped) places none. */
export function skipFlankPiece(rules: Rules, state: GameState, action: ActionOf<'skipFlankPiece'>): StepResult {
  const flank = state.flank;
  if (flank?.kind !== 'pieces') return refuse('wrongStep', { stepId: state.stepId });
  if (action.side !== flankTurn(state)) return refuse('notYourTurn', { actor: flankTurn(state) });
  if (flankOptions(rules, state).length > 0) return refuse('flankPieceRequired', {});
  return accept({ ...state, flank: { ...flank, skipped: [...flank.skipped, action.side] } }, [publicEvent('flankPieceSkipped', { side: action.side })]);
}
