import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type GameState } from '../../engine';
import { ANNA_DEFENDS, PHYSICAL, applyAll, marchedTo, startGame, uiRules } from '../../../tests/support/uiState';
import { PbsMap } from './PbsMap';

describe('PbsMap shown without choices', () => {
  it('is a named table of 25 squares with flank and density in words, and no buttons', () => {
    render(<PbsMap rules={uiRules} state={marchedTo({ territory: 'waterside', row: 2, col: 3 })} />);
    const table = screen.getByRole('table', { name: 'Waterside PBS map' });
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Row 1', 'Row 2', 'Row 3', 'Row 4', 'Row 5']);
    const cells = within(table).getAllByRole('cell').filter((td) => td.textContent !== '');
    expect(cells).toHaveLength(25);
    expect(cells[1]).toHaveTextContent('Deep Water');
    expect(cells[1]).toHaveTextContent('Featureless');
    expect(cells[13]).toHaveTextContent('Rocky Ground or Woods');
    expect(cells[13]).toHaveTextContent('Army counter');
    expect(screen.getAllByText('Army counter')).toHaveLength(1);
  });

  it('marks the squares the counter moved to, by day', () => {
    const state: GameState = applyAll(startGame(PHYSICAL), [
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
    render(<PbsMap rules={uiRules} state={state} />);
    const row1 = within(screen.getByRole('table', { name: 'Waterside PBS map' })).getAllByRole('row')[1]!;
    expect(within(row1).getAllByRole('cell')[2]).toHaveTextContent(/Army counter.*Day 1/);
  });

  it('greys the squares of other territory types on the 2020 generic map', () => {
    render(<PbsMap rules={uiRules} state={marchedTo({ territory: 'standard', row: 2, col: 2, edition: '2020' })} />);
    const table = screen.getByRole('table', { name: /^Standard PBS map \(2020 generic map; squares of other territory types are greyed\)$/ });
    expect(within(table).getAllByText('Not Standard')).toHaveLength(16);
  });

  it('shows nothing before a territory is chosen', () => {
    const { container } = render(<PbsMap rules={uiRules} state={startGame()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
