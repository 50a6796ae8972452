import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import physical from '../../../examples/physical-2020.json?raw';
import { uiRules } from '../../../tests/support/uiState';
import type { GameLog } from '../../engine';
import { shareLink } from '../../share/link';
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
    const made = await shareLink(uiRules, JSON.parse(physical) as GameLog, { base: 'https://example.org/' });
    if (!made.ok) throw new Error(made.reason);
    vi.stubGlobal('DecompressionStream', undefined);
    await paste(made.url);
    expect(await screen.findByRole('alert')).toHaveTextContent('This browser cannot open share links. Update it, or ask for the game file instead.');
    expect(useNavigation.getState().view).toBe('home');
  });
});
