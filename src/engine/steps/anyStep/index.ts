import { defineAction, type StepRegistry } from '../../core/step';
import { publicEvent } from '../../events';
import { accept, refuse, type StepResult } from '../../refusal';
import type { Rules } from '../../rules';
import { inForce, rulesVersionOf, type InForce } from '../../rulesVersion';
import type { ActionOf } from '../../schema/action';
import { RecordPositionActionSchema } from './slice';
import type { GameState } from '../../state';
import { checkFootprint } from '../../table/check';
import { anyStepWords } from './words';
import { tableGeometry } from '../../table/geometry';
import type { TableViolation } from '../../table/types';

/**
 * Checks of a recorded position added after files recorded positions, with the app rules they apply from: the deep water
 * (seed 000 PBS 9.A, issue 27) is refused by the engine from rules 3, and a piece within 2020 Deep Water or Impassable Hills
 * (seed 002 Terrain table: "Nothing may go even partially within", issue 38) from rules 4; games of older rules were
 * checked by the table diagram only, before it recorded, and replay as the players recorded them (issue 34).
 */
const LATER_CHECKS: Partial<Record<TableViolation['code'], InForce>> = { inDeepWater: { since: 3 }, nothingWithin: { since: 4 } };

/**
 * Records where a piece went on the table (issue 10), at any step once it has a placement: where the
 * placement die put it, or where the opponent's move or pivot left it (PBS 9.A-9.E). Any player may
 * record; the flow never waits for it and it never changes the step.
 */
export function recordPosition(rules: Rules, state: GameState, action: ActionOf<'recordPosition'>): StepResult {
  const { type: _type, piece: id, stage, ...footprint } = action;
  const piece = state.pieces.find((p) => p.id === id);
  if (!piece) return refuse('noSuchPiece', { piece: id });
  if (piece.placement === null || (stage === 'final' && piece.outcome === null)) return refuse('notPlacedYet', { piece: id, terrain: piece.terrain, stage });
  const version = rulesVersionOf(state.setup);
  const violations = checkFootprint(rules, state, id, stage, footprint).filter((v) => inForce(LATER_CHECKS[v.code], version));
  const { unit, mmPerUnit } = tableGeometry(rules, state.setup);
  if (violations.length > 0) {
    return refuse('positionBreaksRule', { piece: id, terrain: piece.terrain, stage, unit, mmPerUnit, violations });
  }
  const updated = { ...piece, positions: { ...piece.positions, [stage]: footprint } };
  return accept({ ...state, pieces: state.pieces.map((p) => (p.id === id ? updated : p)) }, [
    publicEvent('positionRecorded', { piece: id, side: piece.owner, terrain: piece.terrain, stage, ...footprint, unit, mmPerUnit }),
  ]);
}

/** Positions on the table diagram: any step accepts them, from anyone, without changing the step (issue 10). */
export const anyStep: StepRegistry['anyStep'] = {
  actions: [defineAction({ linkCode: 26, schema: RecordPositionActionSchema, handle: recordPosition })],
  events: { positionRecorded: 'room' },
  words: anyStepWords,
};
