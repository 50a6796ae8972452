import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Action } from '../../engine';
import { makeSetup } from '../../../tests/support/randomGame';
import { PHYSICAL, uiRules } from '../../../tests/support/uiState';
import { LogPanel } from './LogPanel';

const setup = makeSetup(PHYSICAL);
/** Anna defends; the territory contest is revealed by Bruno's card (event 5); Anna picks Waterside. */
const LOG: Action[] = [
  { type: 'rollOff', faces: ['skull', 'blank'] },
  { type: 'chooseRole', role: 'defender' },
  { type: 'chooseSeason', season: 'summer' },
  { type: 'playTerritoryCard', side: 'defender', card: 'red' },
  { type: 'playTerritoryCard', side: 'invader', card: null },
  { type: 'chooseTerritory', territory: 'waterside' },
];

function renderLog(log: Action[] = LOG) {
  const onUndo = vi.fn();
  render(<LogPanel rules={uiRules} setup={setup} log={log} onUndo={onUndo} />);
  return { onUndo, user: userEvent.setup() };
}

const undoButton = (event: number) => screen.getByRole('button', { name: `Undo to here: back to before event ${event}` });

describe('LogPanel', () => {
  it('says when nothing has happened yet', () => {
    renderLog([]);
    const log = screen.getByRole('region', { name: 'Log' });
    expect(log).toHaveTextContent('Nothing has happened yet.');
    expect(within(log).queryByRole('list')).not.toBeInTheDocument();
  });

  it('tells every event in words with the players’ names, never naming a face-down card', () => {
    renderLog();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('span')?.textContent)).toEqual([
      'Roll-off: Anna rolled skull, Bruno rolled blank; Anna wins.',
      'Anna chooses to be the defender.',
      'Bruno (invader) chooses Summer.',
      'Territory contest: Anna (defender) has chosen a card, face down.',
      'Territory contest: Bruno (invader) no card, Anna (defender) Red (R). Anna picks the territory.',
      'The battle will be in Waterside territory.',
    ]);
    items.forEach((li) => expect(within(li).getByRole('button')).toHaveTextContent('Undo to here'));
  });

  it('undoing across a reveal asks both players first, then goes back', async () => {
    const { onUndo, user } = renderLog();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(undoButton(4));
    const dialog = screen.getByRole('alertdialog', { name: /Going back undoes a reveal: both players have seen the cards\. Do both players agree\?/ });
    expect(onUndo).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Both agree: go back' }));
    expect(onUndo).toHaveBeenCalledExactlyOnceWith(3);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancelling the confirmation changes nothing', async () => {
    const { onUndo, user } = renderLog();
    await user.click(undoButton(1));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onUndo).not.toHaveBeenCalled();
  });

  it('moves the keyboard focus into the confirmation, and back to the undo button on Cancel', async () => {
    const { onUndo, user } = renderLog();
    undoButton(5).focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(undoButton(5)).toHaveFocus();
    expect(onUndo).not.toHaveBeenCalled();
  });

  it('an undo that goes back over no reveal happens at once', async () => {
    const { onUndo, user } = renderLog();
    await user.click(undoButton(6));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onUndo).toHaveBeenCalledExactlyOnceWith(5);
  });
});
