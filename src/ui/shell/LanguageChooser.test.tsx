import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { showLanguage } from '../words/showLanguage';
import { LanguageChooser } from './LanguageChooser';
import { LANGUAGE_WORDS } from './languageWords';
import { useLanguage } from './useLanguage';

/** A word of the chooser, drawn again when the language changes (as the app's root draws every screen again). */
function Hint() {
  useLanguage();
  return <p>{LANGUAGE_WORDS.hint}</p>;
}

// French's modules, read once before the test (the first read transforms them all): the switch itself is then at once.
beforeAll(() => import('../words/fr/index'));
beforeEach(() => localStorage.clear());
afterEach(() => showLanguage('en'));

describe('LanguageChooser', () => {
  it('offers each language in its own name, and switches the words on screen at once, remembering the choice', async () => {
    render(
      <>
        <LanguageChooser />
        <Hint />
      </>,
    );
    const user = userEvent.setup();
    const chooser = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getByRole('option', { name: 'Français' })).toHaveAttribute('lang', 'fr');
    const english = screen.getByText(LANGUAGE_WORDS.hint).textContent;
    await user.selectOptions(chooser, 'fr');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr'));
    expect(screen.queryByText(english!)).toBeNull();
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('pbw-language')).toBe('fr');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'en');
    await waitFor(() => expect(screen.getByText(english!)).toBeInTheDocument());
    expect(localStorage.getItem('pbw-language')).toBe('en');
  });
});
