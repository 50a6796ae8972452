import type { Rules } from '../../engine';
import { citedWords, glossaryWords } from '../rules/words';
import { fact, type Fact } from './fact';

/** The glossary as cards: each term with its definition, the sources' words and where they stand (seeds 000-002). */
export function glossaryFacts(rules: Rules): Fact[] {
  return rules.glossary.entries.map((entry) =>
    fact(`glossary/${entry.id}`, glossaryWords.title(entry), entry.source, {
      lines: [entry.definition, citedWords.sourceWords(entry.sourceWords)],
      flags: entry.reading ? [{ kind: 'Assumption', note: entry.reading }] : [],
    }),
  );
}
