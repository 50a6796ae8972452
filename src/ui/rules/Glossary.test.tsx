import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bundledRules } from '../../engine';
import { useNavigation } from '../navigation';
import { GlossaryButton } from './GlossaryButton';
import { GlossaryText } from './GlossaryText';


const rules = bundledRules();
const blank = useNavigation.getState();
const entry = (id: string) => rules.glossary.entries.find((e) => e.id === id)!;

beforeEach(() => useNavigation.setState({ ...blank, view: 'game', params: {} }, true));

describe('the glossary, one tap away', () => {
  it('"Glossary" opens every entry with its definition, the sources’ words and its source', async () => {
    render(<GlossaryButton rules={rules} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Glossary' }));
    const dialog = screen.getByRole('dialog', { name: 'Glossary' });
    // The panel's entries load with the rules reference's code.
    const cards = await within(dialog).findAllByRole('article');
    expect(cards).toHaveLength(rules.glossary.entries.length);
    const kab = within(dialog).getByRole('article', { name: 'KaB: Kill a base test' });
    expect(kab).toHaveTextContent(entry('kab').definition);
    expect(kab).toHaveTextContent(`In the sources’ words: “${entry('kab').sourceWords}”`);
    expect(kab).toHaveTextContent(`Source: ${entry('kab').source}`);
    expect(within(kab).getByRole('link', { name: 'Open in the rules reference: KaB: Kill a base test' })).toHaveAttribute(
      'href',
      '#/reference/glossary?entry=glossary%2Fkab&from=game',
    );
  });

  it('an abbreviation in a text is a tap target that opens its entry, and Escape returns to it', async () => {
    render(
      <p>
        <GlossaryText rules={rules} text="Deploy within 5BW of the side edges: SuGs only." />
      </p>,
    );
    const user = userEvent.setup();
    const term = screen.getByRole('button', { name: 'BW, Base width: open the glossary entry' });
    expect(term).toHaveTextContent('BW');
    expect(term.querySelector('abbr')).toHaveAttribute('title', 'Base width');
    expect(screen.getByRole('button', { name: 'SuGs, Skirmish unit group: open the glossary entry' })).toBeInTheDocument();
    expect(screen.getByText(/Deploy within 5/)).toHaveTextContent('Deploy within 5BW of the side edges: SuGs only.');
    await user.click(term);
    const dialog = screen.getByRole('dialog', { name: 'BW: Base width' });
    expect(await within(dialog).findAllByRole('article')).toHaveLength(1);
    expect(dialog).toHaveTextContent(entry('bw').definition);
    await user.keyboard('{Escape}');
    expect(term).toHaveFocus();
  });
});
