import { replaced, revised, type HandleContext } from '../../core/step';
import { publicEvent } from '../../events';
import { accept, refuse, type StepResult } from '../../refusal';
import type { Rules } from '../../rules';
import type { ActionOf } from '../../schema/action';
import { opponent, type GameState, type Piece, type PiecePlacement } from '../../state';
import { allowedOutcomes, currentPiece, editionOf, noDiceMethods, terrainOf, type TerritoryContext } from '../../terrain';

function kindOf(state: GameState): 'compulsory' | 'optional' {
  return state.stepId === 'placeCompulsory' ? 'compulsory' : 'optional';
}

/** The state with `piece`, one of its pieces, replaced by a copy made with the placement, opponent's die and outcome given. */
function update(state: GameState, piece: Piece, { placement, opponentDie, outcome }: Pick<Piece, 'placement' | 'opponentDie' | 'outcome'>, context: HandleContext | undefined): GameState {
  const placed: Piece = { ...piece, placement, opponentDie, outcome };
  return revised(state, { pieces: replaced(state.pieces, state.pieces.indexOf(piece), placed, context) }, context);
}

/** PBS 9.E: where the placement die sends the piece; Plains mountains use odd = left, even = right; edge-only terrain touches an edge. */
export function placementFor(rules: Rules, state: TerritoryContext, piece: Pick<Piece, 'terrain'>, die: number): PiecePlacement {
  const terrain = terrainOf(rules, state, piece.terrain);
  if (terrain?.placement.flankSectorOnly) {
    return { method: 'flankSectorOnly', die, sector: die % 2 === 1 ? 'left' : 'right' };
  }
  const row = editionOf(rules, state).placement.die.find((r) => r.faces.includes(die));
  if (!row) throw new Error(`no placement row for ${die}`);
  // Seed 000 terrain tables: a Town (Desert, Forest) or Village (Jungle) "can only be deployed touching a table edge".
  const touchTableEdge = row.touchTableEdge || terrain?.placement.mustTouchTableEdge === true;
  return { method: 'dice', die, sector: row.sector, touchTableEdge };
}

/** Seed 002 terrain table: a piece whose terrain is lost in the centre (deep water, impassable hills) and that the die sends there is lost. */
export function lostOnPlacement(rules: Rules, state: TerritoryContext, piece: Pick<Piece, 'terrain'>, placement: PiecePlacement): boolean {
  return 'sector' in placement && placement.sector === 'centre' && terrainOf(rules, state, piece.terrain)?.placement.lostInCentre === true;
}

/** PBS 9.E: the owner rolls the placement die for the current piece; 2020 impassable pieces sent to the centre are lost. */
export function rollPlacement(rules: Rules, state: GameState, action: ActionOf<'rollPlacement'>, context?: HandleContext): StepResult {
  const piece = currentPiece(state, kindOf(state));
  if (!piece || piece.placement !== null) return refuse('wrongStep', { stepId: state.stepId });
  const placement = placementFor(rules, state, piece, action.die);
  const lost = lostOnPlacement(rules, state, piece, placement);
  return accept(update(state, piece, { placement, opponentDie: piece.opponentDie, outcome: lost ? 'remove' : null }, context), [
    publicEvent('placementRolled', { side: piece.owner, terrain: piece.terrain, die: action.die, placement, lost }),
  ]);
}

/** Territory exceptions: contiguous fields or marsh touching deep water are placed without dicing, and stay where placed. */
export function placeWithoutDice(rules: Rules, state: GameState, action: ActionOf<'placeWithoutDice'>, context?: HandleContext): StepResult {
  const piece = currentPiece(state, kindOf(state));
  if (!piece || piece.placement !== null) return refuse('wrongStep', { stepId: state.stepId });
  if (!noDiceMethods(rules, state, piece).includes(action.method)) return refuse('noDiceNotAllowed', {});
  return accept(update(state, piece, { placement: { method: action.method }, opponentDie: piece.opponentDie, outcome: 'keep' }, context), [
    publicEvent('placedWithoutDice', { side: piece.owner, terrain: piece.terrain, method: action.method }),
  ]);
}

/** PBS 9.E: the opponent rolls; below the lowest row of his table the piece stays as placed. */
export function rollOpponent(rules: Rules, state: GameState, action: ActionOf<'rollOpponent'>, context?: HandleContext): StepResult {
  const piece = currentPiece(state, kindOf(state));
  if (!piece || piece.placement === null || piece.opponentDie !== null) return refuse('wrongStep', { stepId: state.stepId });
  const kept = allowedOutcomes(rules, state, { terrain: piece.terrain, opponentDie: action.die }).length === 1;
  return accept(update(state, piece, { placement: piece.placement, opponentDie: action.die, outcome: kept ? 'keep' : piece.outcome }, context), [
    publicEvent('opponentRolled', { side: opponent(piece.owner), terrain: piece.terrain, die: action.die, kept }),
  ]);
}

/** PBS 9.E: the opponent keeps, moves (up to 6 BW), pivots or removes the piece as his die allows. */
export function resolvePiece(rules: Rules, state: GameState, action: ActionOf<'resolvePiece'>, context?: HandleContext): StepResult {
  const piece = currentPiece(state, kindOf(state));
  if (!piece || piece.opponentDie === null) return refuse('wrongStep', { stepId: state.stepId });
  if (!allowedOutcomes(rules, state, piece).includes(action.outcome)) {
    return refuse('outcomeNotAllowed', { die: piece.opponentDie, outcome: action.outcome });
  }
  return accept(update(state, piece, { placement: piece.placement, opponentDie: piece.opponentDie, outcome: action.outcome }, context), [
    publicEvent('pieceResolved', { side: opponent(piece.owner), terrain: piece.terrain, outcome: action.outcome }),
  ]);
}
