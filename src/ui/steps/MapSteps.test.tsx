import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { legalActions, reachableSquares, type Action, type GameState, type Setup } from '../../engine';
import { ANNA_DEFENDS, PHYSICAL, applyAll, startGame, uiRules } from '../../../tests/support/uiState';
import { ChooseTerritoryStep, MoveCounterStep, PlaceCounterStep } from './MapSteps';
import { territoryHoldings } from '../rules';
import type { StepProps } from './types';
import { stepProps } from '../../../tests/support/stepProps';

const DENSITY_WORDS = /(Featureless|Open|Normal|Dense|Very Dense)/;
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

/** The buttons that choose a territory (the density legend's citation is not one). */
const territoryButtons = () => within(screen.getByRole('list')).getAllByRole('button');
/** 2020: each plays a first PBS card (seed 002); Black from both leaves the choice with the defender. */
const BLACK_2020 = { defender: { type: 'playTerritoryCard', side: 'defender', card: 'black' }, invader: { type: 'playTerritoryCard', side: 'invader', card: 'black' } } as const satisfies Record<string, Action>;

/** The map's square buttons in reading order, row 1 first. */
function squares(name: string | RegExp): HTMLElement[] {
  return within(screen.getByRole('table', { name })).getAllByRole('button');
}

const enabledNames = (buttons: HTMLElement[]) => buttons.filter((b) => b.getAttribute('aria-disabled') === 'false').map((b) => b.getAttribute('aria-label'));

describe('ChooseTerritoryStep (PBS 8.B)', () => {
  it('offers exactly the defender’s territories and says who picks', async () => {
    const state = atChooseTerritory({ defender: noCard('defender'), invader: noCard('invader') });
    expect(state.stepId).toBe('chooseTerritory');
    const { dispatch, user } = renderStep(ChooseTerritoryStep, state);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Revealed: Bruno (invader) no card, Anna (defender) no card. The invader did not play a better card, so the defender picks.',
    );
    expect(territoryButtons().map((b) => b.textContent)).toEqual(['Forest', 'Desert']);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Desert' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'chooseTerritory', territory: 'desert' });
  });

  it('shows each offered territory’s map as a silent thumbnail beside its button', () => {
    const state = atChooseTerritory({ defender: noCard('defender'), invader: noCard('invader') }, ['waterside', 'desert', 'forest']);
    renderStep(ChooseTerritoryStep, state);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('button').textContent)).toEqual(['Waterside', 'Desert', 'Forest']);
    items.forEach((li) => {
      const thumb = li.querySelector('.pbs-thumb');
      expect(thumb).toHaveAttribute('aria-hidden', 'true');
      expect(thumb?.querySelectorAll('rect.pbs-square')).toHaveLength(25);
    });
  });

  it('says under each name what the territory holds, and what the density letters mean (issue 11)', () => {
    const state = atChooseTerritory({ defender: noCard('defender'), invader: noCard('invader') }, ['waterside', 'desert']);
    renderStep(ChooseTerritoryStep, state);
    for (const id of ['waterside', 'desert']) {
      const name = uiRules.territoryIndex['2023'][id]!.name;
      const button = within(screen.getByRole('list')).getByRole('button', { name });
      const holds = document.getElementById(button.getAttribute('aria-describedby') ?? '');
      expect(holds).toHaveTextContent(territoryHoldings(uiRules, '2023', id)!);
      expect(holds).toHaveTextContent(/^\d+ terrain types/);
    }
    expect(screen.getByText('What the density letters mean')).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['F Featureless', 'O Open', 'N Normal', 'D Dense', 'VD Very Dense']);
  });

  it('the invader who played the better card still picks from the defender’s list', () => {
    const state = atChooseTerritory({ defender: noCard('defender'), invader: { type: 'playTerritoryCard', side: 'invader', card: 'red' } });
    renderStep(ChooseTerritoryStep, state);
    expect(screen.getByRole('status')).toHaveTextContent('Bruno (invader) Red (R), Anna (defender) no card. The invader played the better card and picks the territory.');
    expect(territoryButtons().map((b) => b.textContent)).toEqual(['Forest', 'Desert']);
  });
});

describe('PlaceCounterStep on the PBS map (PBS 8.C)', () => {
  it('shows the named 5x5 map, every square with its flank and density in words', () => {
    const state = applyAll(atChooseTerritory({ defender: noCard('defender'), invader: noCard('invader') }, ['waterside']), [
      { type: 'chooseTerritory', territory: 'waterside' },
    ]);
    expect(state.stepId).toBe('placeCounter');
    renderStep(PlaceCounterStep, state);
    const buttons = squares('Waterside PBS map');
    expect(buttons).toHaveLength(25);
    buttons.forEach((button, i) => {
      const name = button.getAttribute('aria-label') ?? '';
      expect(name).toMatch(new RegExp(`^Place the counter: row ${Math.floor(i / 5) + 1}, column ${(i % 5) + 1}, .+, ${DENSITY_WORDS.source}`));
    });
    expect(buttons[0]).toHaveAccessibleName('Place the counter: row 1, column 1, No flank, Open, can be placed here');
    expect(buttons[1]).toHaveAccessibleName('Place the counter: row 1, column 2, Deep Water, Featureless, can be placed here');
    expect(buttons[13]).toHaveAccessibleName('Place the counter: row 3, column 4, Rocky Ground or Woods, Normal, can be placed here');
    expect(buttons[24]).toHaveAccessibleName(/row 5, column 5, .+, Very Dense, can be placed here$/);
    expect(enabledNames(buttons)).toHaveLength(25);
  });

  it('enables only the squares the engine allows (2020 generic map: the territory’s own squares)', async () => {
    const state = applyAll(atChooseTerritory(BLACK_2020, ['standard'], { edition: '2020' }), [
      { type: 'chooseTerritory', territory: 'standard' },
    ]);
    const { dispatch, user } = renderStep(PlaceCounterStep, state);
    const buttons = squares(/^Standard PBS map/);
    expect(buttons).toHaveLength(25);
    const legal = legalActions(uiRules, state).flatMap((a) => (a.type === 'placeCounter' ? [`row ${a.row + 1}, column ${a.col + 1},`] : []));
    const enabled = enabledNames(buttons);
    expect(enabled).toHaveLength(legal.length);
    expect(enabled.length).toBeLessThan(25);
    legal.forEach((where, i) => expect(enabled[i]).toContain(where));
    const outside = buttons[0]!;
    expect(outside).toHaveAttribute('aria-disabled', 'true');
    expect(outside).toHaveAccessibleName(/, not Standard territory, not allowed$/);
    await user.click(outside);
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('arrow keys move the focus square by square and Enter chooses', async () => {
    const state = applyAll(atChooseTerritory(BLACK_2020, ['standard'], { edition: '2020' }), [
      { type: 'chooseTerritory', territory: 'standard' },
    ]);
    const { dispatch, user } = renderStep(PlaceCounterStep, state);
    const buttons = squares(/^Standard PBS map/);
    const at = (row: number, col: number) => buttons[(row - 1) * 5 + (col - 1)]!;
    // One tab stop: the first legal square (row 2, column 2).
    expect(at(2, 2)).toHaveAttribute('tabindex', '0');
    expect(buttons.filter((b) => b.getAttribute('tabindex') === '0')).toHaveLength(1);
    act(() => at(2, 2).focus());
    await user.keyboard('{ArrowLeft}');
    expect(at(2, 1)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dispatch).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(at(3, 3)).toHaveFocus();
    expect(at(3, 3)).toHaveAttribute('tabindex', '0');
    await user.keyboard('{Enter}');
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'placeCounter', row: 2, col: 2 });
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(at(1, 3)).toHaveFocus();
  });
});

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
      'Day 1 revealed: Bruno (invader) Yellow (Y), Anna (defender) Black (B). Bruno is 3 better: 3 Better = 2 side-to-side.',
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
