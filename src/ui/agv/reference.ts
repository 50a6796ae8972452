import { agvPack } from '../../packs/agv';
import { packPart } from '../reference/packPart';
import type { PackFacts } from '../reference/referenceModel';
import { agvFacts } from './agvFacts';

/** A Great Victory!'s part of the rules reference: its terrain guidelines as cards (seed 004), or why its pack did not load. */
export function agvReference(load = agvPack()): PackFacts {
  return packPart('agv', load, ({ file }) => ({ title: file.title, source: file.source, facts: agvFacts(file) }));
}
