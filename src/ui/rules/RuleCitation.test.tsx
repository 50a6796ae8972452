import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bundledRules } from '../../engine';
import { useNavigation } from '../navigation';
import { RuleCitation } from './RuleCitation';


const rules = bundledRules();
const blank = useNavigation.getState();
const march = rules.editions['2023'].march;

beforeEach(() => {
  window.history.replaceState(null, '', '/#/game');
  useNavigation.setState({ ...blank, view: 'game', params: {} }, true);
});

function renderCitation(source: string, edition: '2023' | '2020' = '2023') {
  render(
    <>
      <button type="button">Before</button>
      <RuleCitation rules={rules} source={source} edition={edition} />
    </>,
  );
  return userEvent.setup();
}

describe('RuleCitation: the rule opens in place', () => {
  it('shows the citation with "Sources", never "seed"', () => {
    renderCitation(march.source);
    const button = screen.getByRole('button', { name: `Sources: ${march.source}` });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.body).not.toHaveTextContent(/seed/i);
  });

  it('Enter opens the rule from the data with focus on its title; Escape closes it and gives focus back', async () => {
    const user = renderCitation(march.source);
    const button = screen.getByRole('button', { name: `Sources: ${march.source}` });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: `Sources: ${march.source}` });
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveFocus();
    const card = await within(dialog).findByRole('article', { name: 'The march: PBS card difference' });
    const table = within(card).getByRole('table', { name: 'Card difference' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').at(-1)?.textContent)).toEqual(march.moves.map((m) => m.text));
    expect(card).toHaveTextContent(`Source: ${march.source}`);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('Space opens it too, and the Close button closes it', async () => {
    const user = renderCitation(march.source);
    screen.getByRole('button', { name: `Sources: ${march.source}` }).focus();
    await user.keyboard(' ');
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Sources: ${march.source}` })).toHaveFocus();
  });

  it('keeps Tab inside the panel while it is open', async () => {
    const user = renderCitation('000 Waterside terrain types: Hills');
    await user.click(screen.getByRole('button', { name: 'Sources: 000 Waterside terrain types: Hills' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('links to the entry in the reference, which Back returns from to the game', async () => {
    const user = renderCitation('000 Waterside terrain types: Hills');
    await user.click(screen.getByRole('button', { name: 'Sources: 000 Waterside terrain types: Hills' }));
    const link = screen.getByRole('link', { name: 'Open in the rules reference: Waterside: Hills' });
    expect(link).toHaveTextContent('Open in the rules reference');
    expect(link).toHaveAttribute('href', '#/reference/maps2023/waterside?entry=maps2023%2Fwaterside%2Fterrain%2Fhills&from=game');
    await user.click(link);
    expect(useNavigation.getState()).toMatchObject({
      view: 'reference',
      params: { section: 'maps2023', part: 'waterside', entry: 'maps2023/waterside/terrain/hills', from: 'game' },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the terrain’s category, effects and special rules from its territory file', async () => {
    const user = renderCitation('000 Desert terrain types: Sandy Ground');
    await user.click(screen.getByRole('button', { name: /^Sources: / }));
    const sandy = rules.territoryIndex['2023'].desert!.terrain.find((t) => t.id === 'sandyGround')!;
    const card = await screen.findByRole('article', { name: 'Desert: Sandy Ground' });
    expect(card).toHaveTextContent(`Effects: ${sandy.effects}`);
    expect(card).toHaveTextContent(`Special rules: ${sandy.specialRules}`);
  });

  it('a step of the other edition shows that edition’s rule: the 2020 march cites source 002', async () => {
    const source = rules.editions['2020'].march.source;
    const user = renderCitation(source, '2020');
    await user.click(screen.getByRole('button', { name: `Sources: ${source}` }));
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((href) => !href.includes('editions%2F2023'))).toBe(true);
  });

  it('says so when the app holds no text for a source', async () => {
    const user = renderCitation('004 Nowhere at all');
    await user.click(screen.getByRole('button', { name: 'Sources: 004 Nowhere at all' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('The app holds no text for these sources.');
  });
});
