// @vitest-environment node
import { deploymentPlan, tugsFor, type Colour, type GameState } from '.';
import { frozenCopy } from '../../tests/support/deepFreeze';
import { atWeather, rules, run } from '../../tests/support/scenario';

type Army = Parameters<typeof atWeather>[0]['armies'];

/** A physical game at deployment: Anna (first army) defends on Cultivated; the scouting cards are reported as given. */
function atDeployment(invader: Colour[], defender: Colour[], armies: Army = [], edition: '2023' | '2020' = '2023'): GameState {
  const place = edition === '2023' ? { territory: 'cultivated', row: 1, col: 3 } : { edition, territory: 'coastal', row: 0, col: 0 };
  return run(atWeather({ ...place, armies: [{ scoutingCards: 10, ...armies?.[0] }, { scoutingCards: 10, ...armies?.[1] }] }), [
    { type: 'rollWeather', dice: [3, 4] },
    { type: 'reportScouting', invader, defender },
  ]);
}

const placements = (state: GameState) => deploymentPlan(rules, state).filter((i) => i.tugs !== null).map((i) => [i.side, i.tugs]);

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
    // Invader 10%, defender 40%: the invader is outscouted by 30% (3.6 of 12 TuGs -> 4).
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
    const texts = deploymentPlan(rules, state).map((i) => `${i.side}: ${i.text}`);
    const first = texts.findIndex((t) => t.startsWith('invader: Place your camp'));
    expect(first).toBeGreaterThan(0);
    expect(texts[first + 1]).toBe('invader: Before any other TuGs, place 1 battery TuG. Place camp first, then Battery TUGs, TUGs with Barricades (including Battle Wagons) or Redoubts before all other TUGs.');
    expect(texts[first + 2]).toBe('invader: Place 4 TuGs (30% of your 12, Bruno was outscouted by 30%).');
    expect(texts[first + 3]).toMatch(/^both: Players place ambush markers and flank marches/);
    expect(texts[first + 4]).toMatch(/^defender: Place your camp/);
    expect(texts.at(-4)).toMatch(/^defender: Defender places generals/);
    expect(texts.at(-3)).toMatch(/^invader: Place your generals/);
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
    expect(deploymentPlan(rules, state).find((i) => i.tugs !== null)?.text).toBe('Place 4 TuGs (a third of your 12, nobody was outscouted, so the defender begins).');
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

  it('000 Cultivated Special Rule: the camp option is part of the plan', () => {
    const state = atDeployment(['red'], ['red']);
    expect(deploymentPlan(rules, state).some((i) => i.side === 'defender' && i.text.startsWith('Camp option: The Defenders camp can be deployed in a Town or Village touching a table edge.'))).toBe(true);
  });

  it('002 Deployment Process: the 2020 plan counts UGs', () => {
    const state = atDeployment(['green'], [], [], '2020');
    expect(deploymentPlan(rules, state).find((i) => i.tugs !== null)?.text).toBe('Place 1 UG (10% of your 12, Anna was outscouted by 10%).');
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
