import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { publicView, squareAt, type Density, type GameState, type Square } from '../../engine';
import { ANNA_DEFENDS, PHYSICAL, applyAll, marchedTo, startGame, uiRules } from '../../../tests/support/uiState';
import { PbsMap, type MapView } from './PbsMap';
import { flankWords } from './PbsBoard';

/** Waterside (seed 000): day 1 moves the counter from row 3, column 3 to row 1, column 3; day 2 is being played. */
function watersideDay2(): GameState {
  return applyAll(startGame(PHYSICAL), [
    ...ANNA_DEFENDS,
    { type: 'chooseSeason', season: 'summer' },
    { type: 'playTerritoryCard', side: 'defender', card: null },
    { type: 'playTerritoryCard', side: 'invader', card: null },
    { type: 'chooseTerritory', territory: 'waterside' },
    { type: 'placeCounter', row: 2, col: 2 },
    { type: 'playDayCard', side: 'defender', card: 'black' },
    { type: 'playDayCard', side: 'invader', card: 'red' },
    { type: 'moveCounter', row: 0, col: 2 },
  ]);
}

const cellsOf = (table: HTMLElement) => within(table).getAllByRole('cell').filter((td) => td.textContent !== '');
const buttonsOf = (table: HTMLElement) => within(table).getAllByRole('button');

describe('PbsMap shown without choices', () => {
  it('is a figure and a table named "<Territory> PBS map", every square in words by row and column, nothing to press', () => {
    const { container } = render(<PbsMap rules={uiRules} view={marchedTo({ territory: 'waterside', row: 2, col: 3 })} />);
    expect(screen.getByRole('figure', { name: 'Waterside PBS map' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Waterside PBS map' });
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Row 1', 'Row 2', 'Row 3', 'Row 4', 'Row 5']);
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Column 1', 'Column 2', 'Column 3', 'Column 4', 'Column 5']);
    const cells = cellsOf(table);
    expect(cells).toHaveLength(25);
    expect(cells[0]).toHaveTextContent(/^No flank, Open$/);
    expect(cells[1]).toHaveTextContent(/^Deep Water, Featureless$/);
    expect(cells[13]).toHaveTextContent(/^Rocky Ground or Woods, Normal, army counter here, the march started here, days 1, 2, 3, 4 and 5 ended here$/);
    expect(cells.filter((c) => c.textContent?.includes('army counter here'))).toHaveLength(1);
    // The drawing is a picture of the same thing and stays out of the accessibility tree.
    expect(container.querySelector('svg.pbs-svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the counter and the day numbers, and names the days in words', () => {
    const { container } = render(<PbsMap rules={uiRules} view={watersideDay2()} />);
    const rows = within(screen.getByRole('table', { name: 'Waterside PBS map' })).getAllByRole('row');
    expect(within(rows[1]!).getAllByRole('cell')[2]).toHaveTextContent(/^Deep Water, Open, army counter here, day 1 ended here$/);
    expect(within(rows[3]!).getAllByRole('cell')[2]).toHaveTextContent(/the march started here$/);
    const full = container.querySelector('.pbs-full')!;
    expect(full.querySelectorAll('.pbs-counter')).toHaveLength(1);
    expect([...full.querySelectorAll('.pbs-day text')].map((t) => t.textContent)).toEqual(['1']);
    expect([...container.querySelectorAll('.pbs-path line')].map((l) => l.getAttribute('data-day'))).toEqual(['1']);
  });

  it('runs of three or more days share one badge ("1–5") so five days fit a square', () => {
    const { container } = render(<PbsMap rules={uiRules} view={marchedTo({ territory: 'waterside', row: 2, col: 3 })} />);
    expect([...container.querySelectorAll('.pbs-full .pbs-day text')].map((t) => t.textContent)).toEqual(['1–5']);
  });

  it('tells the densities apart by a hatching pattern per density, not by colour alone, and by name', () => {
    const { container } = render(<PbsMap rules={uiRules} view={marchedTo({ territory: 'waterside', row: 2, col: 3 })} />);
    const squares = [...container.querySelectorAll<SVGRectElement>('rect.pbs-square')];
    expect(squares).toHaveLength(25);
    const fillOf = new Map<string, Set<string>>();
    for (const square of squares) {
      const density = square.getAttribute('data-density')!;
      fillOf.set(density, (fillOf.get(density) ?? new Set()).add(square.getAttribute('fill')!));
    }
    // Waterside uses all five densities; each density has exactly one pattern and no two share one.
    expect([...fillOf.keys()].sort()).toEqual(['dense', 'featureless', 'normal', 'open', 'veryDense']);
    fillOf.forEach((fills) => expect(fills.size).toBe(1));
    const ids = [...fillOf.values()].map((fills) => /^url\(#(.+)\)$/.exec([...fills][0]!)![1]!);
    expect(new Set(ids).size).toBe(5);
    // Hatching grows with density: none on Featureless, then closer lines, then crossed.
    const hatches = (density: Density) => {
      const pattern = container.querySelector(`pattern#${CSS.escape(ids[[...fillOf.keys()].indexOf(density)]!)}`)!;
      return { lines: pattern.querySelectorAll('line').length, spacing: Number(pattern.getAttribute('width')) };
    };
    expect(hatches('featureless').lines).toBe(0);
    expect(hatches('open')).toEqual({ lines: 1, spacing: expect.any(Number) });
    expect(hatches('normal').spacing).toBeLessThan(hatches('open').spacing);
    expect(hatches('dense').lines).toBe(2);
    expect(hatches('veryDense').spacing).toBeLessThan(hatches('dense').spacing);
    // Words too: the full names on the board and, for small screens, the short forms with the key.
    const full = container.querySelector('.pbs-full')!;
    expect([...full.querySelectorAll('.pbs-density')].map((t) => t.textContent)).toContain('Very Dense');
    const key = screen.getByRole('list', { name: 'Map key' });
    expect(within(key).getByText('Very Dense').parentElement).toHaveTextContent('VD Very Dense');
    expect(within(key).getByText(/Rocky Ground or Woods/)).toHaveTextContent('RG/Wo Rocky Ground or Woods');
  });

  it('greys the squares of other territory types on the 2020 generic map and names them as not of the territory', () => {
    const { container } = render(<PbsMap rules={uiRules} view={marchedTo({ territory: 'standard', row: 2, col: 2, edition: '2020' })} />);
    const cells = cellsOf(screen.getByRole('table', { name: 'Standard PBS map' }));
    const outside = cells.filter((c) => c.textContent?.includes('not Standard territory'));
    expect(outside).toHaveLength(16);
    expect(container.querySelectorAll('rect[data-out="true"]')).toHaveLength(16);
    const expected = cells.map((_, i) => squareAt(uiRules, '2020', 'standard', Math.floor(i / 5), i % 5)!.inTerritory);
    expect(cells.map((c) => !c.textContent?.includes('not Standard territory'))).toEqual(expected);
    expect(screen.getByText(/top and bottom rows connect/)).toBeInTheDocument();
  });

  it('draws from the public view, which carries no secrets', () => {
    const state = watersideDay2();
    const view: MapView = publicView(state);
    render(<PbsMap rules={uiRules} view={view} />);
    expect(cellsOf(screen.getByRole('table', { name: 'Waterside PBS map' }))[2]).toHaveTextContent('army counter here, day 1 ended here');
  });

  it('shows nothing before a territory is chosen', () => {
    const { container } = render(<PbsMap rules={uiRules} view={startGame()} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('PbsMap as a thumbnail', () => {
  it('draws a territory not yet chosen, named, with nothing to press: no table, no buttons', () => {
    const { container } = render(<PbsMap rules={uiRules} view={startGame()} territoryId="desert" size="thumbnail" />);
    const thumb = container.firstElementChild!;
    expect(screen.getByRole('figure', { name: 'Desert PBS map' })).toBe(thumb);
    expect(thumb.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(thumb.querySelectorAll('rect.pbs-square')).toHaveLength(25);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['2023', 'waterside'],
    ['2023', 'mountains'],
    ['2020', 'forest'],
  ] as const)('%s %s: each square with a flank says its option in letters, and the key says them in words (issue 29)', (edition, id) => {
    const view = startGame({ edition });
    const { container } = render(<PbsMap rules={uiRules} view={view} territoryId={id} size="thumbnail" />);
    const territory = uiRules.territoryIndex[edition][id]!;
    const squares = uiRules.squares[edition][id]!.flat();
    const labels = [...container.querySelectorAll('text.pbs-thumb-label')].map((t) => t.textContent);
    expect(labels).toHaveLength(squares.filter((s) => s.flank.kind !== 'none').length);
    const key = within(screen.getByRole('list', { name: 'Map key' })).getAllByRole('listitem').map((li) => li.textContent);
    const options = new Set(squares.filter((s) => s.flank.kind === 'pieces').map((s) => flankWords(uiRules, territory, s)));
    // Every kind of terrain piece offered is its own line: "Mountains or Marsh" and "Rocky Ground or Woods" no longer share one icon.
    for (const words of options) expect(key.some((line) => line?.endsWith(` ${words}`))).toBe(true);
    // Each letter drawn on the map is spelled out in the key.
    for (const label of new Set(labels)) expect(key.some((line) => line?.startsWith(`${label} `))).toBe(true);
  });
});

describe('PbsMap with choices', () => {
  const state = watersideDay2();
  /** Day 2 as if the counter may go one square side to side (the component shows what it is given). */
  const choices: Square[] = [
    { row: 0, col: 1 },
    { row: 0, col: 2 },
    { row: 0, col: 3 },
    { row: 1, col: 2 },
  ];

  function renderChoosing() {
    const onChoose = vi.fn();
    render(<PbsMap rules={uiRules} view={state} choices={choices} chooseLabel="Move the counter" onChoose={onChoose} />);
    const buttons = buttonsOf(screen.getByRole('table', { name: 'Waterside PBS map' }));
    return { onChoose, buttons, at: (row: number, col: number) => buttons[(row - 1) * 5 + (col - 1)]!, user: userEvent.setup() };
  }

  it('names every square in words with what choosing it does, and frames exactly the legal squares', () => {
    const { buttons, at } = renderChoosing();
    expect(buttons).toHaveLength(25);
    expect(at(1, 2)).toHaveAccessibleName('Move the counter: row 1, column 2, Deep Water, Featureless, can move here');
    expect(at(1, 3)).toHaveAccessibleName('Move the counter: row 1, column 3, Deep Water, Open, army counter here, can stay here');
    expect(at(3, 3)).toHaveAccessibleName('Move the counter: row 3, column 3, No flank, Normal, the march started here, not allowed');
    expect(buttons.filter((b) => b.getAttribute('aria-disabled') === 'false')).toEqual([at(1, 2), at(1, 3), at(1, 4), at(2, 3)]);
    const framed = [...document.querySelectorAll('rect.pbs-legal[data-legal]')].map((r) => [Number(r.getAttribute('y')) / 200, Number(r.getAttribute('x')) / 200].map(Math.floor));
    expect(framed).toEqual(choices.map((c) => [c.row, c.col]));
    expect(within(screen.getByRole('list', { name: 'Map key' })).getByText('Can move here')).toBeInTheDocument();
  });

  it('has one tab stop; arrow keys move square by square, Home and End to the row’s ends; Enter and Space choose only legal squares', async () => {
    const { onChoose, buttons, at, user } = renderChoosing();
    expect(buttons.filter((b) => b.getAttribute('tabindex') === '0')).toEqual([at(1, 3)]);
    act(() => at(1, 3).focus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(at(3, 3)).toHaveFocus();
    expect(at(3, 3)).toHaveAttribute('tabindex', '0');
    await user.keyboard('{Enter}');
    expect(onChoose).not.toHaveBeenCalled();
    await user.keyboard('{ArrowUp}{ArrowLeft}{ArrowUp}{ArrowUp}');
    expect(at(1, 2)).toHaveFocus();
    await user.keyboard('{End}');
    expect(at(1, 5)).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(at(2, 3)).toHaveFocus();
    await user.keyboard(' ');
    expect(onChoose).toHaveBeenCalledExactlyOnceWith({ row: 1, col: 2 });
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChoose).toHaveBeenLastCalledWith({ row: 0, col: 2 });
  });

  it('a click on a square that is not allowed does nothing; on a framed one it chooses', async () => {
    const { onChoose, at, user } = renderChoosing();
    await user.click(at(5, 5));
    expect(onChoose).not.toHaveBeenCalled();
    await user.click(at(1, 4));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith({ row: 0, col: 3 });
  });

  it('shows the focused square in full words under the board', async () => {
    const { at } = renderChoosing();
    act(() => at(1, 2).focus());
    expect(document.querySelector('.pbs-detail')).toHaveTextContent('Row 1, column 2: Deep Water, Featureless; can move here.');
  });
});
