import type { Rules, Setup } from '../../engine';
import { citableEntries, type Citable } from '../reference/citable';
import { referenceModel, type ReferenceModel } from '../reference/referenceModel';
import { language } from '../words/language';

const cache = new WeakMap<Rules, Map<string, { model: ReferenceModel; entries: Citable[] }>>();

/**
 * The reference's Mortem et Gloriam entries for a set of rules, built once per scale and language (their words are
 * read from the catalogues and the glossary's texts in the language on screen): what citations and the glossary
 * show in place (no other pack's data), their distances in the game's scale.
 */
export function ruleIndex(rules: Rules, scale: Setup['scale'] = 'maximus'): { model: ReferenceModel; entries: Citable[] } {
  const byKey = cache.get(rules) ?? new Map<string, { model: ReferenceModel; entries: Citable[] }>();
  cache.set(rules, byKey);
  const key = `${scale} ${language()}`;
  let index = byKey.get(key);
  if (!index) {
    const model = referenceModel(rules, [], scale);
    index = { model, entries: citableEntries(model) };
    byKey.set(key, index);
  }
  return index;
}
