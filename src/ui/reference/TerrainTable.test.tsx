import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bundledRules } from '../../engine';
import { TerritoryMapsSection } from './TerritoryMapsSection';
import { territoryViews } from './territoryView';

/** Matches the innermost element whose whole text is `text` (a text may run across quoted parts). */
const whole =
  (text: string | RegExp) =>
  (_: string, el: Element | null): boolean => {
    const fits = (e: Element) => (typeof text === 'string' ? e.textContent === text : text.test(e.textContent ?? ''));
    return el !== null && fits(el) && ![...el.children].some(fits);
  };

const renderTerritories = () => render(<TerritoryMapsSection territories={territoryViews(bundledRules())} />);

/** The row of a territory's terrain table headed by this terrain name. */
function terrainRow(territory: string, terrain: string): HTMLElement {
  const table = screen.getByRole('table', { name: `${territory} terrain types` });
  const row = within(table).getByRole('rowheader', { name: terrain }).closest('tr');
  if (!row) throw new Error(`${territory} has no row ${terrain}`);
  return row;
}

describe('the 2023 terrain tables (seed 000 terrain types)', () => {
  it('shows a terrain row with its cap, placement in words and source ("000 Waterside terrain types: Fields (max 2 including Tilled Fields)")', () => {
    renderTerritories();
    const row = terrainRow('Waterside', 'Fields');
    expect(within(row).getByText('Good')).toBeInTheDocument();
    expect(within(row).getByText(whole('max 2 including Tilled Fields'))).toBeInTheDocument();
    expect(
      within(row).getByText(whole('Placed without dicing contiguous to Fields, Tilled Fields, Town or Village, not straddling sectors')),
    ).toBeInTheDocument();
    expect(within(row).getByText('000 Waterside terrain types: Fields')).toBeInTheDocument();
  });

  it.each([
    { source: '000 Waterside terrain types: Town (max 1); Village (max 2 including Town)', territory: 'Waterside', terrain: 'Town', text: 'max 2 including Village' },
    { source: '000 Waterside terrain types: Town (max 1)', territory: 'Waterside', terrain: 'Town', text: 'max 1' },
    { source: '000 Desert terrain types: Town (max 1 including Village)', territory: 'Desert', terrain: 'Town', text: 'max 1 including Village' },
    { source: '000 Waterside terrain types: Marsh', territory: 'Waterside', terrain: 'Marsh', text: 'Placed without dicing touching Deep Water or Rivers and Streams, even into another sector' },
    { source: '000 Waterside terrain types: Rivers and Streams', territory: 'Waterside', terrain: 'Rivers and Streams', text: 'Cannot be moved by the opponent (can be removed)' },
    { source: '000 Desert terrain types: Town', territory: 'Desert', terrain: 'Town', text: 'Must be placed touching a table edge' },
    { source: '000 Plains terrain types: Mountains', territory: 'Plains', terrain: 'Mountains', text: 'Only in a flank sector: odd left, even right' },
    {
      source: '000 Jungle terrain types: Forest',
      territory: 'Jungle',
      terrain: 'Forest',
      text: 'Up to 2 may be declared Dangerous (minimum size only): All troops moving through it must take a KaB test',
    },
    {
      source: '000 Mountains terrain types: Mountains',
      territory: 'Mountains',
      terrain: 'Mountains',
      text: 'Up to 2 may be declared Impassable (minimum size only): Impassable to all troops',
    },
  ])('$source: "$text"', ({ territory, terrain, text }) => {
    renderTerritories();
    expect(within(terrainRow(territory, terrain)).getByText(whole(text))).toBeInTheDocument();
  });

  it('has as many rows as the seed table (Waterside: 15)', () => {
    renderTerritories();
    const table = screen.getByRole('table', { name: 'Waterside terrain types' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(15);
  });

  it('shows each special rule in the seed’s words with the rule it applies and its source (000 Desert Special Rule)', () => {
    renderTerritories();
    const heading = screen.getByRole('heading', { name: 'Desert special rules' });
    const list = heading.nextElementSibling as HTMLElement;
    expect(within(list).getByText(whole(/Sandy Ground may be placed instead of Rocky Ground, Woods, Mountains or Sand Dunes/))).toBeInTheDocument();
    expect(within(list).getByText(/Either player may elect to place Sandy Ground/)).toBeInTheDocument();
    expect(within(list).getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Source: 000 Desert Special Rule')).toBeInTheDocument();
  });
});
