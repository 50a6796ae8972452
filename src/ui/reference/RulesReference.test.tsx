import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bundledRules } from '../../engine';
import { useNavigation } from '../navigation';
import { PACKS } from '../packs/list';
import { referenceEntries, referenceModel, SECTIONS } from './referenceModel';
import { RulesReference } from './RulesReference';

/** Role queries over a whole section take a while in jsdom. */
const SLOW = { timeout: 30_000 };
const blank = useNavigation.getState();
const packs = await Promise.all(PACKS.map((pack) => pack.loadReference()));
const entries = referenceEntries(referenceModel(bundledRules(), packs.map((pack) => pack())));

/** The reference opened at a route's parameters, e.g. `{ section: 'scales' }`. */
function open(params: Record<string, string> = {}) {
  useNavigation.setState({ ...blank, view: 'reference', params }, true);
  const user = userEvent.setup();
  render(<RulesReference packs={packs} />);
  return { user, search: screen.getByRole('searchbox', { name: 'Search the rules' }), status: screen.getByRole('status') };
}

/** The number an "N entries match" announcement gives. */
function announced(status: HTMLElement): number {
  const match = /^(\d+) entr(?:y|ies) match/.exec(status.textContent ?? '');
  if (!match) throw new Error(`no count in "${status.textContent}"`);
  return Number(match[1]);
}

const contents = () => screen.getByRole('navigation', { name: 'Sections of the rules reference' });

/** The match counts the table of contents shows, e.g. "Weather (2020) (3)". */
function contentsCounts(): number[] {
  return within(contents())
    .getAllByRole('link')
    .map((link) => Number(/\((\d+)\)$/.exec(link.textContent ?? '')?.[1] ?? NaN));
}

beforeEach(() => window.history.replaceState(null, '', '/#/reference'));

describe('RulesReference: one section at a time', () => {
  it('opens at its contents with the heading focused: every section listed, none shown', () => {
    const { status } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Rules reference' })).toHaveFocus();
    expect(status).toHaveTextContent(`${entries.length} entries. Type in the search box to filter them.`);
    expect(within(contents()).getAllByRole('link').map((a) => a.textContent)).toEqual(SECTIONS.map((s) => s.title));
    expect(screen.queryAllByRole('region')).toEqual([]);
    expect(screen.queryAllByRole('table')).toEqual([]);
  });

  it('a section’s address shows that section only, its heading focused and marked in the contents', SLOW, () => {
    open({ section: 'scales' });
    const heading = screen.getByRole('heading', { level: 2, name: 'Scales' });
    expect(heading).toHaveFocus();
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'))).toEqual([heading.id]);
    expect(within(contents()).getByRole('link', { name: 'Scales' })).toHaveAttribute('aria-current', 'page');
    expect(within(contents()).getByRole('link', { name: 'Scales' })).toHaveAttribute('href', '#/reference/scales');
  });

  it('a long section opens at its first part; the parts move between territories, keeping where Back returns', SLOW, async () => {
    const { user } = open({ section: 'maps2023', from: 'game' });
    expect(screen.getByRole('table', { name: 'Waterside PBS map' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Desert PBS map' })).not.toBeInTheDocument();
    const parts = screen.getByRole('navigation', { name: 'Parts of Territory maps (2023)' });
    const desert = within(parts).getByRole('link', { name: 'Desert' });
    expect(desert).toHaveAttribute('href', '#/reference/maps2023/desert?from=game');
    const before = window.history.length;
    await user.click(desert);
    expect(screen.getByRole('table', { name: 'Desert PBS map' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Waterside PBS map' })).not.toBeInTheDocument();
    expect(window.location.hash).toBe('#/reference/maps2023/desert?from=game');
    // The part replaced the page in the history: one Back still returns to the game.
    expect(window.history.length).toBe(before);
  });

  it('opens at the entry a citation links to: focused and marked', SLOW, () => {
    open({ section: 'editions', part: '2020', entry: 'editions/2020/march' });
    const card = screen.getByRole('article', { name: 'The march: PBS card difference' });
    expect(card).toHaveFocus();
    expect(card).toHaveClass('ref-target');
    expect(card).toHaveTextContent('Source: 002 Setting the location of the battle');
    expect(screen.queryByRole('heading', { level: 3, name: /^2023 / })).not.toBeInTheDocument();
  });

  it('opens at a row of a terrain table', SLOW, () => {
    open({ section: 'maps2023', part: 'desert', entry: 'maps2023/desert/terrain/sandDunes' });
    const row = screen.getByRole('rowheader', { name: 'Sand Dunes' }).closest('tr');
    expect(row).toHaveFocus();
  });

  it('the contents move focus to a section heading by keyboard', SLOW, async () => {
    const { user } = open();
    within(contents()).getByRole('link', { name: 'Weather (2020)' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'Weather (2020)' })).toHaveFocus();
    expect(useNavigation.getState().params).toEqual({ section: 'weather' });
  });

  it('Back says where it returns and goes there when the reference was opened directly', async () => {
    const { user } = open({ section: 'glossary', from: 'game' });
    await user.click(screen.getByRole('button', { name: 'Back to the game' }));
    expect(useNavigation.getState().view).toBe('game');
  });

  it('Back from a screen the reference cannot name (a shared battle) just says Back', () => {
    window.history.pushState({ depth: 1 }, '', '/#/reference');
    open();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('Back from a reference opened at home goes home', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(useNavigation.getState().view).toBe('home');
  });
});

describe('RulesReference: the search looks through every section', () => {
  it('narrows every section to the matching entries and announces the count', SLOW, async () => {
    const { user, search, status } = open({ section: 'glossary' });
    await user.type(search, 'Sand Dunes');
    await waitFor(() => expect(status).toHaveTextContent(/entries match “Sand Dunes”\.$/));
    const count = announced(status);
    expect(count).toBe(entries.filter((e) => e.text.toLowerCase().includes('sand dunes')).length);
    expect(contentsCounts().reduce((a, b) => a + b, 0)).toBe(count);
    const waterside = screen.getByRole('table', { name: 'Waterside terrain types' });
    expect(within(waterside).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Sand Dunes']);
    expect(screen.getByRole('table', { name: 'Desert PBS map' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Cultivated PBS map' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Weather (2020)' })).not.toBeInTheDocument();
  });

  it('finds entries by their source: "000 PBS 9.B" gives the 2023 density table and the glossary’s density', SLOW, async () => {
    const { user, search, status } = open();
    await user.type(search, '000 PBS 9.B');
    await waitFor(() => expect(status).toHaveTextContent('2 entries match “000 PBS 9.B”.'));
    const region = screen.getByRole('region', { name: 'Editions: the procedures' });
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '2023 territory maps (PBS and Terrain Map Release v2023.1)',
    ]);
    const table = within(region).getByRole('table', { name: 'Density table' });
    const veryDense = within(table).getByRole('rowheader', { name: 'Very Dense' }).closest('tr') as HTMLElement;
    expect(within(veryDense).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2 Difficult and 2 Rough or Good', 'Up to 2', 'Yes', '000 PBS 9.B Very Dense']);
    expect(within(screen.getByRole('region', { name: 'Glossary' })).getByRole('article', { name: 'Density: Terrain density' })).toBeInTheDocument();
  });

  it('says so when nothing matches, and shows the page again once cleared', SLOW, async () => {
    const { user, search, status } = open({ section: 'maps2023' });
    await user.type(search, 'xyzzy');
    await waitFor(() => expect(status).toHaveTextContent('No entry matches “xyzzy”.'));
    expect(screen.queryAllByRole('table')).toHaveLength(0);
    expect(screen.getByText('No section has a match.')).toBeInTheDocument();
    await user.clear(search);
    await waitFor(() => expect(status).toHaveTextContent(/^\d+ entries\. Type/));
    expect(screen.getByRole('table', { name: 'Waterside PBS map' })).toBeInTheDocument();
  });
});

describe('RulesReference: what the sections hold', () => {
  it('the glossary gives each abbreviation with the sources’ words, and marks the app’s readings', SLOW, () => {
    open({ section: 'glossary' });
    const bw = screen.getByRole('article', { name: 'BW: Base width' });
    expect(bw).toHaveTextContent('In the sources’ words: “MAGNA * sizes and distances reduced to 2/3 rounded up.');
    expect(within(bw).getByText('Assumption')).toBeInTheDocument();
    expect(bw).toHaveTextContent('Source: 002 Pre battle system: MAGNA and PACTO notes');
    const kab = screen.getByRole('article', { name: 'KaB: Kill a base test' });
    expect(within(kab).queryByText('Assumption')).not.toBeInTheDocument();
  });

  it('lists the deck composition as an assumption, with its note (RULES-NOTES section 4)', SLOW, () => {
    open({ section: 'assumptions' });
    const region = screen.getByRole('region', { name: 'Assumptions: what is not in the sources' });
    const card = within(region).getByRole('article', { name: 'Command deck composition' });
    expect(within(card).getByText('Assumption')).toBeInTheDocument();
    expect(card).toHaveTextContent(bundledRules().components.assumptions.find((a) => a.field === 'deck')!.note);
    expect(card).toHaveTextContent('55 cards in all.');
    const table = within(card).getByRole('table', { name: 'Cards of each colour' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Black15', 'White15', 'Green12', 'Yellow8', 'Red5']);
  });

  it('lists the other assumptions: territory contest, march, readings, weather table, 2020 categories', SLOW, () => {
    open({ section: 'assumptions' });
    const region = screen.getByRole('region', { name: 'Assumptions: what is not in the sources' });
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
    const readings = bundledRules().editions['2023'].readings;
    expect(within(region).getByRole('article', { name: `${readings[0]!.topic} (2023)` })).toBeInTheDocument();
  });

  it('each edition lists its steps in order and how the counter is placed (000 PBS 8.C)', SLOW, () => {
    open({ section: 'editions', part: '2023' });
    const sequence = screen.getByRole('article', { name: 'The sequence' });
    expect(sequence).toHaveTextContent(/In order: Roll-off; Choosing the territory; Placing the army counter; The march/);
    expect(screen.getByRole('article', { name: 'Placing the army counter' })).toHaveTextContent(bundledRules().editions['2023'].counterPlacement.text);
  });

  it('flags every row of the 2020 generic map as unverified (002 Generic PBS map)', SLOW, () => {
    open({ section: 'map2020' });
    const table = screen.getByRole('table', { name: 'Generic PBS map (2020)' });
    const headers = within(table).getAllByRole('rowheader');
    expect(headers).toHaveLength(5);
    for (const header of headers) expect(header).toHaveTextContent(/Unverified$/);
    expect(headers[0]).toHaveTextContent('Row 1: Deep Water (river or coast)');
  });

  it('shows the weather table in the sheet’s column order, its reading flagged as an assumption (002 Weather rules)', SLOW, () => {
    open({ section: 'weather' });
    const card = screen.getByRole('article', { name: 'Weather by adjusted score and territory' });
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
  });

  it('shows the Magna worked example: 6 BW printed is 4 BW (002 MAGNA note)', SLOW, () => {
    open({ section: 'scales' });
    const magna = screen.getByRole('article', { name: 'Magna' });
    expect(within(magna).getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Worked example: 6 BW printed is 4 BW in Magna.')).toBeInTheDocument();
    expect(within(magna).getByRole('table', { name: 'Magna table sizes (not in the sources)' })).toBeInTheDocument();
  });

  it('follows the address: a new section from Back or Forward is shown and focused', SLOW, () => {
    open({ section: 'scales' });
    act(() => useNavigation.setState({ params: { section: 'weather' } }));
    expect(screen.getByRole('heading', { level: 2, name: 'Weather (2020)' })).toHaveFocus();
    expect(screen.queryByRole('heading', { level: 2, name: 'Scales' })).not.toBeInTheDocument();
  });
});
