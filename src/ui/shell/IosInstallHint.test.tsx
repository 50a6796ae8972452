import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IosInstallHint } from './IosInstallHint';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1';
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

function as(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

const hint = () => screen.queryByRole('note');

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('IosInstallHint', () => {
  it('shows once on iPhone Safari, and not again after "Got it"', async () => {
    as(IPHONE_SAFARI);
    const first = render(<IosInstallHint />);
    expect(hint()).toHaveTextContent(/Safari deletes saved games after 7 days unless you add this app to the Home Screen/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Got it' }));
    expect(hint()).not.toBeInTheDocument();
    first.unmount();
    render(<IosInstallHint />); // the next visit
    expect(hint()).not.toBeInTheDocument();
  });

  it('shows again on the next visit if it was not dismissed', () => {
    as(IPHONE_SAFARI);
    render(<IosInstallHint />).unmount();
    render(<IosInstallHint />);
    expect(hint()).toBeInTheDocument();
  });

  it('a corrupted "seen" flag counts as not seen', () => {
    as(IPHONE_SAFARI);
    localStorage.setItem('pbw.iosHintSeen', '{oops');
    render(<IosInstallHint />);
    expect(hint()).toBeInTheDocument();
  });

  it.each([
    ['Chrome on iPhone', IPHONE_CHROME],
    ['a desktop browser', DESKTOP_CHROME],
  ])('stays hidden for %s', (_who, userAgent) => {
    as(userAgent);
    render(<IosInstallHint />);
    expect(hint()).not.toBeInTheDocument();
  });
});
