import { ccnPack } from '../../packs/ccn';
import { packPart } from '../reference/packPart';
import type { PackFacts } from '../reference/referenceModel';
import { ccnFacts } from './ccnFacts';

/** C&C Napoleonics' part of the rules reference: its hex terrain as cards (seed 003), or why its pack did not load. */
export function ccnReference(load = ccnPack()): PackFacts {
  return packPart('ccn', load, ({ file }) => ({ title: file.title, source: file.source, facts: ccnFacts(file) }));
}
