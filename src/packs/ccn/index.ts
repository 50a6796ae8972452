/**
 * The Commands & Colors: Napoleonics pack (seed 003): its data, checked on first use, and its pure rules.
 * The UI imports this pack only through this file.
 */
export { ccnPack } from './bundled';
export { loadCcn, CCN_DATA_PATH, type CcnPack } from './load';
export type { CcnTerrain, CcnTerrainFile, CcnBattleSituation, CcnReading, CcnReadingId, CcnUnitType } from './schema';
export { CCN_READING_IDS } from './schema';
export type { PackLoad } from '../../lib/load';
export type { PackResult } from '../../lib/result';
export { hexDistance, hexNeighbours, hexLine, hexKey, sameHex, type HexCoord, type HexStep } from './hex';
export {
  CCN_TERRAIN_IDS,
  CCN_UNIT_KINDS,
  hexNotes,
  hexNotesWith,
  terrainChoices,
  type CcnTerrainId,
  type CcnUnitKind,
  type CcnHexTerrain,
  type CcnHexNotes,
  type CcnNote,
} from './movement';
export { battleDice, battleDiceWith, type CcnBattleDiceInput, type CcnBattleDice, type CcnApplied } from './battleDice';
export {
  lineOfSight,
  lineOfSightWith,
  type CcnBoard,
  type CcnBoardUnit,
  type CcnLineOfSight,
  type CcnSightReason,
} from './lineOfSight';
