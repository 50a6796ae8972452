import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deploymentBatches, deploymentPlan, type Colour, type DeploymentItem, type GameState } from '../../../engine';
import { PHYSICAL, advanceTo, apply, uiRules } from '../../../../tests/support/uiState';
import { deploymentBatchTitle, deploymentText, wordContext } from '../../words';
import { DeploymentStep } from './DeploymentStep';
import { reducedMotionInEachTest, renderStep } from '../../../../tests/support/stepProps';

reducedMotionInEachTest();

describe('DeploymentStep (PBS 10.B-10.G)', () => {
  it('is a readable plan in batches: one large button for the batch to do now, later batches wait', async () => {
    const state = advanceTo('deployment', PHYSICAL);
    const plan = deploymentPlan(uiRules, state);
    const batches = deploymentBatches(plan, uiRules.editions[state.setup.edition].deployment.finalSteps);
    const { dispatch, user } = renderStep(DeploymentStep, state);
    expect(screen.getByText(/^Scouting: Anna \d+%, Bruno \d+%\./)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    const parts = screen.getAllByRole('heading', { level: 2 });
    expect(parts.map((h) => h.textContent?.trim())).toEqual(batches.map((b) => deploymentBatchTitle(b.batch)));
    // Every instruction of the plan is there, in the source's order (10.E's declaration before 10.F-10.G), as text (a camp option only when it applies).
    const words = wordContext(uiRules, state, state.setup);
    const shown = batches.flatMap((b) => b.items.map(({ item }) => item)).filter((i) => i.code !== 'campOption' || i.applies);
    const listed = screen.getAllByRole('listitem').filter((li) => li.closest('.plain-steps'));
    expect(listed.map((li) => li.textContent)).toEqual(shown.map((i) => expect.stringContaining(deploymentText(words, i))));
    // One button, for the first batch.
    const buttons = screen.getAllByRole('button').filter((b) => !b.closest('[role="note"]'));
    expect(buttons.map((b) => b.textContent)).toEqual([`Done: ${deploymentBatchTitle(0)}`]);
    await user.click(buttons[0]!);
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'deployBatch', batch: 0 });
  });

  it("000 Waterside Special Rule: a camp option the app cannot decide is asked with the rule quoted; the batch waits for the logged answer", async () => {
    const base = advanceTo('deployment', PHYSICAL);
    // A Town placed by a 1 in the left flank sector, the Deep Water along the left edge: it may or may not touch the water.
    const town: GameState['pieces'][number] = {
      id: 9, owner: 'defender', terrain: 'town', kind: 'compulsory', declared: null,
      placement: { method: 'dice', die: 1, sector: 'left', touchTableEdge: false }, opponentDie: 1, outcome: 'keep', positions: {},
    };
    const state: GameState = { ...base, flank: { kind: 'deepWater', edge: 'left' }, pieces: [...base.pieces, town] };
    const index = deploymentPlan(uiRules, state).findIndex((i) => i.code === 'campOption');
    const { dispatch, user } = renderStep(DeploymentStep, state);
    const question = screen.getByRole('group', { name: 'Camp option: is there a Town or Village adjacent to the Deep Water flank?' });
    expect(question).toHaveTextContent(/if it is adjacent to the Deep Water Flank/);
    expect(screen.getByRole('button', { name: `Done: ${deploymentBatchTitle(0)}` })).toBeDisabled();
    await user.click(within(question).getByRole('button', { name: 'No, there is not' }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'confirmCondition', item: index, holds: false });
    cleanup();
    // Answered yes: the option is offered and the batch can be confirmed; the answer may still change.
    renderStep(DeploymentStep, apply(state, { type: 'confirmCondition', item: index, holds: true }));
    expect(screen.getByRole('button', { name: 'Yes, there is' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/^Camp option for Bruno: the camp may be in a Town or Village adjacent to the Deep Water flank/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Done: ${deploymentBatchTitle(0)}` })).toBeEnabled();
  });

  it('000 Waterside, PBS 9.E: from app rules 4 a Town the opponent moved with no final position recorded is asked about, not judged where it was placed (issue 38)', () => {
    const base = advanceTo('deployment', PHYSICAL);
    // Placed touching the Deep Water along the left edge (6 BW deep), then moved up to 6 BW by the opponent: it may have left it.
    const town: GameState['pieces'][number] = {
      id: 9, owner: 'defender', terrain: 'town', kind: 'compulsory', declared: null,
      placement: { method: 'dice', die: 1, sector: 'left', touchTableEdge: false }, opponentDie: 4, outcome: 'move',
      positions: { placed: { x: 10, y: 20, width: 8, depth: 8, angle: 0 } },
    };
    const under = (rulesVersion: number): GameState => ({ ...base, setup: { ...base.setup, rulesVersion }, flank: { kind: 'deepWater', edge: 'left' }, pieces: [...base.pieces, town] });
    const asked = 'Camp option: is there a Town or Village adjacent to the Deep Water flank?';
    renderStep(DeploymentStep, under(4));
    expect(screen.getByRole('group', { name: asked })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Done: ${deploymentBatchTitle(0)}` })).toBeDisabled();
    cleanup();
    // A game of app rules 3 judged it where it was placed, and replays so.
    renderStep(DeploymentStep, under(3));
    expect(screen.queryByRole('group', { name: asked })).not.toBeInTheDocument();
    expect(screen.getByText(/the positions recorded on the table diagram show it/)).toBeInTheDocument();
  });

  it('a confirmed batch is marked Done and the next one gets the button; the last says "Deployment done"', () => {
    let state = apply(advanceTo('deployment', PHYSICAL), { type: 'deployBatch', batch: 0 });
    renderStep(DeploymentStep, state);
    const first = screen.getAllByRole('heading', { level: 2 })[0]!;
    expect(first).toHaveTextContent(`Done ${deploymentBatchTitle(0)}`);
    expect(first.closest('li')).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('heading', { level: 2 })[1]!.closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: /^Done/ })).toHaveTextContent(`Done: ${deploymentBatchTitle(1)}`);
    cleanup();
    state = apply(apply(state, { type: 'deployBatch', batch: 1 }), { type: 'deployBatch', batch: 2 });
    renderStep(DeploymentStep, state);
    expect(screen.getByRole('button', { name: 'Deployment done' })).toBeInTheDocument();
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

  it("000 territory special rules: the camp option says where the camp may go, by what the app knows of its condition", () => {
    const { state, plan, say } = planFor(['red'], ['red']);
    const option = first(plan, 'campOption');
    expect(state.territory).toBe('waterside');
    // No Town or Village on the table here: the option is marked, and says why.
    expect(option).toMatchObject({ condition: 'impossible', reason: 'noTerrain' });
    expect(say(option)).toBe('No camp option: no piece of that terrain is on the table (Waterside special rule).');
    const known = { ...option!, condition: 'proven', reason: 'recorded', applies: true } as DeploymentItem;
    expect(say(known)).toBe(
      'Camp option for Bruno: the camp may be in a Town or Village adjacent to the Deep Water flank (Waterside special rule; the positions recorded on the table diagram show it). Only if Bruno declines it, Anna may camp in such a place instead.',
    );
    const asked = { ...option!, condition: 'unknown', reason: 'byEye', holds: null } as DeploymentItem;
    expect(say(asked)).toBe('Camp option, if there is a Town or Village adjacent to the Deep Water flank: the players say whether there is (Waterside special rule).');
    expect(say({ ...asked, holds: true, applies: true } as DeploymentItem)).toMatch(/^Camp option for Bruno: .* \(Waterside special rule; the players confirmed it\)\. Only if Bruno declines it/);
    expect(say({ ...asked, holds: false } as DeploymentItem)).toBe('No camp option: the players said there is no Town or Village adjacent to the Deep Water flank.');
  });

  it('002 Deployment Process: the 2020 plan counts UGs and ends with the flank-march text', () => {
    const { plan, say } = planFor(['green'], [], '2020');
    expect(say(plan.find((i) => i.tugs !== null))).toBe('Place 1 UG (10% of your 12, Bruno was outscouted by 10%).');
    expect(say(plan.at(-1))).toBe(uiRules.editions['2020'].deployment.flankMarchText);
  });
});
