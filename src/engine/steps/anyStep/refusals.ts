import type { PositionStage, TableViolation } from '../../table/types';

/** What this step refuses, by code, with what each refusal says (the UI's word catalogue turns it into a sentence). */
export interface AnyStepRefusals {
  noSuchPiece: { piece: number };
  /** The piece has no placement yet, or (for its final position) the opponent has not decided yet. */
  notPlacedYet: { piece: number; terrain: string; stage: PositionStage };
  /** The recorded position breaks these rules; the unit and its size let the words give numbers. */
  positionBreaksRule: { piece: number; terrain: string; stage: PositionStage; unit: 'BW' | 'HBW'; mmPerUnit: number; violations: TableViolation[] };
}
