import { describe, expect, it } from 'vitest';
import { startGame, uiRules } from '../../../tests/support/uiState';
import type { DecodeFailure } from '../../share/codec';
import { sharedStatusText, SHARE_REFUSAL_WORDS } from './words';
import { readFailureText } from './failureWords';

const DECODE_FAILURES: DecodeFailure[] = ['empty', 'notALink', 'tooLong', 'damaged', 'newerVersion', 'olderVersion', 'foreign', 'invalid', 'unsupported'];

describe('share words', () => {
  it('gives every way a link can fail its own sentence', () => {
    const texts = DECODE_FAILURES.map((reason) => readFailureText(uiRules, { reason }));
    expect(new Set(texts).size).toBe(DECODE_FAILURES.length);
    for (const text of texts) expect(text).toMatch(/^[A-Z].*\.$/);
  });

  it('names a refused action by its number, with the rule words', () => {
    const state = startGame({ cards: 'physical', dice: 'physical' });
    const text = readFailureText(uiRules, { reason: 'refused', index: 4, state, error: { code: 'notInHand', params: { side: 'invader', card: 'red' } } });
    expect(text).toBe('Action 5 of this link breaks the rules, so the link was changed: invader holds no Red (R) card.');
  });

  it('says which setup fields are wrong', () => {
    const text = readFailureText(uiRules, { reason: 'setupInvalid', errors: { 'players.1.name': { code: 'sameNames' } } });
    expect(text).toMatch(/^This link's players and armies are not valid: /);
  });

  it('words every refusal to share', () => {
    for (const text of Object.values(SHARE_REFUSAL_WORDS)) expect(text).toMatch(/^[A-Z].*\.$/);
  });

  it('says how far a shared battle can be trusted', () => {
    const digital = { cards: 'digital', dice: 'digital' } as const;
    expect(sharedStatusText({ done: true, kind: 'game', seedChecked: true, setup: digital })).toMatch(/drawn again from the revealed game code/);
    expect(sharedStatusText({ done: true, kind: 'game', seedChecked: true, setup: { cards: 'digital', dice: 'physical' } })).toMatch(/Every deal was drawn/);
    expect(sharedStatusText({ done: true, kind: 'game', seedChecked: true, setup: { cards: 'physical', dice: 'digital' } })).toMatch(/Every roll was drawn/);
    expect(sharedStatusText({ done: false, kind: 'view', seedChecked: false, setup: digital })).toMatch(/as the room saw it/);
    expect(sharedStatusText({ done: false, kind: 'game', seedChecked: false, setup: { cards: 'physical', dice: 'physical' } })).toMatch(/their own cards and dice/);
    expect(sharedStatusText({ done: true, kind: 'game', seedChecked: false, setup: digital })).toMatch(/had lost its game code.*entered, not checked/);
  });
});
