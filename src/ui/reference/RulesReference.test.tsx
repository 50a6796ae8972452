import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useNavigation } from '../navigation';
import { RulesReference } from './RulesReference';

/** The whole reference is a large page; role queries over it take a while in jsdom. */
const SLOW = { timeout: 30_000 };

function setup() {
  const user = userEvent.setup();
  render(<RulesReference />);
  return { user, search: screen.getByRole('searchbox', { name: 'Search the rules' }), status: screen.getByRole('status') };
}

/** The number an "N entries match" announcement gives. */
function announced(status: HTMLElement): number {
  const match = /^(\d+) entr(?:y|ies) match/.exec(status.textContent ?? '');
  if (!match) throw new Error(`no count in "${status.textContent}"`);
  return Number(match[1]);
}

/** The match counts the table of contents shows, e.g. "Weather (2020) (3)". */
function contentsCounts(): number[] {
  const nav = screen.getByRole('navigation', { name: 'Sections of the rules reference' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => Number(/\((\d+)\)$/.exec(link.textContent ?? '')?.[1] ?? NaN));
}

describe('RulesReference', () => {
  beforeEach(() => useNavigation.setState({ view: 'reference' }));

  it('opens with its heading focused and announces how many entries there are', SLOW, () => {
    const { status } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Rules reference' })).toHaveFocus();
    expect(status).toHaveTextContent(/^\d+ entries\. Type in the search box to filter them\.$/);
  });

  it('search narrows every section to the matching entries and announces the count', SLOW, async () => {
    const { user, search, status } = setup();
    const total = Number(/^(\d+)/.exec(status.textContent ?? '')?.[1]);
    await user.type(search, 'Sand Dunes');
    await waitFor(() => expect(status).toHaveTextContent(/entries match “Sand Dunes”\.$/));
    const count = announced(status);
    expect(count).toBeGreaterThan(3);
    expect(count).toBeLessThan(total);
    expect(contentsCounts().reduce((a, b) => a + b, 0)).toBe(count);

    const waterside = screen.getByRole('table', { name: 'Waterside terrain types' });
    expect(within(waterside).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Sand Dunes']);
    expect(screen.getByRole('table', { name: 'Desert PBS map' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Cultivated PBS map' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Weather (2020)' })).not.toBeInTheDocument();
  });

  it('finds entries by their source, e.g. "000 PBS 9.B" gives the 2023 density table', SLOW, async () => {
    const { user, search, status } = setup();
    await user.type(search, '000 PBS 9.B');
    await waitFor(() => expect(status).toHaveTextContent('1 entry matches “000 PBS 9.B”.'));
    const region = screen.getByRole('region', { name: 'Editions: the procedures' });
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '2023 territory maps (PBS and Terrain Map Release v2023.1)',
    ]);
    const table = within(region).getByRole('table', { name: 'Density table' });
    const veryDense = within(table).getByRole('rowheader', { name: 'Very Dense' }).closest('tr') as HTMLElement;
    expect(within(veryDense).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '2 Difficult and 2 Rough or Good',
      'Up to 2',
      'Yes',
      '000 PBS 9.B Very Dense',
    ]);
  });

  it('says so when nothing matches, and shows everything again once cleared', SLOW, async () => {
    const { user, search, status } = setup();
    await user.type(search, 'xyzzy');
    await waitFor(() => expect(status).toHaveTextContent('No entry matches “xyzzy”.'));
    expect(screen.queryAllByRole('table')).toHaveLength(0);
    expect(screen.getByText('No section has a match.')).toBeInTheDocument();
    await user.clear(search);
    await waitFor(() => expect(status).toHaveTextContent(/^\d+ entries\. Type/));
    expect(screen.getByRole('table', { name: 'Waterside PBS map' })).toBeInTheDocument();
  });

  it('the contents move focus to a section heading by keyboard', SLOW, async () => {
    const { user } = setup();
    const nav = screen.getByRole('navigation', { name: 'Sections of the rules reference' });
    within(nav).getByRole('link', { name: 'Weather (2020)' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'Weather (2020)' })).toHaveFocus();
  });

  it('lists the deck composition as an assumption, with its note (RULES-NOTES section 4)', SLOW, () => {
    setup();
    const region = screen.getByRole('region', { name: 'Assumptions: what is not in the seeds' });
    const card = within(region).getByRole('article', { name: 'Command deck composition' });
    expect(within(card).getByText('Assumption')).toBeInTheDocument();
    expect(card).toHaveTextContent("The command deck's make-up is not in the seeds");
    expect(card).toHaveTextContent('55 cards in all.');
    const table = within(card).getByRole('table', { name: 'Cards of each colour' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Black15', 'White15', 'Green12', 'Yellow8', 'Red5']);
    expect(within(card).getByText('Source: RULES-NOTES section 4 (not in the seeds)')).toBeInTheDocument();
  });

  it('lists the other assumptions: territory contest, march, weather table, 2020 categories', SLOW, () => {
    setup();
    const region = screen.getByRole('region', { name: 'Assumptions: what is not in the seeds' });
    for (const name of [
      'Die faces per colour',
      'Roll-off ranking of faces',
      'PBS and scouting card limits',
      'Rounding percentages to TuGs',
      'Declining the territory card (2023)',
      'Moving less than the allowance (2023)',
      'Reading of the weather table',
      'Categories of the 2020 terrain table',
      'Secure flanks of the 2020 generic map',
      'Table sizes',
    ]) {
      expect(within(region).getByRole('article', { name })).toBeInTheDocument();
    }
  });

  it('flags every row of the 2020 generic map as unverified (002 Generic PBS map)', SLOW, () => {
    setup();
    const table = screen.getByRole('table', { name: 'Generic PBS map (2020)' });
    const headers = within(table).getAllByRole('rowheader');
    expect(headers).toHaveLength(5);
    for (const header of headers) expect(header).toHaveTextContent(/Unverified$/);
    expect(headers[0]).toHaveTextContent('Row 1: Deep Water (river or coast)');
    expect(within(table).getAllByRole('cell')[0]).toHaveTextContent('Territory types: Coastal, Plains, Desert (printed C P/D)');
  });

  it('shows the weather table in the sheet’s column order, its reading flagged as an assumption (002 Weather rules)', SLOW, () => {
    setup();
    const region = screen.getByRole('region', { name: 'Weather (2020)' });
    const card = within(region).getByRole('article', { name: 'Weather by adjusted score and territory' });
    expect(within(card).getByText('Assumption')).toBeInTheDocument();
    const table = within(card).getByRole('table', { name: 'Weather table' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Adjusted score',
      'Standard (2023: Cultivated)',
      'Plains (2023: Plains)',
      'Coastal (2023: Waterside)',
      'Mountains (2023: Mountains)',
      'Forest (2023: Forest)',
      'Jungle (2023: Jungle)',
      'Desert (2023: Desert)',
    ]);
    const zero = within(table).getByRole('rowheader', { name: '0' }).closest('tr') as HTMLElement;
    expect(within(zero).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Snow',
      'Snow',
      'Snow',
      'Snow',
      'Snow',
      'Heavy Rain',
      'Dust Storm',
    ]);
  });

  it('shows the Magna worked example: 6 BW printed is 4 BW (002 MAGNA note)', SLOW, () => {
    setup();
    const region = screen.getByRole('region', { name: 'Scales' });
    const magna = within(region).getByRole('article', { name: 'Magna' });
    expect(within(magna).getByText('Worked example: 6 BW printed is 4 BW in Magna.')).toBeInTheDocument();
    expect(within(magna).getByText('Assumption')).toBeInTheDocument();
    expect(within(magna).getByRole('table', { name: 'Magna table sizes (not in the seeds)' })).toBeInTheDocument();
  });

  it('goes back home', SLOW, async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(useNavigation.getState().view).toBe('home');
  });
});
