import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue, msg, PSEUDO_CLOSE, PSEUDO_OPEN, pseudoText } from './catalogue';
import { language, onLanguageChange, speak } from './language';
import { translate } from './translations';

const WORDS = {
  title: 'Rules',
  count: (n: number) => `${n} cards`,
  nested: { list: ['Left', 'Right'], none: null, size: 3 },
};

describe('catalogue', () => {
  afterEach(() => {
    delete (globalThis as { __PBW_PSEUDO__?: boolean }).__PBW_PSEUDO__;
    vi.unstubAllGlobals();
  });

  it('returns the words as written while the pseudo-language is off', () => {
    expect(catalogue(WORDS)).toEqual(WORDS);
  });

  it('turns every string, every string a function returns and every string in a list into the pseudo-language', () => {
    (globalThis as { __PBW_PSEUDO__?: boolean }).__PBW_PSEUDO__ = true;
    const words = catalogue(WORDS);
    expect(words.title).toBe(pseudoText('Rules'));
    expect(words.count(2)).toBe(pseudoText('2 cards'));
    expect(words.nested.list).toEqual([pseudoText('Left'), pseudoText('Right')]);
    expect(words.nested.none).toBeNull();
    expect(words.nested.size).toBe(3);
  });

  it('keeps what a function returns that is not words (a flag, nothing)', () => {
    (globalThis as { __PBW_PSEUDO__?: boolean }).__PBW_PSEUDO__ = true;
    const flag = catalogue((on: boolean) => (on ? 'Yes' : null));
    expect(flag(true)).toBe(pseudoText('Yes'));
    expect(flag(false)).toBeNull();
  });

  it('reads the development switch from localStorage only in development', () => {
    vi.stubEnv('DEV', true);
    localStorage.setItem('pbw-pseudo', '1');
    expect(catalogue({ a: 'Back' }).a).toBe(pseudoText('Back'));
    vi.stubEnv('DEV', false);
    expect(catalogue({ a: 'Back' }).a).toBe('Back');
    localStorage.removeItem('pbw-pseudo');
    vi.unstubAllEnvs();
  });
});

describe('a catalogue in two languages', () => {
  const words = catalogue({
    title: 'Rules',
    cards: msg<{ n: number }>('{n, plural, one {# card} other {# cards}}'),
    sides: ['Left', 'Right'],
  });
  translate('fr', words, {
    title: 'Règles',
    cards: '{n, plural, one {# carte} other {# cartes}}',
    sides: ['Gauche', 'Droite'],
  });

  afterEach(() => speak('en', false));

  it('reads every word in the language on screen each time, without declaring the words again', () => {
    const said = () => [words.title, words.cards({ n: 0 }), words.cards({ n: 2 }), words.sides.join(' / ')];
    expect(said()).toEqual(['Rules', '0 cards', '2 cards', 'Left / Right']);
    speak('fr', false);
    expect(language()).toBe('fr');
    expect(said()).toEqual(['Règles', '0 carte', '2 cartes', 'Gauche / Droite']);
    speak('en', false);
    expect(said()).toEqual(['Rules', '0 cards', '2 cards', 'Left / Right']);
  });

  it('sets the page\'s language and tells who listens', () => {
    let told = 0;
    const stop = onLanguageChange(() => (told += 1));
    speak('fr', false);
    expect(document.documentElement.lang).toBe('fr');
    expect(told).toBe(1);
    stop();
  });
});

describe('pseudoText', () => {
  it('accents the letters, lengthens the text by about a third and puts it between the markers', () => {
    expect(pseudoText('Open a card')).toBe(`${PSEUDO_OPEN}Öpéñ á çárd~~~~${PSEUDO_CLOSE}`);
  });

  it('leaves empty and blank text alone, so layout spaces stay spaces', () => {
    expect(pseudoText('')).toBe('');
    expect(pseudoText(' ')).toBe(' ');
  });
});
