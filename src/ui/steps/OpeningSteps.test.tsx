import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chanceAction, type Action, type GameState } from '../../engine';
import { ANNA_DEFENDS, PHYSICAL, apply, applyAll, preferReducedMotion, startGame, uiRules } from '../../../tests/support/uiState';
import { ChooseRoleStep, DealStep, InterceptStep, RollOffStep, SeasonStep } from './OpeningSteps';
import type { StepProps } from './types';
import { stepProps } from '../../../tests/support/stepProps';

function renderStep(Step: (props: StepProps) => React.ReactNode, state: GameState) {
  const dispatch = vi.fn((_action: Action) => true);
  render(<Step {...stepProps(state, dispatch)} />);
  return { dispatch, user: userEvent.setup() };
}

let restoreMotion: () => void;
beforeEach(() => {
  restoreMotion = preferReducedMotion();
});
afterEach(() => restoreMotion());

describe('RollOffStep (PBS 8.A)', () => {
  it('names each player’s die from his commander rating', () => {
    renderStep(RollOffStep, startGame());
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Anna rolls .*a green die \(competent army commander\)\.$/);
    expect(items[1]).toHaveTextContent(/^Bruno rolls .*a yellow die \(talented army commander\)\.$/);
  });

  it('digital dice: "Roll both dice" dispatches the app’s roll-off with both faces', async () => {
    const state = startGame();
    const { dispatch, user } = renderStep(RollOffStep, state);
    expect(screen.queryByRole('button', { name: 'Record the roll' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Roll both dice' }));
    expect(dispatch).toHaveBeenCalledTimes(1);
    const action = dispatch.mock.calls[0]?.[0];
    expect(action).toEqual(chanceAction(uiRules, state));
    expect(action).toEqual({ type: 'rollOff', faces: [expect.any(String), expect.any(String)] });
  });

  it('physical dice: the players enter both faces and record the roll', async () => {
    const { dispatch, user } = renderStep(RollOffStep, startGame(PHYSICAL));
    expect(screen.queryByRole('button', { name: 'Roll both dice' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Anna rolled')).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('Anna rolled'), 'Skull');
    await user.selectOptions(screen.getByLabelText('Bruno rolled'), 'S (special)');
    await user.click(screen.getByRole('button', { name: 'Record the roll' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'rollOff', faces: ['skull', 'special'] });
  });

  it('physical dice: a face left empty blocks the roll with a message beside it, never a default face', async () => {
    const { dispatch, user } = renderStep(RollOffStep, startGame(PHYSICAL));
    await user.selectOptions(screen.getByLabelText('Anna rolled'), 'Skull');
    await user.click(screen.getByRole('button', { name: 'Record the roll' }));
    expect(dispatch).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Bruno rolled')).toHaveAccessibleDescription('Choose the face Bruno rolled.');
    expect(screen.getByRole('alert')).toHaveTextContent('1 field is still empty: nothing was recorded.');
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('after a tie says so and asks for another roll', () => {
    const tied = apply(startGame(PHYSICAL), { type: 'rollOff', faces: ['skull', 'skull'] });
    renderStep(RollOffStep, tied);
    expect(screen.getByRole('status')).toHaveTextContent('Roll 1: Anna Skull, Bruno Skull: a tie, roll again.');
    expect(screen.getByRole('button', { name: 'Record the roll' })).toBeInTheDocument();
  });

  it('counts the rolls when the tie repeats', () => {
    const tied = apply(apply(startGame(PHYSICAL), { type: 'rollOff', faces: ['skull', 'skull'] }), { type: 'rollOff', faces: ['blank', 'blank'] });
    renderStep(RollOffStep, tied);
    expect(screen.getByRole('status')).toHaveTextContent('Roll 2: Anna Blank, Bruno Blank: a tie, roll again.');
  });

  it('shows no tie message before the first roll', () => {
    renderStep(RollOffStep, startGame(PHYSICAL));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('ChooseRoleStep (PBS 8.A)', () => {
  it('the winner invades or defends', async () => {
    const state = apply(startGame(PHYSICAL), { type: 'rollOff', faces: ['skull', 'blank'] });
    const { dispatch, user } = renderStep(ChooseRoleStep, state);
    expect(screen.getByRole('status')).toHaveTextContent('Roll-off: Anna rolled Skull, Bruno rolled Blank. Anna wins and chooses.');
    await user.click(screen.getByRole('button', { name: 'Anna defends' }));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'chooseRole', role: 'defender' });
    await user.click(screen.getByRole('button', { name: 'Anna invades' }));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'chooseRole', role: 'invader' });
  });

  it('names the second player when he wins', () => {
    const state = apply(startGame(PHYSICAL), { type: 'rollOff', faces: ['blank', 'skull'] });
    renderStep(ChooseRoleStep, state);
    expect(screen.getByRole('status')).toHaveTextContent('Roll-off: Anna rolled Blank, Bruno rolled Skull. Bruno wins and chooses.');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Bruno invades', 'Bruno defends']);
  });

  it('says how many ties the roll-off took before someone won', () => {
    const tie: Action = { type: 'rollOff', faces: ['blank', 'blank'] };
    const state = apply(apply(apply(startGame(PHYSICAL), tie), tie), { type: 'rollOff', faces: ['skull', 'wound'] });
    renderStep(ChooseRoleStep, state);
    expect(screen.getByRole('status')).toHaveTextContent('Roll-off: Anna rolled Skull, Bruno rolled Wound (after 2 ties, rolled again). Anna wins and chooses.');
  });
});

describe('InterceptStep (PBS 8.A, 8.C)', () => {
  it('an invader who won with a skull declares an intercept or not', async () => {
    const state = applyAll(startGame(PHYSICAL), [
      { type: 'rollOff', faces: ['skull', 'blank'] },
      { type: 'chooseRole', role: 'invader' },
    ]);
    expect(state.stepId).toBe('intercept');
    const { dispatch, user } = renderStep(InterceptStep, state);
    expect(screen.getByText(/Anna rolled a skull and invades: declare a strategic intercept\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Declare a strategic intercept' }));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'declareIntercept', intercept: true });
    await user.click(screen.getByRole('button', { name: 'No intercept' }));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'declareIntercept', intercept: false });
  });
});

describe('SeasonStep (seed 002 weather rules)', () => {
  it('offers one button per season of the weather data, with its modifier', async () => {
    const state = applyAll(startGame(PHYSICAL), ANNA_DEFENDS);
    expect(state.stepId).toBe('season');
    const { dispatch, user } = renderStep(SeasonStep, state);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(uiRules.weather.seasons.length);
    uiRules.weather.seasons.forEach((season, i) => expect(buttons[i]).toHaveTextContent(new RegExp(`^${season.name} \\(`)));
    expect(screen.getByRole('button', { name: 'Winter (-2 to the weather roll)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spring/Autumn (no change to the weather roll)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Summer (+2 to the weather roll)' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'chooseSeason', season: 'summer' });
  });
});

describe('DealStep (digital cards, PBS 8.B)', () => {
  const atShuffle = () =>
    applyAll(startGame({ dice: 'physical' }, [{ pbsCards: 4 }, { pbsCards: 6 }]), [...ANNA_DEFENDS, { type: 'chooseSeason', season: 'summer' }]);

  it('shuffles the whole command deck', async () => {
    const state = atShuffle();
    expect(state.stepId).toBe('shuffle');
    const { dispatch, user } = renderStep(DealStep, state);
    expect(screen.getByText(/shuffles the 55-card command deck/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Shuffle the deck' }));
    expect(dispatch).toHaveBeenCalledWith(chanceAction(uiRules, state));
    expect(dispatch.mock.calls[0]?.[0]).toMatchObject({ type: 'shuffleDeck' });
  });

  it('deals each army its PBS cards, face down', async () => {
    const shuffled = atShuffle();
    const state = apply(shuffled, chanceAction(uiRules, shuffled)!);
    expect(state.stepId).toBe('dealPbs');
    const { dispatch, user } = renderStep(DealStep, state);
    expect(screen.getByText(/Each army draws its PBS cards: Bruno 6, Anna 4\. Each player sees only their own/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deal the PBS cards' }));
    const action = dispatch.mock.calls[0]?.[0];
    expect(action).toEqual(chanceAction(uiRules, state));
    expect(action).toMatchObject({ type: 'dealPbs', invader: expect.any(Array), defender: expect.any(Array) });
    if (action?.type === 'dealPbs') expect([action.invader.length, action.defender.length]).toEqual([6, 4]);
  });

  it('shows nothing with physical cards (the players deal their own)', () => {
    const state = applyAll(startGame(PHYSICAL), ANNA_DEFENDS);
    const { container } = render(<DealStep {...stepProps(state)} />);
    expect(container).toBeEmptyDOMElement();
    expect(within(container).queryByRole('button')).not.toBeInTheDocument();
  });
});
