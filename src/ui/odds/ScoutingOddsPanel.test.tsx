import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameState } from '../../engine';
import { PHYSICAL, advanceTo, uiRules } from '../../../tests/support/uiState';
import { stepProps } from '../../../tests/support/stepProps';
import { useGame } from '../store';
import { ScoutingOddsPanel } from './ScoutingOddsPanel';

const blankGame = useGame.getState();
beforeEach(() => useGame.setState(blankGame, true));

/** The panel as the game screen shows it: the view of whoever holds the laptop (the store's holder), else the room's. */
function Panel({ state }: { state: GameState }) {
  const holder = useGame((s) => s.holder);
  return <ScoutingOddsPanel rules={uiRules} view={stepProps(state, undefined, holder).view} />;
}

describe('scouting odds, digital cards (issue 13, seed 000 PBS 10.A)', () => {
  it('physical cards: none', () => {
    render(<Panel state={advanceTo('scouting', { ...PHYSICAL, odds: true })} />);
    expect(screen.queryByRole('button', { name: /show my scouting odds/ })).not.toBeInTheDocument();
  });

  it('during the march: none yet (the kept cards may still change)', () => {
    render(<Panel state={advanceTo('march', { dice: 'physical', odds: true })} />);
    expect(screen.queryByRole('button', { name: /show my scouting odds/ })).not.toBeInTheDocument();
  });

  it('from the end of the march each player looks at his own chance of being outscouted, and by how much, behind the curtain', async () => {
    const user = userEvent.setup();
    render(<Panel state={advanceTo('selectCompulsory', { dice: 'physical', odds: true })} />);
    expect(screen.getByRole('heading', { name: 'Scouting odds' })).toBeInTheDocument();
    expect(screen.queryByText(/outscouted:/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anna: show my scouting odds' }));
    const odds = screen.getByRole('region', { name: "Anna's scouting odds (only Anna looks)" });
    expect(within(odds).getByText(/^You are outscouted: (\d+%|under 1%|over 99%)$/)).toBeInTheDocument();
    expect(within(odds).getByText(/^You outscout Bruno: /)).toBeInTheDocument();
    expect(within(odds).getByText(/^Equal totals, nobody outscouted: /)).toBeInTheDocument();
    // Margins come as what they mean for deployment, one row per number of TuGs put down first (issue 29).
    // Folded under one line each, so the panel opens on the three chances alone.
    expect(within(odds).getAllByText('By how much, and how many TuGs deploy first')).toHaveLength(2);
    const rows = within(odds).getAllByText(/^by \d+(-\d+)?%, (you deploy|Bruno deploys) /);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(2 * 12);
    expect(odds).toHaveTextContent(/Exact: every case counted\.|Estimated from 10,000 sampled deals/);
    await user.click(within(odds).getByRole('button', { name: 'Hide my scouting odds' }));
    expect(screen.queryByRole('region', { name: /scouting odds \(only/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bruno: show my scouting odds' })).toBeInTheDocument();
  });
});
