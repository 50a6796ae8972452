import { describe, expect, it } from 'vitest';
import { megEngine, messageText, type Message } from '../../engine';
import { makeSetup } from '../../../tests/support/randomGame';
import { uiRules } from '../../../tests/support/uiState';
import { wordContext } from './context';
import { messageParams } from './message';
import { sayFormats } from './say';

const STANDARD = new Set(['text', 'number', 'plural', 'selectordinal', 'select', 'list', 'date']);

describe("the steps' messages (src/engine/steps/<step>/words.ts)", () => {
  const ctx = wordContext(uiRules, null, makeSetup({ edition: '2023', cards: 'digital', dice: 'digital', seed: 'messages' }));
  const formats = new Set(Object.keys(sayFormats(ctx)));
  const all = (['events', 'refusals', 'chance'] as const).flatMap((kind) =>
    Object.entries(megEngine.words[kind]).map(([code, message]) => ({ code: `${kind}.${code}`, text: messageText(message as Message<never>) })),
  );

  it('are all read, each naming only formats the UI gives in every language', () => {
    expect(all.length).toBeGreaterThan(70);
    for (const { code, text } of all) {
      const used = [...messageParams(text).values()].filter((format) => !STANDARD.has(format));
      for (const format of used) expect(formats, `${code} names the format "${format}"`).toContain(format);
    }
  });

  it('write no grammar as code: every one is a text, or a text with values that are not words', () => {
    for (const [kind, messages] of Object.entries(megEngine.words)) {
      for (const [code, message] of Object.entries(messages as Record<string, unknown>)) {
        expect(typeof message === 'string' || (typeof message === 'object' && message !== null && 'text' in message), `${kind}.${code}`).toBe(true);
      }
    }
  });
});
