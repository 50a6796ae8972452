import type { Rules, Setup } from '../../engine';
import { sayScaled } from '../words/scaledText';
import { glossaryWords } from '../rules/words';
import { citedWords } from './words';
import { fact, type Fact } from './fact';
import { q } from './said';

/**
 * The glossary as cards: each term with its definition (its distances in the given scale; a definition's distance
 * is a 2020 sheet's, unstarred), the sources' words and where they stand (seeds 000-002).
 */
export function glossaryFacts(rules: Rules, scale: Setup['scale'] = 'maximus'): Fact[] {
  return rules.glossary.entries.map((entry) =>
    fact(`glossary/${entry.id}`, glossaryWords.title({ term: entry.term, named: entry.term !== entry.name, name: entry.name }), entry.source, {
      lines: [sayScaled(rules, { edition: '2020', scale }, entry.definition), citedWords.sourceWords({ text: entry.sourceWords })],
      flags: entry.reading ? [{ kind: 'Assumption', note: [q(entry.reading)] }] : [],
    }),
  );
}
