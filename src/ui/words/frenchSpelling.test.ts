import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { StepTranslation } from '../../engine';
import { declaredCatalogues } from './catalogue';
import { parseMessage } from './message';
import allowedWords from './fr/allowed-words.txt?raw';
import { translationOf } from './translations';
import { dataNamesOf } from './vocab';

/** The game's terms and names French players write as they are (issue 36: PBS, TuG, SuG, UG, BW, HBW, KaB...). */
const ALLOWED = new Set(allowedWords.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#')));

/** Every string a translation holds, walked through its objects and arrays. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** A message's words without its grammar: its literal text, its choices' and plurals' cases included. */
function wordsOf(text: string): string {
  const walk = (parts: ReturnType<typeof parseMessage>): string =>
    parts.map((part) => (typeof part === 'string' ? part : 'cases' in part ? Object.values(part.cases).map(walk).join(' ') : ' ')).join('');
  return walk(parseMessage(text));
}

describe('French spelling', () => {
  it('every French message, step text and data name is spelled as hunspell-fr knows it, or is an allowed game term', async () => {
    await Promise.all(Object.values(import.meta.glob(['../**/*.ts', '!../**/*.test.ts', '!../**/*.fr.ts'])).map((load) => load()));
    await import('./fr/index');
    const steps = import.meta.glob<StepTranslation>('../../engine/steps/*/words.fr.ts', { eager: true, import: 'default' });
    const texts = [
      ...declaredCatalogues().flatMap(({ words }) => strings(translationOf('fr', words))),
      ...Object.values(steps).flatMap((t) => strings(t.texts)),
      ...strings(dataNamesOf('fr')),
    ];
    expect(texts.length).toBeGreaterThan(1000);
    let misspelled: string;
    try {
      misspelled = execFileSync('hunspell', ['-d', 'fr_FR', '-l'], { input: texts.map(wordsOf).join('\n'), encoding: 'utf8' });
    } catch (error) {
      throw new Error('hunspell with its French dictionary is needed (Debian: apt-get install hunspell hunspell-fr)', { cause: error });
    }
    const unknown = [...new Set(misspelled.split('\n').map((w) => w.trim().replace(/\.$/, '')).filter((w) => w && !ALLOWED.has(w)))].sort();
    expect(unknown).toEqual([]);
  }, 60_000);
});
