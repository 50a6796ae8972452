import { afterEach, describe, expect, it } from 'vitest';
import waterside from '../../../examples/digital-2023-waterside.json?raw';
import type { GameEvent } from '../../engine';
import { uiRules } from '../../../tests/support/uiState';
import { readGameText } from '../../../tests/support/gameFile';
import { chooseLanguage } from './chooseLanguage';
import { wordContext } from './context';
import { eventText } from './events';
import { language } from './language';

describe('choosing a language', () => {
  afterEach(() => chooseLanguage('en', false));

  it('loads French, then says the game log in it at once, and English again after', async () => {
    const played = readGameText(uiRules, waterside);
    if (!played.ok) throw new Error(played.message);
    const ctx = wordContext(uiRules, played.state, played.state.setup);
    const rolled = (played.events.flat() as GameEvent[]).find((event) => event.code === 'rolledOff')!;
    expect(eventText(ctx, rolled)).toMatch(/^Roll-off: Anna rolled \w+, Bruno rolled \w+; /);
    await chooseLanguage('fr', false);
    expect(language()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(eventText(ctx, rolled)).toMatch(/^Jet d’initiative\u00a0: Anna obtient .+, Bruno obtient .+\u00a0; /u);
    await chooseLanguage('en', false);
    expect(eventText(ctx, rolled)).toMatch(/^Roll-off: /);
  });
});
