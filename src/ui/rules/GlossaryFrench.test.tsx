import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundledRules } from '../../engine';
import { useNavigation } from '../navigation';
import { speak } from '../words/language';
import { GlossaryButton } from './GlossaryButton';
import { GlossaryText } from './GlossaryText';
import './glossaryText.fr';
import './words.fr';
import '../reference/words.fr';

const rules = bundledRules();
const blank = useNavigation.getState();

beforeEach(() => useNavigation.setState({ ...blank, view: 'game', params: {} }, true));
afterEach(() => speak('en'));

describe('the glossary in French (issue 36)', () => {
  it('names a marked abbreviation by its French name, the letters as printed', () => {
    speak('fr');
    render(<GlossaryText rules={rules} text="Déployez à moins de 5BW des bords latéraux." />);
    const bw = screen.getByRole('button', { name: 'BW, Largeur de socle\u00a0: ouvrir l’entrée du glossaire' });
    expect(bw).toHaveTextContent('BW');
    expect(within(bw).getByTitle('Largeur de socle')).toBeInTheDocument();
  });

  it('opens in French after a panel was opened in English (the in-place index is built per language)', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<GlossaryButton rules={rules} />);
    await user.click(screen.getByRole('button', { name: 'Glossary' }));
    await within(screen.getByRole('dialog', { name: 'Glossary' })).findByRole('article', { name: 'KaB: Kill a base test' }, { timeout: 10_000 });
    unmount();
    speak('fr');
    render(<GlossaryButton rules={rules} />);
    await user.click(screen.getByRole('button', { name: 'Glossaire' }));
    const kab = await within(screen.getByRole('dialog', { name: 'Glossaire' })).findByRole('article', { name: 'KaB\u00a0: Test de perte de socle' }, { timeout: 10_000 });
    expect(kab).toHaveTextContent('Un test qui peut coûter un socle à un groupe d’unité.');
  });
});
