import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import physical from '../../../examples/physical-2020.json?raw';
import { uiRules } from '../../../tests/support/uiState';
import { replay, type GameLog } from '../../engine';
import { encodePayload, fromBase64Url } from '../../share/codec';
import { shareLink, sharePayload } from '../../share/link';
import { FLAG_DEFLATED } from '../../share/payloadV2';
import { Home } from '../Home';
import { useNavigation } from '../navigation';
import { readAll, writeIf } from '../library/db';

const blankNavigation = useNavigation.getState();

beforeEach(() => {
  localStorage.clear();
  useNavigation.setState(blankNavigation, true);
});

afterEach(() => vi.unstubAllGlobals());

async function paste(text: string) {
  const user = userEvent.setup();
  render(<Home />);
  const field = screen.getByRole('textbox', { name: 'Share link' });
  await user.click(field);
  if (text) await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Open the shared battle' }));
}

describe('Open a shared battle (home screen)', () => {
  it('opens a pasted link on its own screen', async () => {
    const made = await shareLink(uiRules, JSON.parse(physical) as GameLog, { base: 'https://example.org/' });
    if (!made.ok) throw new Error(made.reason);
    await paste(made.url);
    await vi.waitFor(() => expect(useNavigation.getState().view).toBe('shared'));
    expect(useNavigation.getState().params.payload).toBe(made.url.split('#/shared/')[1]);
  });

  it.each([
    ['nothing', '', /Paste a share link first/],
    ['a sentence', 'see you on Tuesday', /This is not a share link/],
    ['another address', 'https://example.org/news', /This is not a share link/],
    ['a damaged link', 'https://example.org/#/shared/AAAAAAAAAAAAAAAAAAAA', /This link is damaged/],
  ])('explains %s and stays home, the saved games untouched', async (_name, text, message) => {
    await writeIf('keptkeptkeptkept', () => ({ kept: true }));
    const saved = await readAll();
    await paste(text);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveAttribute('aria-invalid', 'true');
    expect(useNavigation.getState().view).toBe('home');
    expect(await readAll()).toEqual(saved);
  });

  it('says a browser without DecompressionStream (Safari before 16.4) cannot open a deflated link, and stays home', async () => {
    // A version 3 link of the example is shorter as bits than deflated, so it travels as bits: its version 2 link, as
    // the app wrote it before version 3, is the deflated one (the flags byte after the version and the checksum says so).
    const log = JSON.parse(physical) as GameLog;
    const replayed = replay(uiRules, log.setup, log.actions);
    if (!replayed.ok) throw new Error('the example does not replay');
    const text = await encodePayload(sharePayload(uiRules, replayed.state, log.actions), 2);
    expect(fromBase64Url(text)![5]! & FLAG_DEFLATED).toBe(FLAG_DEFLATED);
    vi.stubGlobal('DecompressionStream', undefined);
    await paste(`https://example.org/#/shared/${text}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This browser cannot open share links. Update it, or ask for the game file instead.');
    expect(useNavigation.getState().view).toBe('home');
  });
});
