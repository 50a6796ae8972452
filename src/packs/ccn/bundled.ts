import data from '../../../data/ccn/terrain.json';
import type { PackLoad } from '../../lib/load';
import { trustedCcn, type CcnPack } from './load';

let cached: PackLoad<CcnPack> | undefined;

/** The shipped C&C Napoleonics data, built once without the zod parse (vite.config.ts and the tests check the file); a failure of its cross-checks is kept and reported, never thrown. */
export function ccnPack(): PackLoad<CcnPack> {
  cached ??= trustedCcn(data);
  return cached;
}
