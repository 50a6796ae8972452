import type { Rules, Setup } from '../../engine';
import { citableEntries, type Citable } from '../reference/citable';
import { referenceModel, type ReferenceModel } from '../reference/referenceModel';

const cache = new WeakMap<Rules, Map<Setup['scale'], { model: ReferenceModel; entries: Citable[] }>>();

/**
 * The reference's Mortem et Gloriam entries for a set of rules, built once per scale: what citations and the glossary
 * show in place (no other pack's data), their distances in the game's scale.
 */
export function ruleIndex(rules: Rules, scale: Setup['scale'] = 'maximus'): { model: ReferenceModel; entries: Citable[] } {
  const byScale = cache.get(rules) ?? new Map<Setup['scale'], { model: ReferenceModel; entries: Citable[] }>();
  cache.set(rules, byScale);
  let index = byScale.get(scale);
  if (!index) {
    const model = referenceModel(rules, [], scale);
    index = { model, entries: citableEntries(model) };
    byScale.set(scale, index);
  }
  return index;
}
