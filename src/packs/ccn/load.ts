import { loadPackFile, trustedPackFile, type PackLoad } from '../../lib/load';
import { CcnTerrainFileSchema, type CcnTerrain, type CcnTerrainFile } from './schema';

/** The C&C Napoleonics pack once its data is checked: the file and its terrain by id. */
export interface CcnPack {
  file: CcnTerrainFile;
  terrain: ReadonlyMap<string, CcnTerrain>;
}

/** Where the pack's data lives, for messages. */
export const CCN_DATA_PATH = 'data/ccn/terrain.json';

/** Checks the C&C Napoleonics terrain file (seed 003); a broken file disables this pack only, with a message. */
export function loadCcn(data: unknown, path = CCN_DATA_PATH): PackLoad<CcnPack> {
  return loadPackFile(CcnTerrainFileSchema, path, data, ccnFrom);
}

/** The shipped file, already checked by the build and the tests: built without the zod parse. */
export function trustedCcn(data: unknown): PackLoad<CcnPack> {
  return trustedPackFile(CCN_DATA_PATH, data, ccnFrom);
}

function ccnFrom(file: CcnTerrainFile) {
  return { problems: [], pack: { file, terrain: new Map(file.terrain.map((t) => [t.id, t])) } };
}
