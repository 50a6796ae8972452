import type { Rules } from '../../engine';
import { citableEntries, type Citable } from '../reference/citable';
import { referenceModel, type ReferenceModel } from '../reference/referenceModel';

const cache = new WeakMap<Rules, { model: ReferenceModel; entries: Citable[] }>();

/** The reference's Mortem et Gloriam entries for a set of rules, built once: what citations and the glossary show in place (no other pack's data). */
export function ruleIndex(rules: Rules): { model: ReferenceModel; entries: Citable[] } {
  let index = cache.get(rules);
  if (!index) {
    const model = referenceModel(rules, []);
    index = { model, entries: citableEntries(model) };
    cache.set(rules, index);
  }
  return index;
}
