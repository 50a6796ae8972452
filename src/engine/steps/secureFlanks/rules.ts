import { publicEvent } from '../../events';
import { accept, refuse, type StepResult } from '../../refusal';
import type { Rules } from '../../rules';
import { inForce, rulesVersionOf, type InForce } from '../../rulesVersion';
import type { Setup } from '../../schema/setup';
import { ruleDistance, scaleOf } from '../../table/distances';
import type { ActionOf } from '../../schema/action';
import type { GameState, Piece } from '../../state';
import { flankOptions, flankTurn } from '../../terrain';

/** From app rules 5 the defender records how deep the water is (issue 38); before, it is always the full depth. */
const RECORDED_DEPTH: InForce = { since: 5 };

/** Whether a game records the deep water's depth (app rules 5 on). */
export function recordsDeepWaterDepth(setup: Pick<Setup, 'rulesVersion' | 'legacyTerritoryPass'>): boolean {
  return inForce(RECORDED_DEPTH, rulesVersionOf(setup));
}

/** The deepest the deep-water flank may be, in the game's unit: the data's distance (000 PBS 9.A "no more than 6BW"), scaled as the data says. */
export function deepWaterMaxDepth(rules: Rules, setup: Pick<Setup, 'edition' | 'scale'>): number {
  return ruleDistance(rules, setup, 'deepWater')?.value ?? rules.editions[setup.edition].secureFlanks.deepWaterMaxBw;
}

/** PBS 9.A: the defender places the deep-water flank along a side edge, "no more than 6BW into the table" (its depth recorded from app rules 5). */
export function placeDeepWater(rules: Rules, state: GameState, action: ActionOf<'placeDeepWater'>): StepResult {
  if (state.flank?.kind !== 'deepWater') return refuse('wrongStep', { stepId: state.stepId });
  const { depth } = action;
  if (depth !== undefined) {
    if (!recordsDeepWaterDepth(state.setup)) return refuse('notInForce', { type: action.type, rulesVersion: rulesVersionOf(state.setup) });
    const max = deepWaterMaxDepth(rules, state.setup);
    if (depth > max) return refuse('deepWaterTooDeep', { depth, max, unit: scaleOf(rules, state.setup).unit });
  }
  const flank = { kind: 'deepWater' as const, edge: action.edge, ...(depth === undefined ? {} : { depth }) };
  const told = depth === undefined ? {} : { depth: { value: depth, unit: scaleOf(rules, state.setup).unit } };
  return accept({ ...state, flank }, [publicEvent('deepWaterPlaced', { side: 'defender', edge: action.edge, ...told })]);
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
