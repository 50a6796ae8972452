/**
 * The A Great Victory! pack (seed 004): its data, checked on first use, and its pure rules.
 * The UI imports this pack only through this file.
 */
export { agvPack } from './bundled';
export { loadAgv, AGV_DATA_PATH, type AgvPack } from './load';
export type { AgvCiteKey, AgvFeature, AgvTerrainFile, AgvUnitType, AgvRate, AgvReading, AgvReadingId, AgvCover, AgvHandToHand } from './schema';
export { AGV_UNIT_TYPES, AGV_READING_IDS } from './schema';
export type { PackLoad } from '../../lib/load';
export type { PackResult, AppliedRule } from '../../lib/result';
export {
  AGV_CLEAR,
  AGV_MOVE_KINDS,
  featureEffects,
  featureEffectsWith,
  movementRate,
  movementRateWith,
  type AgvApplied,
  type AgvAppliedCode,
  type AgvCited,
  type AgvFeatureEffects,
  type AgvMoveKind,
  type AgvMovementRate,
} from './effects';
export {
  checkLayout,
  checkLayoutWith,
  measuringReadingsWith,
  baseWidthOfWith,
  linearWidthWith,
  type AgvGeneralPiece,
  type AgvLinearPiece,
  type AgvPiece,
  type AgvLayout,
  type AgvLayoutCheck,
  type AgvViolation,
  type AgvViolationCode,
} from './layout';
export { AGV_FIRE_KINDS, fireDice, fireDiceWith, meleeDice, meleeDiceWith, scaleDice, type AgvFireKind, type AgvFireDice, type AgvMeleeDice } from './dice';
export { OVAL_TOLERANCE_CM, outline, pieceExtent, type Piece, type Point, type Polygon } from './geometry';
