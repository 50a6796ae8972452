import data from '../../../data/agv/terrain.json';
import type { PackLoad } from '../common/load';
import { loadAgv, type AgvPack } from './load';

let cached: PackLoad<AgvPack> | undefined;

/** The shipped A Great Victory! data, checked once; a failure is kept and reported, never thrown. */
export function agvPack(): PackLoad<AgvPack> {
  cached ??= loadAgv(data);
  return cached;
}
