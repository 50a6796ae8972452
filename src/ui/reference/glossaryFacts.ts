import type { Rules, Setup } from '../../engine';
import { sayScaled } from '../words/sayScaled';
import { glossaryWords } from '../rules/words';
import { glossaryText } from '../rules/glossaryText';
import { citedWords } from './words';
import { fact, type Fact } from './fact';

/**
 * The glossary as cards, in the language on screen (`glossaryText`): each term with its definition (its distances in
 * the given scale; a definition's distance is a 2020 sheet's, unstarred), the app's reading, the sources' words and
 * where they stand (seeds 000-002).
 */
export function glossaryFacts(rules: Rules, scale: Setup['scale'] = 'maximus'): Fact[] {
  return rules.glossary.entries.map((entry) => {
    const text = glossaryText(entry);
    return fact(`glossary/${entry.id}`, glossaryWords.title(text), entry.source, {
      lines: [sayScaled(rules, { edition: '2020', scale }, text.definition), citedWords.sourceWords({ text: entry.sourceWords })],
      flags: text.reading ? [{ kind: 'Assumption', note: text.reading }] : [],
    });
  });
}
