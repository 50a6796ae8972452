import { afterEach, describe, expect, it } from 'vitest';
import { uiRules } from '../../../tests/support/uiState';
import { OFFERED, speak } from '../words/language';
import { glossaryFacts } from '../reference/glossaryFacts';
import { plain } from '../reference/said';
import { glossaryText, glossaryTextsOf } from './glossaryText';
import './glossaryText.fr';
import './words.fr';

afterEach(() => speak('en'));

/** The distance tokens of a definition (`{bw:5}`), which a translation keeps as they are. */
const tokens = (text: string) => [...text.matchAll(/\{[^}]*\}/g)].map((m) => m[0]).sort();

describe('the glossary in an offered language (issue 36, data/meg/glossary.json)', () => {
  it('gives every entry a name and a definition with the English distances, and a reading where the English has one', () => {
    for (const lang of OFFERED.filter((l) => l !== 'en')) {
      const texts = glossaryTextsOf(lang);
      const missing = uiRules.glossary.entries.flatMap((entry) => {
        const own = texts?.[entry.id];
        if (!own) return [`${entry.id}: no text`];
        return [
          ...(tokens(own.definition).join() === tokens(entry.definition).join() ? [] : [`${entry.id}: distances ${tokens(own.definition).join()}`]),
          ...((entry.reading === null) === (own.reading === undefined) ? [] : [`${entry.id}: reading`]),
        ];
      });
      expect(missing, lang).toEqual([]);
      expect(Object.keys(texts ?? {}).filter((id) => !uiRules.glossary.entries.some((e) => e.id === id)), lang).toEqual([]);
    }
  });

  it('shows the data’s English in English and the language’s own words once it is on screen, abbreviations kept', () => {
    const bw = uiRules.glossary.entries.find((e) => e.id === 'bw')!;
    const density = uiRules.glossary.entries.find((e) => e.id === 'density')!;
    expect(glossaryText(bw)).toMatchObject({ term: 'BW', name: 'Base width', named: true, definition: bw.definition });
    speak('fr');
    expect(glossaryText(bw)).toMatchObject({ term: 'BW', name: 'Largeur de socle', named: true });
    expect(glossaryText(density)).toMatchObject({ term: 'Densité', name: 'Densité du terrain' });
    const cards = glossaryFacts(uiRules, 'pacto');
    const card = cards.find((c) => c.key === 'glossary/sug')!;
    expect(plain(card.title)).toBe('SuG\u00a0: Groupe d’unité de tirailleurs');
    expect(plain(card.lines[0]!)).toContain('à moins de 5 HBW des bords latéraux');
    expect(plain(cards.find((c) => c.key === 'glossary/secureFlank')!.title)).toBe('Flanc sécurisé');
  });
});
