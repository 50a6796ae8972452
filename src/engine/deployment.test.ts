// @vitest-environment node
import { deploymentBatches, deploymentPlan, loadRules, replay, ruleFiles, type Colour, type DeploymentItem, type GameState, type Rules } from '.';
import { deploymentItem, deploymentPlanLength, tugsFor } from './deployment';
import { makeSetup, playRandomGame } from '../../tests/support/randomGame';
import { watersideWithBattle } from '../../tests/support/battleFile';
import { frozenCopy } from '../../tests/support/deepFreeze';
import { atWeather, rules, run } from '../../tests/support/scenario';

type Army = Parameters<typeof atWeather>[0]['armies'];

/** A physical game at deployment: Anna (first army) defends on Cultivated; the scouting cards are reported as given. */
function atDeployment(invader: Colour[], defender: Colour[], armies: Army = [], edition: '2023' | '2020' = '2023', r: Rules = rules): GameState {
  const place = edition === '2023' ? { territory: 'cultivated', row: 1, col: 3 } : { edition, territory: 'coastal', row: 0, col: 0 };
  return run(
    atWeather({ ...place, armies: [{ scoutingCards: 10, ...armies?.[0] }, { scoutingCards: 10, ...armies?.[1] }], r }),
    [
      { type: 'rollWeather', dice: [3, 4] },
      { type: 'reportScouting', invader, defender },
    ],
    r,
  );
}

const placements = (state: GameState) => deploymentPlan(rules, state).filter((i) => i.tugs !== null).map((i) => [i.side, i.tugs]);
const steps = (plan: DeploymentItem[]) => plan.map((i) => [i.code, i.side]);

/** The seed citation every plan item of the edition carries (the camp option cites its territory rule instead). */
const PBS_2023 = '000 PBS 10.B-10.G';
const PBS_2020 = '002 Deployment Zones and Deployment Process';
/** Each army of makeSetup deploys 1 battery first. */
const ONE_BATTERY = { batteries: 1, barricades: 0, battleWagons: 0, redoubts: 0, expendables: 0 };

describe('tugsFor (RULES-NOTES 4: percentages of the TuG count, nearest, at least 1)', () => {
  test.each([
    [30, 12, 4, '3.6 rounds to 4'],
    [10, 12, 1, '1.2 rounds to 1'],
    [5, 12, 1, '0.6 rounds to 1'],
    [1, 12, 1, 'above 0% is at least 1 TuG'],
    [0, 12, 0, '0% is none'],
    [100 / 3, 12, 4, 'a third of 12'],
    [100 / 3, 10, 3, 'a third of 10 is 3.33'],
    [100 / 3, 11, 4, 'a third of 11 is 3.67'],
    [50, 7, 4, '3.5 rounds half up'],
    [200, 12, 12, 'never more than the army'],
  ])('%d percent of %i TuGs -> %i (%s)', (percent, total, expected) => {
    expect(tugsFor(rules, percent, total)).toBe(expected);
  });
});

describe('deploymentPlan (seed 000 PBS 10.B-10.G; seed 002 Deployment Process)', () => {
  it('000 PBS 10.D-10.E: the outscouted army begins with its %, the other follows with the same %, then thirds', () => {
    // Invader 10%, defender 40%: the invader (Bruno) is outscouted by 30% (3.6 of 12 TuGs -> 4).
    const state = atDeployment(['green'], ['green', 'green', 'green', 'green']);
    expect(state.scouting).toMatchObject({ outscouted: 'invader', by: 30 });
    expect(placements(state)).toEqual([
      ['invader', 4],
      ['defender', 4],
      ['invader', 4],
      ['defender', 4],
      ['invader', 4],
      ['defender', 4],
    ]);
    const plan = deploymentPlan(rules, state);
    // 000 PBS 10.B-10.G in order: zones, the territory's camp option, the outscouted army's camp, first
    // troops and share, ambushes, the other army the same, thirds in turn, generals, flank marches, declare.
    expect(steps(plan)).toEqual([
      ['zones', 'both'],
      ['campOption', 'defender'],
      ['placeCamp', 'invader'],
      ['placeFirst', 'invader'],
      ['openingShare', 'invader'],
      ['ambushes', 'both'],
      ['placeCamp', 'defender'],
      ['placeFirst', 'defender'],
      ['openingShare', 'defender'],
      ['third', 'invader'],
      ['third', 'defender'],
      ['third', 'invader'],
      ['third', 'defender'],
      ['generals', 'defender'],
      ['generals', 'invader'],
      ['flankMarches', 'both'],
      ['declare', 'both'],
    ]);
    const share = { kind: 'outscouted', percent: 30, outscouted: 'invader' } as const;
    expect(plan.slice(3, 5)).toEqual([
      { code: 'placeFirst', first: ONE_BATTERY, side: 'invader', tugs: null, source: PBS_2023, batch: 0 },
      { code: 'openingShare', share, of: 12, follows: null, side: 'invader', tugs: 4, source: PBS_2023, batch: 0 },
    ]);
    expect(plan[8]).toEqual({ code: 'openingShare', share, of: 12, follows: 'invader', side: 'defender', tugs: 4, source: PBS_2023, batch: 1 });
    expect(plan.filter((i) => i.code === 'third')).toEqual([
      { code: 'third', left: 4, side: 'invader', tugs: 4, source: PBS_2023, batch: 2 },
      { code: 'third', left: 4, side: 'defender', tugs: 4, source: PBS_2023, batch: 2 },
      { code: 'third', left: 0, side: 'invader', tugs: 4, source: PBS_2023, batch: 2 },
      { code: 'third', left: 0, side: 'defender', tugs: 4, source: PBS_2023, batch: 2 },
    ]);
    // The batches players confirm at once: the first opening, ambushes and the second, the rest in turns, generals and declarations.
    expect(plan.map((i) => i.batch)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
    expect(deploymentBatches(plan).map((b) => b.items.length)).toEqual([5, 4, 4, 4]);
    expect(plan.filter((i) => i.code !== 'campOption').every((i) => i.source === PBS_2023)).toBe(true);
    expect(plan.filter((i) => i.tugs === null).every((i) => i.code !== 'openingShare' && i.code !== 'third')).toBe(true);
  });

  it('000 PBS 10.D: if there is no outscouting, the defender starts with a third of his TuGs', () => {
    const state = atDeployment(['red'], ['yellow', 'yellow']);
    expect(state.scouting).toMatchObject({ outscouted: null, by: 0 });
    expect(placements(state)).toEqual([
      ['defender', 4],
      ['invader', 4],
      ['defender', 4],
      ['invader', 4],
      ['defender', 4],
      ['invader', 4],
    ]);
    const openings = deploymentPlan(rules, state).filter((i) => i.code === 'openingShare');
    expect(openings).toEqual([
      { code: 'openingShare', share: { kind: 'third' }, of: 12, follows: null, side: 'defender', tugs: 4, source: PBS_2023, batch: 0 },
      { code: 'openingShare', share: { kind: 'third' }, of: 12, follows: 'defender', side: 'invader', tugs: 4, source: PBS_2023, batch: 1 },
    ]);
  });

  it('000 PBS 10.D-10.E: uneven armies: the same % of each army, then thirds of each until all are down', () => {
    // Defender (Anna, 10 TuGs) 0%, invader (7 TuGs) 50%: Anna is outscouted by 50%.
    const state = atDeployment(['red', 'green'], ['black'], [{ tugs: 10 }, { tugs: 7 }]);
    expect(state.scouting).toMatchObject({ outscouted: 'defender', by: 50 });
    expect(placements(state)).toEqual([
      ['defender', 5],
      ['invader', 4],
      ['defender', 3],
      ['invader', 2],
      ['defender', 2],
      ['invader', 1],
    ]);
  });

  it('000 PBS 10.D: outscouted by more than the whole army places it all at once', () => {
    const state = atDeployment(['red', 'red', 'red', 'red', 'red'], [], [{ tugs: 6 }, { tugs: 9 }]);
    expect(state.scouting).toMatchObject({ outscouted: 'defender', by: 200 });
    expect(placements(state)).toEqual([
      ['defender', 6],
      ['invader', 9],
    ]);
  });

  it('000 Cultivated Special Rule: the camp option is part of the plan, offered to the defender, then in turn to the attacker', () => {
    const state = atDeployment(['red'], ['red']);
    const options = deploymentPlan(rules, state).flatMap((i) => (i.code === 'campOption' ? [i] : []));
    expect(options).toEqual([
      expect.objectContaining({ code: 'campOption', rule: expect.any(Number), attackerFallback: true, side: 'defender', tugs: null, source: '000 Cultivated Special Rule', batch: 0 }),
    ]);
    // The item points at the territory's own rule, whose text the UI quotes.
    const rule = rules.territories['2023'].find((t) => t.id === 'cultivated')!.specialRules[options[0]!.rule];
    expect(rule).toMatchObject({ kind: 'campIn', source: '000 Cultivated Special Rule', conditionKind: 'tableEdge' });
    expect(rule && 'text' in rule ? rule.text : '').toMatch(/^The Defenders camp can be deployed in a Town or Village touching a table edge\./);
  });

  it('000 Waterside and Cultivated special rules: a camp option with no Town or Village on the table stays in the plan, marked, so indexes keep', () => {
    const state = atDeployment(['red'], ['red']);
    const plan = (pieces: GameState['pieces']) => deploymentPlan(rules, { ...state, pieces });
    const option = (pieces: GameState['pieces']) => plan(pieces).find((i) => i.code === 'campOption');
    // An odd centre die: the village must touch a table edge (000 PBS 9.E), so Cultivated's condition is proven.
    const village: GameState['pieces'][number] = {
      id: 0, owner: 'defender', terrain: 'village', kind: 'compulsory', declared: null,
      placement: { method: 'dice', die: 3, sector: 'centre', touchTableEdge: true }, opponentDie: 1, outcome: 'keep', positions: {},
    };
    expect(option([])).toMatchObject({ applies: false, condition: 'impossible', reason: 'noTerrain' });
    expect(option([village])).toMatchObject({ applies: true, condition: 'proven', reason: 'placementDie' });
    expect(option([{ ...village, outcome: 'remove' }])).toMatchObject({ applies: false, condition: 'impossible' });
    expect(option([{ ...village, terrain: 'woods' }])).toMatchObject({ applies: false, condition: 'impossible' });
    expect(plan([]).length).toBe(plan([village]).length);
  });

  it('002 Deployment Process: the 2020 plan cites the 2020 sheet and counts UGs', () => {
    const state = atDeployment(['green'], [], [], '2020');
    expect(rules.editions['2020'].deployment.unit).toBe('UG');
    expect(deploymentPlan(rules, state).find((i) => i.tugs !== null)).toEqual({
      code: 'openingShare',
      share: { kind: 'outscouted', percent: 10, outscouted: 'defender' },
      of: 12,
      follows: null,
      side: 'defender',
      tugs: 1,
      source: PBS_2020,
      batch: 0,
    });
    expect(deploymentPlan(rules, state).every((i) => i.source === PBS_2020)).toBe(true);
  });

  it("000 PBS 10.E-10.G; 002: the closing steps are shown in the source's order (10.E's declaration before 10.F-10.G) and keep their indexes", () => {
    const plan2023 = deploymentPlan(rules, atDeployment(['green'], []));
    const plan2020 = deploymentPlan(rules, atDeployment(['green'], [], [], '2020'));
    expect(rules.editions['2023'].deployment.finalSteps).toEqual(['generals', 'declare', 'flankMarches']);
    expect(rules.editions['2020'].deployment.finalSteps).toEqual(['generals', 'flankMarches']);
    // The plan's indexes are those older files tick one by one (generals, flank marches, declaration) ...
    expect(steps(plan2023.slice(-4))).toEqual([['generals', 'defender'], ['generals', 'invader'], ['flankMarches', 'both'], ['declare', 'both']]);
    expect(steps(plan2020.slice(-3))).toEqual([['generals', 'defender'], ['generals', 'invader'], ['flankMarches', 'both']]);
    // ... and the batches list them as the source does.
    const shown = (plan: DeploymentItem[], edition: '2023' | '2020') =>
      deploymentBatches(plan, rules.editions[edition].deployment.finalSteps).at(-1)!.items.map(({ item }) => [item.code, item.side]);
    expect(shown(plan2023, '2023')).toEqual([['generals', 'defender'], ['generals', 'invader'], ['declare', 'both'], ['flankMarches', 'both']]);
    expect(shown(plan2020, '2020')).toEqual([['generals', 'defender'], ['generals', 'invader'], ['flankMarches', 'both']]);
    const last = deploymentBatches(plan2023, rules.editions['2023'].deployment.finalSteps).at(-1)!.items;
    expect(last.map(({ index }) => plan2023[index])).toEqual(last.map(({ item }) => item));
  });

  it('the number of items comes from finalSteps, never from whether the edition has a declare sentence', () => {
    const withFiles = (edit: (files: typeof ruleFiles) => void) => {
      const files = structuredClone(ruleFiles);
      edit(files);
      return loadRules(files);
    };
    const deployment = (files: typeof ruleFiles, edition: '2023' | '2020') =>
      (files.editions[`data/meg/editions/${edition}.json`] as { deployment: { finalSteps: string[]; declareText: string | null } }).deployment;
    const planWith = (r: Rules, edition: '2023' | '2020') => deploymentPlan(r, atDeployment(['green'], [], [], edition, r));
    const base2023 = planWith(rules, '2023');
    const base2020 = planWith(rules, '2020');

    // 2020 with a declare sentence but no "declare" step: the same plan, still ending with flank marches.
    const texted2020 = planWith(withFiles((f) => (deployment(f, '2020').declareText = 'Declare everything.')), '2020');
    expect(texted2020).toEqual(base2020);
    // 2023 without "declare" in finalSteps, though its declareText is still there: one item fewer.
    const noDeclare2023 = planWith(withFiles((f) => (deployment(f, '2023').finalSteps = ['generals', 'flankMarches'])), '2023');
    expect(rules.editions['2023'].deployment.declareText).not.toBeNull();
    expect(noDeclare2023).toHaveLength(base2023.length - 1);
    expect(noDeclare2023.at(-1)?.code).toBe('flankMarches');
    // 2020 given a "declare" step (and the text it needs): one item more, ending with it.
    const declare2020 = planWith(
      withFiles((f) => {
        deployment(f, '2020').finalSteps = ['generals', 'flankMarches', 'declare'];
        deployment(f, '2020').declareText = 'Declare everything.';
      }),
      '2020',
    );
    expect(declare2020).toHaveLength(base2020.length + 1);
    expect(declare2020.at(-1)).toEqual({ code: 'declare', side: 'both', tugs: null, source: PBS_2020, batch: 3 });
  });

  it('is empty before scouting', () => {
    const state = atWeather({ territory: 'cultivated', row: 1, col: 3 });
    expect(deploymentPlan(rules, state)).toEqual([]);
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(atDeployment(['green'], ['red']));
    expect(deploymentPlan(rules, state).length).toBeGreaterThan(5);
  });
});

describe('the deployment step reads the plan in parts (a replay judges each camp option once, not at every tick)', () => {
  const finished: GameState[] = ['2023', '2020'].flatMap((edition) =>
    ['plan-1', 'plan-2', 'plan-3'].map((seed) => playRandomGame(rules, makeSetup({ edition: edition as '2023' | '2020' }), seed).state),
  );
  const waterside = watersideWithBattle({ turns: 0 });
  const played = replay(rules, waterside.setup, waterside.actions);
  if (!played.ok) throw new Error('the Waterside example does not replay');

  it.each([...finished.map((state, i) => [`random game ${i + 1}`, state] as const), ['the Waterside example, with its camp option', played.state] as const])(
    '%s: the length and every item are those of the whole judged plan',
    (_name, state) => {
      const plan = deploymentPlan(rules, state);
      expect(plan.length).toBeGreaterThan(0);
      expect(deploymentPlanLength(rules, state)).toBe(plan.length);
      plan.forEach((item, index) => expect(deploymentItem(rules, state, index)).toEqual(item));
      expect(deploymentItem(rules, state, plan.length)).toBeUndefined();
    },
  );

  it('the Waterside example has a camp option to judge', () => {
    expect(deploymentPlan(rules, played.state).some((item) => item.code === 'campOption')).toBe(true);
  });
});
