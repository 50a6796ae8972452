import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reachableSquares, type Action, type GameState, type Setup } from '../../../engine';
import { ANNA_DEFENDS, PHYSICAL, applyAll, startGame, uiRules } from '../../../../tests/support/uiState';
import { MoveCounterStep } from './MoveCounterStep';
import type { StepProps } from '../types';
import { stepProps } from '../../../../tests/support/stepProps';

const SUMMER: Action = { type: 'chooseSeason', season: 'summer' };

function renderStep(Step: (props: StepProps) => React.ReactNode, state: GameState) {
  const dispatch = vi.fn((_action: Action) => true);
  render(<Step {...stepProps(state, dispatch)} />);
  return { dispatch, user: userEvent.setup() };
}

/** Physical game at the territory choice; Anna defends and offers `offered`. */
function atChooseTerritory(cards: { defender: Action; invader: Action }, offered = ['forest', 'desert'], setup: Partial<Setup> = {}): GameState {
  return applyAll(startGame({ ...PHYSICAL, ...setup }, [{ territories: offered }]), [...ANNA_DEFENDS, SUMMER, cards.defender, cards.invader]);
}

const noCard = (side: 'defender' | 'invader'): Action => ({ type: 'playTerritoryCard', side, card: null });

/** The map's square buttons in reading order, row 1 first. */
function squares(name: string | RegExp): HTMLElement[] {
  return within(screen.getByRole('table', { name })).getAllByRole('button');
}

const enabledNames = (buttons: HTMLElement[]) => buttons.filter((b) => b.getAttribute('aria-disabled') === 'false').map((b) => b.getAttribute('aria-label'));

describe('MoveCounterStep (PBS 8.D)', () => {
  /** Day 1: Anna (defender) Black, Bruno (invader) Yellow: Bruno is 3 better. */
  function atMove(): GameState {
    return applyAll(atChooseTerritory({ defender: noCard('defender'), invader: noCard('invader') }, ['waterside']), [
      { type: 'chooseTerritory', territory: 'waterside' },
      { type: 'placeCounter', row: 2, col: 2 },
      { type: 'playDayCard', side: 'defender', card: 'black' },
      { type: 'playDayCard', side: 'invader', card: 'yellow' },
    ]);
  }

  it('shows the revealed cards and the allowance of the difference', () => {
    const state = atMove();
    expect(state.stepId).toBe('moveCounter');
    renderStep(MoveCounterStep, state);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Day 1 revealed: Bruno (invader) Yellow (Y), Anna (defender) Black (B). Bruno is 3 better: the counter may move up to 2 squares side-to-side, not diagonally.',
    );
  });

  it('enables exactly the reachable squares, the counter’s own square included, and moves there', async () => {
    const state = atMove();
    const { dispatch, user } = renderStep(MoveCounterStep, state);
    const buttons = squares('Waterside PBS map');
    const reachable = reachableSquares(uiRules, state, state.counter!, 3).map((s) => `row ${s.row + 1}, column ${s.col + 1},`);
    const enabled = enabledNames(buttons);
    expect(enabled).toHaveLength(reachable.length);
    reachable.forEach((where, i) => expect(enabled[i]).toContain(where));
    const here = buttons[12]!;
    // Day 1 has no destination yet, so no square says it ended there.
    expect(here).toHaveAccessibleName(/^Move the counter: row 3, column 3, .+, army counter here, the march started here, can stay here$/);
    expect(buttons.filter((b) => /ended here/.test(b.getAttribute('aria-label') ?? ''))).toEqual([]);
    expect(here).toHaveAttribute('aria-disabled', 'false');
    expect(here).toHaveAttribute('tabindex', '0');
    await user.click(buttons[0]!);
    expect(dispatch).not.toHaveBeenCalled();
    await user.click(buttons[2]!);
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'moveCounter', row: 0, col: 2 });
  });
});
