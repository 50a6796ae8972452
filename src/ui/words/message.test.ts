import { describe, expect, it } from 'vitest';
import { formatMessage, messageCases, messageParams, MessageSyntaxError } from './message';

const CARDS = '{n, plural, =0 {no cards} one {# card} other {# cards}}';
const CARTES = '{n, plural, one {# carte} other {# cartes}}';

describe('formatMessage', () => {
  it('fills named parameters and writes numbers as the language does', () => {
    expect(formatMessage('en-GB', '{name} rolls {score}', { name: 'Anna', score: 1234 })).toBe('Anna rolls 1,234');
    // French groups thousands with a narrow no-break space and writes a decimal comma.
    expect(formatMessage('fr-FR', '{d, number, decimal} BW', { d: 4.5 })).toBe('4,5 BW');
    expect(formatMessage('fr-FR', '{n}', { n: 1234 })).toBe('1\u202f234');
  });

  it('writes a percentage with the French no-break space before the sign (narrow or not, as the browser\'s data says)', () => {
    expect(formatMessage('en-GB', '{p, number, percent}', { p: 0.7 })).toBe('70%');
    expect(formatMessage('fr-FR', '{p, number, percent}', { p: 0.7 })).toMatch(/^70[\u00a0\u202f]%$/);
  });

  it('chooses plural cases by the language: 0 is singular in French, plural in English', () => {
    const english = (n: number) => formatMessage('en-GB', '{n, plural, one {# card} other {# cards}}', { n });
    expect([0, 1, 2].map(english)).toEqual(['0 cards', '1 card', '2 cards']);
    expect([0, 1, 2].map((n) => formatMessage('fr-FR', CARTES, { n }))).toEqual(['0 carte', '1 carte', '2 cartes']);
  });

  it('prefers an exact case (=0) over the language rule', () => {
    expect(formatMessage('en-GB', CARDS, { n: 0 })).toBe('no cards');
    expect(formatMessage('en-GB', CARDS, { n: 1 })).toBe('1 card');
  });

  it('selects a choice inside the message, a yes or no included, falling back to other', () => {
    const side = '{side, select, invader {the invader} defender {the defender} other {nobody}}';
    expect(formatMessage('en-GB', side, { side: 'invader' })).toBe('the invader');
    expect(formatMessage('en-GB', side, { side: 'neither' })).toBe('nobody');
    expect(formatMessage('en-GB', '{held, select, true {holds} other {does not hold}}', { held: false })).toBe('does not hold');
  });

  it('keeps # as the plural number inside a choice nested in a plural case, and literal elsewhere', () => {
    const text = '{n, plural, one {{who, select, me {my # die} other {# die}}} other {# dice}} #1';
    expect(formatMessage('en-GB', text, { n: 1, who: 'me' })).toBe('my 1 die #1');
  });

  it('joins lists with the language\'s "and" and "or"', () => {
    const names = ['Forest', 'Hill', 'River'];
    expect(formatMessage('en-GB', '{names, list}', { names })).toBe('Forest, Hill and River');
    expect(formatMessage('fr-FR', '{names, list, or}', { names: ['Forêt', 'Colline'] })).toBe('Forêt ou Colline');
  });

  it('writes a month as the language names it', () => {
    const when = new Date(Date.UTC(2026, 2, 15, 12));
    expect(formatMessage('en-GB', '{when, date, month}', { when })).toBe('March 2026');
    expect(formatMessage('fr-FR', '{when, date, month}', { when })).toBe('mars 2026');
  });

  it('calls a formatter the caller names, with its style', () => {
    const formatters = { colour: (value: string, style: string | null) => (style === 'letter' ? value[0]!.toUpperCase() : value) };
    expect(formatMessage('en-GB', '{c, colour} ({c, colour, letter})', { c: 'green' }, formatters)).toBe('green (G)');
  });

  it('reaches into a parameter by a dotted name, and names each item of a list through a format, joined as asked', () => {
    const formatters = { terrain: (id: string) => ({ f: 'Forest', h: 'Hill' })[id] ?? id, letter: (c: string) => c[0]!.toUpperCase() };
    const params = { game: { players: ['Anna', 'Bruno'] }, ids: ['f', 'h'], deck: ['red', 'black'] };
    expect(formatMessage('en-GB', '{game.players.1}: {ids, terrain, or}; {ids, terrain, and}; {deck, letter, letters}', params, formatters)).toBe(
      'Bruno: Forest or Hill; Forest and Hill; RB',
    );
  });

  it('refuses a missing parameter, an unknown format and malformed text', () => {
    expect(() => formatMessage('en-GB', 'Hello {name}', {})).toThrow(/"name" is missing/);
    expect(() => formatMessage('en-GB', '{a, shout}', { a: 'x' })).toThrow(/"shout" is unknown/);
    expect(() => formatMessage('en-GB', '{n, plural, one {# card}}', { n: 1 })).toThrow(MessageSyntaxError);
    expect(() => formatMessage('en-GB', 'a } b')).toThrow(MessageSyntaxError);
    expect(() => formatMessage('en-GB', '{n, plural, one {x', { n: 1 })).toThrow(MessageSyntaxError);
  });
});

describe('messageParams and messageCases', () => {
  it('names the parameters a message uses and how, and the cases its choices name', () => {
    const text = 'On {day, number}: {side, select, invader {{n, plural, one {# card} other {# cards}}} other {{names, list}}}';
    expect(Object.fromEntries(messageParams(text))).toEqual({ day: 'number', side: 'select', n: 'plural', names: 'list' });
    expect(Object.fromEntries(messageCases(text))).toEqual({ side: ['invader', 'other'] });
  });
});
