import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chanceAction, deploymentPlan, type Action, type Colour, type DeploymentItem, type GameState } from '../../engine';
import { PHYSICAL, advanceTo, apply, preferReducedMotion, uiRules } from '../../../tests/support/uiState';
import { deploymentText, wordContext } from '../words';
import { DeploymentStep, PreGameMovesStep, ScoutingStep, VitalSettlementStep, WeatherStep } from './ClosingSteps';
import type { StepProps } from './types';

function renderStep(Step: (props: StepProps) => React.ReactNode, state: GameState) {
  const dispatch = vi.fn((_action: Action) => true);
  const view = render(<Step rules={uiRules} state={state} dispatch={dispatch} />);
  return { dispatch, user: userEvent.setup(), view };
}

let restoreMotion: () => void;
beforeEach(() => {
  restoreMotion = preferReducedMotion();
});
afterEach(() => restoreMotion());

describe('VitalSettlementStep (seed 000 PBS 9.E)', () => {
  it('shows the rule and confirms when the players have placed it', async () => {
    const state = advanceTo('vitalSettlement', PHYSICAL);
    const { dispatch, user } = renderStep(VitalSettlementStep, state);
    expect(screen.getByText(uiRules.editions['2023'].vitalSettlement!.text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vital Settlement or Fort placed' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'confirmVitalSettlement' });
  });
});

describe('WeatherStep (seed 002 weather rules)', () => {
  it('digital dice: one button rolls 2D6', async () => {
    const state = advanceTo('weather');
    const { dispatch, user } = renderStep(WeatherStep, state);
    expect(screen.getByText(/Roll 2D6; a double makes the weather changeable\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Roll 2D6 for the weather' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith(chanceAction(uiRules, state));
    expect(dispatch.mock.calls[0]?.[0]).toMatchObject({ type: 'rollWeather' });
  });

  it('physical dice: the two dice are entered in turn', async () => {
    const state = advanceTo('weather', PHYSICAL);
    const { dispatch, user } = renderStep(WeatherStep, state);
    expect(screen.getByText(/^Season: Winter \(-2\)\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Roll 2D6 for the weather' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'First die: enter the result' })).getByRole('button', { name: '3' }));
    expect(dispatch).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: 'First die: enter the result' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Second die (first was 3): enter the result' })).getByRole('button', { name: '5' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'rollWeather', dice: [3, 5] });
  });
});

describe('ScoutingStep (PBS 10.A)', () => {
  it('digital cards: the app deals and compares', async () => {
    const state = advanceTo('scouting');
    const { dispatch, user } = renderStep(ScoutingStep, state);
    expect(screen.getByText(/draws \d+, .+ draws \d+\. The best 5 count\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deal and compare scouting cards' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith(chanceAction(uiRules, state));
    expect(dispatch.mock.calls[0]?.[0]).toMatchObject({ type: 'dealScouting' });
  });

  it('physical cards: a number per colour for each player, then "Compare scouting"', async () => {
    const state = advanceTo('scouting', PHYSICAL);
    const { dispatch, user } = renderStep(ScoutingStep, state);
    const invader = screen.getByRole('group', { name: 'Anna (invader): scouting total 6' });
    const defender = screen.getByRole('group', { name: 'Bruno (defender): scouting total 6' });
    expect(within(invader).getAllByRole('spinbutton')).toHaveLength(5);
    const red = within(invader).getByLabelText(/Red \(R\)$/);
    expect(red).toHaveValue(0);
    await user.clear(red);
    await user.type(red, '2');
    await user.clear(within(invader).getByLabelText(/Yellow \(Y\)$/));
    await user.type(within(invader).getByLabelText(/Yellow \(Y\)$/), '1');
    await user.clear(within(defender).getByLabelText(/Black \(B\)$/));
    await user.type(within(defender).getByLabelText(/Black \(B\)$/), '3');
    await user.click(screen.getByRole('button', { name: 'Compare scouting' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'reportScouting', invader: ['yellow', 'red', 'red'], defender: ['black', 'black', 'black'] });
  });

  it('physical cards: names each colour once to a screen reader', () => {
    renderStep(ScoutingStep, advanceTo('scouting', PHYSICAL));
    const invader = screen.getByRole('group', { name: 'Anna (invader): scouting total 6' });
    const names = ['Red (R)', 'Yellow (Y)', 'Green (G)', 'White (W)', 'Black (B)'];
    within(invader)
      .getAllByRole('spinbutton')
      .forEach((input, i) => expect(input).toHaveAccessibleName(names[i]));
  });
});

describe('DeploymentStep (PBS 10.B-10.G)', () => {
  it('is an ordered checklist where only the next instruction can be ticked', async () => {
    const state = advanceTo('deployment', PHYSICAL);
    const plan = deploymentPlan(uiRules, state);
    const { dispatch, user } = renderStep(DeploymentStep, state);
    expect(screen.getByRole('status')).toHaveTextContent(/^Scouting: Anna \(invader\) \d+%, Bruno \(defender\) \d+%\./);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(plan.length);
    expect(boxes.map((b) => (b as HTMLInputElement).disabled)).toEqual(plan.map((_, i) => i !== 0));
    boxes.forEach((box) => expect(box).not.toBeChecked());
    const words = wordContext(uiRules, state, state.setup);
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(boxes[0]).toHaveAccessibleName(`Both players: ${deploymentText(words, plan[0]!)}`);
    boxes.forEach((box, i) => expect(box).toHaveAccessibleName(new RegExp(`${escape(deploymentText(words, plan[i]!))}$`)));
    await user.click(boxes[0]!);
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'tickDeployment', item: 0 });
    await user.click(boxes[1]!);
    expect(dispatch).toHaveBeenCalledTimes(1);
  });

  it('a ticked instruction stays ticked and the next one opens', () => {
    const state = apply(advanceTo('deployment', PHYSICAL), { type: 'tickDeployment', item: 0 });
    renderStep(DeploymentStep, state);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes[0]).toBeChecked();
    expect(boxes[0]).toBeDisabled();
    expect(boxes[1]).toBeEnabled();
    expect(boxes.slice(2).every((b) => (b as HTMLInputElement).disabled)).toBe(true);
  });
});

describe('the deployment plan in words (seed 000 PBS 10.B-10.G; seed 002 Deployment Process)', () => {
  /** A physical game at deployment after these scouting reports: Anna invades (the first winning roll), Bruno defends. */
  const planFor = (invader: Colour[], defender: Colour[], edition: '2023' | '2020' = '2023') => {
    const state = apply(advanceTo('scouting', { ...PHYSICAL, edition }), { type: 'reportScouting', invader, defender });
    const words = wordContext(uiRules, state, state.setup);
    const plan = deploymentPlan(uiRules, state);
    return { state, plan, say: (item: DeploymentItem | undefined) => deploymentText(words, item!) };
  };
  const first = <C extends DeploymentItem['code']>(plan: DeploymentItem[], code: C, side?: DeploymentItem['side']) =>
    plan.find((i) => i.code === code && (side === undefined || i.side === side));

  it('000 PBS 10.D-10.E: the outscouted army places its %, the other the same share, quoting the first-troops rule', () => {
    // Invader 10%, defender 40%: Anna (invader) is outscouted by 30% (3.6 of 12 TuGs -> 4).
    const { state, plan, say } = planFor(['green'], ['green', 'green', 'green', 'green']);
    expect(state.roles).toEqual({ invader: 0, defender: 1 });
    expect(say(first(plan, 'placeFirst', 'invader'))).toBe(
      'Before any other TuGs, place 1 battery TuG. Place camp first, then Battery TUGs, TUGs with Barricades (including Battle Wagons) or Redoubts before all other TUGs.',
    );
    expect(say(first(plan, 'openingShare', 'invader'))).toBe('Place 4 TuGs (30% of your 12, Anna was outscouted by 30%).');
    expect(say(first(plan, 'openingShare', 'defender'))).toBe('Place 4 TuGs (30% of your 12, the same share as Anna).');
    expect(say(first(plan, 'ambushes'))).toMatch(/^Players place ambush markers and flank marches/);
    expect(say(first(plan, 'placeCamp'))).toMatch(/^Place your camp\. /);
    expect(say(first(plan, 'third'))).toBe('Place up to 4 more TuGs (a third of your army; 4 left after this). TuGs in ambush or on flank march stay off the table.');
    expect(say(first(plan, 'generals', 'defender'))).toMatch(/^Defender places generals/);
    expect(say(first(plan, 'generals', 'invader'))).toMatch(/^Place your generals/);
    expect(say(plan.at(-1))).toBe(uiRules.editions['2023'].deployment.declareText);
  });

  it('000 PBS 10.D: with no outscouting the defender begins with a third', () => {
    const { plan, say } = planFor(['red'], ['yellow', 'yellow']);
    expect(say(plan.find((i) => i.tugs !== null))).toBe('Place 4 TuGs (a third of your 12, nobody was outscouted, so the defender begins).');
  });

  it("000 territory special rules: the camp option quotes the territory's rule", () => {
    const { state, plan, say } = planFor(['red'], ['red']);
    const option = first(plan, 'campOption');
    const rule = uiRules.territories['2023'].find((t) => t.id === state.territory)?.specialRules.find((r) => r.kind === 'campIn');
    expect(option && rule && 'text' in rule).toBeTruthy();
    expect(say(option)).toBe(`Camp option: ${rule && 'text' in rule ? rule.text : ''}`);
  });

  it('002 Deployment Process: the 2020 plan counts UGs and ends with the flank-march text', () => {
    const { plan, say } = planFor(['green'], [], '2020');
    expect(say(plan.find((i) => i.tugs !== null))).toBe('Place 1 UG (10% of your 12, Bruno was outscouted by 10%).');
    expect(say(plan.at(-1))).toBe(uiRules.editions['2020'].deployment.flankMarchText);
  });
});

describe('PreGameMovesStep (seed 000 PBS 10.H)', () => {
  it('lists the moves in order and confirms', async () => {
    const state = advanceTo('preGameMoves', PHYSICAL);
    const { dispatch, user } = renderStep(PreGameMovesStep, state);
    const moves = uiRules.editions['2023'].preGameMoves!.moves;
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(moves);
    await user.click(screen.getByRole('button', { name: 'Pre-game moves done' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'confirmPreGameMoves' });
  });
});
