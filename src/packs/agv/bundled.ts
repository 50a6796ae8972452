import data from '../../../data/agv/terrain.json';
import type { PackLoad } from '../../lib/load';
import { trustedAgv, type AgvPack } from './load';

let cached: PackLoad<AgvPack> | undefined;

/** The shipped A Great Victory! data, built once without the zod parse (vite.config.ts and the tests check the file); a failure of its cross-checks is kept and reported, never thrown. */
export function agvPack(): PackLoad<AgvPack> {
  cached ??= trustedAgv(data);
  return cached;
}
