import { loadPackFile, trustedPackFile, type PackLoad } from '../../lib/load';
import { AgvTerrainFileSchema, type AgvFeature, type AgvTerrainFile } from './schema';

/** The A Great Victory! pack once its data is checked: the file and its features by id. */
export interface AgvPack {
  file: AgvTerrainFile;
  features: ReadonlyMap<string, AgvFeature>;
}

/** Where the pack's data lives, for messages. */
export const AGV_DATA_PATH = 'data/agv/terrain.json';

/** Checks the A Great Victory! terrain file (seed 004); a broken file disables this pack only, with a message. */
export function loadAgv(data: unknown, path = AGV_DATA_PATH): PackLoad<AgvPack> {
  return loadPackFile(AgvTerrainFileSchema, path, data, agvFrom);
}

/** The shipped file, already checked by the build and the tests: built without the zod parse. */
export function trustedAgv(data: unknown): PackLoad<AgvPack> {
  return trustedPackFile(AGV_DATA_PATH, data, agvFrom);
}

function agvFrom(file: AgvTerrainFile) {
  return { problems: [], pack: { file, features: new Map(file.features.map((f) => [f.id, f])) } };
}
