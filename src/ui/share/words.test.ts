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
    expect(sharedStatusText({ done: true, kind: 'game', seedChecked: true, setup: digital, battleTurns: 0 })).toMatch(/drawn again from the revealed game code/);
    expect(sharedStatusText({ done: true, kind: 'game', seedChecked: true, setup: { cards: 'digital', dice: 'physical' }, battleTurns: 0 })).toMatch(/Every deal of the pre-battle was drawn/);
    expect(sharedStatusText({ done: true, kind: 'game', seedChecked: true, setup: { cards: 'physical', dice: 'digital' }, battleTurns: 0 })).toMatch(/Every roll of the pre-battle was drawn/);
    expect(sharedStatusText({ done: false, kind: 'view', seedChecked: false, setup: digital, battleTurns: 0 })).toMatch(/as the room saw it/);
    expect(sharedStatusText({ done: false, kind: 'game', seedChecked: false, setup: { cards: 'physical', dice: 'physical' }, battleTurns: 0 })).toMatch(/their own cards and dice/);
    expect(sharedStatusText({ done: true, kind: 'game', seedChecked: false, setup: digital, battleTurns: 0 })).toMatch(/had lost its game code.*entered, not checked/);
  });

  it('never calls a shared battle\'s weather rolls checked: the battle code does not travel in a link (issue 38)', () => {
    const text = sharedStatusText({ done: true, kind: 'game', seedChecked: true, setup: { cards: 'digital', dice: 'digital' }, battleTurns: 3 });
    expect(text).toMatch(/Every roll and deal of the pre-battle was drawn again from the revealed game code/);
    expect(text).toMatch(/The battle’s weather rolls \(3 turns\) are shown as the link gives them, not checked/);
    // The players' own dice: nothing to say beyond the pre-battle's cards.
    expect(sharedStatusText({ done: true, kind: 'game', seedChecked: true, setup: { cards: 'digital', dice: 'physical' }, battleTurns: 3 })).not.toMatch(/battle’s weather/);
  });
});
