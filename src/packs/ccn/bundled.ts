import data from '../../../data/ccn/terrain.json';
import type { PackLoad } from '../common/load';
import { loadCcn, type CcnPack } from './load';

let cached: PackLoad<CcnPack> | undefined;

/** The shipped C&C Napoleonics data, checked once; a failure is kept and reported, never thrown. */
export function ccnPack(): PackLoad<CcnPack> {
  cached ??= loadCcn(data);
  return cached;
}
