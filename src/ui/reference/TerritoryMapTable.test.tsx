import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bundledRules } from '../../engine';
import { TerritoryMapsSection } from './TerritoryMapsSection';
import { territoryViews } from './territoryView';

const renderMaps = () => render(<TerritoryMapsSection territories={territoryViews(bundledRules())} />);

/** Seed 000's Waterside map exactly as printed, row 1 first ("000 Waterside map"). */
const WATERSIDE_PRINTED = [
  'No Flank ----- Open	Deep Water ----- Featureless	Deep Water ----- Open	Deep Water ----- Open	Deep Water ----- Normal',
  'Deep Water ----- Featureless	Deep Water ----- Open	No Flank ----- Open	No Flank ----- Normal	No Flank ----- Normal',
  'Deep Water ----- Featureless	No Flank ----- Open	No Flank ----- Normal	Rocky Ground /Wood ----- Normal	Rocky Ground /Wood ----- Normal',
  'Deep Water ----- Open	No Flank ----- Normal	Rocky Ground /Wood ----- Normal	Rocky Ground /Wood ----- Normal	Mountains/ Marsh ----- Dense',
  'Deep Water ----- Normal	No Flank ----- Normal	Rocky Ground /Wood ----- Normal	Mountains/ Marsh ----- Dense	Mountains/ Marsh ----- Very Dense',
];

/** The seed's square notation in the app's words: "Rocky Ground / Wood" means Rocky Ground or Woods (RULES-NOTES 1). */
function squareWords(printed: string): string {
  const [flank = '', density = ''] = printed.split('-----').map((s) => s.trim());
  const words = flank === 'No Flank' ? 'No flank' : flank.replace(/\s*\/\s*/, ' or ').replace(/ or Wood$/, ' or Woods');
  return `Secure flank: ${words}. Density: ${density}`;
}

function cellAt(territory: string, row: number, col: number): HTMLElement {
  const table = screen.getByRole('table', { name: `${territory} PBS map` });
  const tr = within(table).getByRole('rowheader', { name: `Row ${row}` }).closest('tr');
  if (!tr) throw new Error(`no row ${row}`);
  const cell = within(tr).getAllByRole('cell')[col - 1];
  if (!cell) throw new Error(`no column ${col}`);
  return cell;
}

describe('the 2023 territory maps (seed 000)', () => {
  it('shows one map table per territory, named by its caption', () => {
    renderMaps();
    for (const name of ['Waterside', 'Desert', 'Cultivated', 'Forest', 'Jungle', 'Plains', 'Mountains']) {
      expect(screen.getByRole('table', { name: `${name} PBS map` })).toBeInTheDocument();
    }
  });

  it('the Waterside map has 25 data cells in printed order matching seed 000 ("000 Waterside map")', () => {
    renderMaps();
    const table = screen.getByRole('table', { name: 'Waterside PBS map' });
    const cells = within(table).getAllByRole('cell');
    expect(cells).toHaveLength(25);
    const expected = WATERSIDE_PRINTED.flatMap((line) => line.split('\t').map(squareWords));
    expect(cells.map((cell) => cell.textContent)).toEqual(expected);
  });

  it('heads every row and column (Row 1..5, Column 1..5)', () => {
    renderMaps();
    const table = screen.getByRole('table', { name: 'Waterside PBS map' });
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Row 1', 'Row 2', 'Row 3', 'Row 4', 'Row 5']);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Row',
      'Column 1',
      'Column 2',
      'Column 3',
      'Column 4',
      'Column 5',
    ]);
  });

  it.each([
    { source: '000 Waterside map row 1 col 1', territory: 'Waterside', row: 1, col: 1, flank: 'No flank', density: 'Open' },
    { source: '000 Waterside map row 5 col 5', territory: 'Waterside', row: 5, col: 5, flank: 'Mountains or Marsh', density: 'Very Dense' },
    { source: '000 Desert map row 3 col 2', territory: 'Desert', row: 3, col: 2, flank: 'Mountains or Sand Dunes', density: 'Very Dense' },
    { source: '000 Desert map row 1 col 4', territory: 'Desert', row: 1, col: 4, flank: 'No flank', density: 'Featureless' },
    { source: '000 Cultivated map row 4 col 4', territory: 'Cultivated', row: 4, col: 4, flank: 'Deep Water', density: 'Very Dense' },
    { source: '000 Cultivated map row 5 col 5', territory: 'Cultivated', row: 5, col: 5, flank: 'Rocky Ground or Woods', density: 'Featureless' },
    { source: '000 Forest map row 5 col 1', territory: 'Forest', row: 5, col: 1, flank: 'Mountains or Forest', density: 'Very Dense' },
    { source: '000 Jungle map row 2 col 3', territory: 'Jungle', row: 2, col: 3, flank: 'Rocky Ground or Woods', density: 'Dense' },
    { source: '000 Plains map row 3 col 2', territory: 'Plains', row: 3, col: 2, flank: 'Mountains or Sandy Ground', density: 'Very Dense' },
    { source: '000 Plains map row 4 col 1', territory: 'Plains', row: 4, col: 1, flank: 'Deep Water', density: 'Dense' },
    { source: '000 Mountains map row 1 col 5', territory: 'Mountains', row: 1, col: 5, flank: 'Mountains or Forest', density: 'Featureless' },
    { source: '000 Mountains map row 3 col 4', territory: 'Mountains', row: 3, col: 4, flank: 'Deep Water', density: 'Open' },
  ])('$source: $flank, $density', ({ territory, row, col, flank, density }) => {
    renderMaps();
    expect(cellAt(territory, row, col).textContent).toBe(`Secure flank: ${flank}. Density: ${density}`);
  });

  it('cites the map under each table', () => {
    renderMaps();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Source: 000 Mountains map')).toBeInTheDocument();
  });
});
