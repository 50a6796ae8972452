import { advance, legalActions, newGame, replay, type Action, type GameEvent, type GameState, type Setup } from '../../engine';
import { makeSetup } from '../../../tests/support/randomGame';
import { PHYSICAL, uiRules } from '../../../tests/support/uiState';
import { nextResult } from './results';

/** Plays as the app does (first choice, then what nobody decides) and keeps each action's events. */
function playFirstChoices(setup: Setup): { log: Action[]; events: GameEvent[][]; state: GameState } {
  const started = newGame(uiRules, setup);
  if (!started.ok) throw new Error('bad setup');
  const log: Action[] = [];
  let state = started.state;
  for (let guard = 0; guard < 300 && state.stepId !== 'done'; guard++) {
    const auto = advance(uiRules, state);
    log.push(...auto.actions);
    state = auto.state;
    if (state.stepId === 'done') break;
    const legal = legalActions(uiRules, state);
    // Physical dice: a roll-off that someone wins; physical scouting: a report (it has no finite list).
    const action: Action =
      state.stepId === 'rollOff'
        ? { type: 'rollOff', faces: ['skull', 'blank'] }
        : state.stepId === 'scouting' && legal.length === 0
          ? { type: 'reportScouting', invader: ['red'], defender: [] }
          : legal[0]!;
    const result = replay(uiRules, setup, [...log, action]);
    if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}`);
    log.push(action);
    state = result.state;
  }
  const result = replay(uiRules, setup, log);
  if (!result.ok) throw new Error('does not replay');
  return { log, events: result.events, state: result.state };
}

const kinds = (setup: Setup, events: GameEvent[][]) => {
  const out: string[] = [];
  let result = nextResult(setup, events, 0);
  while (result) {
    out.push(result.kind);
    result = nextResult(setup, events, result.end);
  }
  return out;
};

describe('nextResult: the results shown on their own screen until the players go on (issue 11)', () => {
  it('digital: the territory contest, the terrain the dice placed, the weather and scouting, each its own screen, in order', () => {
    const setup = makeSetup({ seed: 'results-digital' });
    const { events } = playFirstChoices(setup);
    const seen = kinds(setup, events);
    expect(seen[0]).toBe('territory');
    expect(nextResult(setup, events, 0)?.step).toBe('territoryCards');
    expect(seen.slice(-2)).toEqual(['weather', 'scouting']);
    expect(seen).toContain('placement');
    expect(seen.filter((k) => k === 'weather')).toHaveLength(1);
  });

  it('a screen holds only public events, and ends after its last action', () => {
    const setup = makeSetup({ seed: 'results-digital' });
    const { events } = playFirstChoices(setup);
    const weather = events.findIndex((list) => list.some((e) => e.code === 'weatherRolled'));
    const result = nextResult(setup, events, weather);
    // Each cites the rule of the step whose entry names the result (src/ui/steps/registry.ts).
    expect(result).toMatchObject({ kind: 'weather', step: 'weather', end: weather + 1 });
    expect(result!.events.every((e) => e.audience === 'public')).toBe(true);
    const scouting = nextResult(setup, events, result!.end);
    expect(scouting).toMatchObject({ kind: 'scouting', step: 'scouting' });
    // The dealt scouting hands are private; only the count is shown.
    expect(scouting!.events.map((e) => e.code)).toEqual(expect.arrayContaining(['scoutingCounted']));
    expect(scouting!.events.some((e) => e.code === 'handDealt')).toBe(false);
  });

  it('physical dice and cards: only the weather is a result screen; a typed placement die, the contest and scouting are told by the next screen (issue 38)', () => {
    const setup = makeSetup(PHYSICAL);
    const { events } = playFirstChoices(setup);
    expect(kinds(setup, events)).toEqual(['weather']);
  });

  it('physical cards with digital dice: the weather and the dice-placed terrain keep their screens, the contest and scouting do not', () => {
    const setup = makeSetup({ ...PHYSICAL, dice: 'digital', seed: 'results-mixed' });
    const { events } = playFirstChoices(setup);
    const seen = kinds(setup, events);
    expect(seen).toContain('placement');
    expect(seen).toContain('weather');
    expect(seen).not.toContain('territory');
    expect(seen).not.toContain('scouting');
  });

  it('nothing to show from the end of the log', () => {
    const setup = makeSetup({ seed: 'results-digital' });
    const { events } = playFirstChoices(setup);
    expect(nextResult(setup, events, events.length)).toBeNull();
  });
});
