import { loadPackFile, type PackLoad } from '../common/load';
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
  return loadPackFile(AgvTerrainFileSchema, path, data, (file) => ({
    problems: [],
    pack: { file, features: new Map(file.features.map((f) => [f.id, f])) },
  }));
}
