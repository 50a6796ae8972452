// @vitest-environment node
import {
  applyAction,
  battleDice,
  battleWeather,
  battleWeatherChance,
  chanceAction,
  legalActions,
  publicView,
  replay,
  type Action,
  type Face,
  type GameState,
  type Rules,
  type Setup,
  type WeatherId,
} from '../..';
import { automaticAction } from '../../game';
import { generator, rollDie, startRng } from '../../rng';
import { frozenCopy } from '../../../../tests/support/deepFreeze';
import { makeSetup, playRandomGame } from '../../../../tests/support/randomGame';
import { expectRefusal, played, rules, step } from '../../../../tests/support/scenario';
import { WRONG_DICE_COUNTS } from '../../../../tests/support/weatherDice';

const TURN = 'seed 002 Weather rules: turn roll';
const BATTLE_SEED = 'battle-seed-for-tests';

/**
 * A finished pre-battle (random legal play from a fixed seed) on Plains, whose weather is set to `weather`
 * and `changeable` so a test chooses where the battle starts; the battle seed is the setup's.
 */
function atBattle(options: { setup?: Partial<Setup>; weather?: WeatherId; changeable?: boolean } = {}): { state: GameState; log: Action[]; setup: Setup } {
  const setup = makeSetup({ seed: 'battle-prebattle', battleSeed: BATTLE_SEED, ...options.setup });
  const { state, log } = playRandomGame(rules, setup, 'battle-choices');
  if (state.stepId !== 'done' || !state.weather) throw new Error('the pre-battle did not end');
  return {
    state: {
      ...state,
      territory: 'plains',
      weather: { ...state.weather, weather: options.weather ?? 'goodWeather', changeable: options.changeable ?? false },
    },
    log,
    setup,
  };
}

const physical = (options: { weather?: WeatherId; changeable?: boolean } = {}) => atBattle({ ...options, setup: { dice: 'physical' } }).state;
const report = (red: Face[], green: Face[]): Action => ({ type: 'rollBattleWeather', red, green });

/** The faces the battle seed gives from its start: Red dice first, then Green (components data: each face equally likely). */
function facesFrom(seed: string, red: number, green: number, r: Rules = rules): { red: Face[]; green: Face[] } {
  const rng = generator(startRng(seed));
  const face = (colour: 'red' | 'green') => {
    const faces = r.components.dice.find((d) => d.colour === colour)!.faces;
    return faces[rollDie(rng.next, faces.length) - 1] as Face;
  };
  return { red: Array.from({ length: red }, () => face('red')), green: Array.from({ length: green }, () => face('green')) };
}

describe('battleWeather: the weather through the battle starts from the pre-battle roll (issue 13)', () => {
  it('starts from the starting 2D6 weather, at turn 1 (weather.json drift.firstTurn), one die of each', () => {
    const { state } = atBattle();
    expect(battleWeather(rules, state)).toEqual({ column: 'plains', weather: 'goodWeather', changeable: false, turn: 1, dice: { red: 1, green: 1 }, over: false });
  });

  it(`changeable: two dice of each for the whole battle (${TURN}: "two of each if changeable"; drift.changeableLasts)`, () => {
    let state = physical({ changeable: true });
    for (let turn = 1; turn <= 3; turn++) {
      expect(battleWeather(rules, state)).toMatchObject({ changeable: true, turn, dice: { red: 2, green: 2 } });
      state = step(state, report(['wound', 'wound'], ['wound', 'wound']));
    }
  });

  it('reads the room\'s public view the same way as the game state', () => {
    const state = step(physical(), report(['skull'], ['wound']));
    expect(battleWeather(rules, publicView(state))).toEqual(battleWeather(rules, state));
  });

  it('is null before the pre-battle is done', () => {
    const { state } = atBattle();
    expect(battleWeather(rules, { ...state, stepId: 'preGameMoves' })).toBeNull();
  });
});

describe(`rollBattleWeather, physical dice: the players report the faces (${TURN})`, () => {
  test.each([
    ['goodWeather', ['skull'], ['wound'], 'heat', 1, 'a Red skull: up a type'],
    ['goodWeather', ['wound'], ['blank'], 'strongWinds', -1, 'a Green blank: down a type'],
    ['goodWeather', ['skull'], ['blank'], 'goodWeather', 0, 'they cancel'],
    ['extremeHeat', ['skull'], ['skull'], 'extremeHeat', 0, 'Plains ends at Extreme Heat'],
    ['snow', ['blank'], ['blank'], 'snow', 0, 'Plains ends at Snow'],
  ] as const)('%s, Red %o, Green %o -> %s (%s steps: %s)', (from, red, green, to, steps, _why) => {
    const { state, events } = played(physical({ weather: from }), report([...red], [...green]));
    expect(state.battle.turns).toEqual([{ turn: 1, red, green, from, to, steps }]);
    expect(events).toEqual([{ code: 'battleWeatherRolled', audience: 'public', params: { turn: 1, red, green, from, to, steps, changeable: false } }]);
    expect(battleWeather(rules, state)).toMatchObject({ weather: to, turn: 2 });
  });

  it('each turn starts from the weather the last one left', () => {
    let state = physical({ weather: 'strongWinds' });
    state = step(state, report(['skull'], ['wound']));
    state = step(state, report(['skull'], ['wound']));
    state = step(state, report(['wound'], ['blank']));
    expect(state.battle.turns.map((t) => [t.turn, t.from, t.to])).toEqual([
      [1, 'strongWinds', 'goodWeather'],
      [2, 'goodWeather', 'heat'],
      [3, 'heat', 'goodWeather'],
    ]);
  });

  test.each(WRONG_DICE_COUNTS)('wrongDiceCount: changeable %s, Red %o, Green %o', (changeable, red, green, params) => {
    expectRefusal(applyAction(rules, physical({ changeable }), report([...red], [...green])), 'wrongDiceCount', params);
  });

  it('weatherNotInColumn: the weather is not one of the territory column\'s types (Plains has no Dust Storm)', () => {
    expectRefusal(applyAction(rules, physical({ weather: 'dustStorm' }), report(['skull'], ['blank'])), 'weatherNotInColumn', { weather: 'dustStorm', column: 'plains' });
  });

  it('faceNotOnDie: a face the die of that colour does not have (components data)', () => {
    const dice = rules.components.dice.map((d) => (d.colour === 'green' ? { ...d, faces: ['wound', 'wound', 'special', 'blank', 'blank', 'blank'] as Face[] } : d));
    const noSkull: Rules = { ...rules, components: { ...rules.components, dice } };
    expectRefusal(applyAction(noSkull, physical(), report(['wound'], ['skull'])), 'faceNotOnDie', { colour: 'green', die: 0, face: 'skull' });
  });

  it('wrongStep: not before the pre-battle is done', () => {
    const { state } = atBattle({ setup: { dice: 'physical' } });
    expectRefusal(applyAction(rules, { ...state, stepId: 'preGameMoves' }, report(['skull'], ['blank'])), 'wrongStep');
  });

  it('legalActions: every report of the dice, then the end of the battle', () => {
    expect(legalActions(rules, physical())).toHaveLength(4 * 4 + 1);
    expect(legalActions(rules, physical({ changeable: true }))).toHaveLength(4 ** 2 * 4 ** 2 + 1);
    for (const action of legalActions(rules, physical())) expect(applyAction(rules, physical(), action).ok).toBe(true);
  });

  it('the app never rolls a battle turn by itself: the players start each turn', () => {
    const { state } = atBattle();
    expect(automaticAction(rules, state)).toBeNull();
    expect(chanceAction(rules, state)).toBeNull();
  });
});

describe('rollBattleWeather, digital dice: rolled from the sealed battle seed, never the pre-battle seed (issue 13)', () => {
  it('the first turn\'s faces are the battle seed\'s first draws, Red then Green; only the battle generator moves', () => {
    const { state } = atBattle();
    const chance = battleWeatherChance(rules, state)!;
    expect(chance.action).toEqual({ type: 'rollBattleWeather', ...facesFrom(BATTLE_SEED, 1, 1) });
    const after = step(state, chance.action);
    expect(after.battle.rng).toMatchObject({ seed: BATTLE_SEED, draws: 2 });
    expect(after.rng).toEqual(state.rng);
  });

  it('pins the outcome of a fixed battle seed: five turns from goodWeather', () => {
    let state = atBattle().state;
    for (let i = 0; i < 5; i++) state = step(state, battleWeatherChance(rules, state)!.action);
    expect(state.battle.turns.map((t) => `${t.red.join('+')}/${t.green.join('+')}: ${t.from} -> ${t.to}`)).toEqual([
      'special/blank: goodWeather -> strongWinds',
      'skull/blank: strongWinds -> strongWinds',
      'blank/blank: strongWinds -> lightRain',
      'skull/special: lightRain -> strongWinds',
      'skull/wound: strongWinds -> goodWeather',
    ]);
    expect(state.battle.rng?.draws).toBe(10);
  });

  it('changeable: four dice a turn from the battle seed, two Red first', () => {
    const { state } = atBattle({ changeable: true });
    expect(battleWeatherChance(rules, state)!.action).toEqual({ type: 'rollBattleWeather', ...facesFrom(BATTLE_SEED, 2, 2) });
    expect(step(state, battleWeatherChance(rules, state)!.action).battle.rng?.draws).toBe(4);
  });

  it('the pre-battle seed and its generator predict nothing: changing them leaves every battle roll the same', () => {
    const { state } = atBattle();
    const other = { ...state, rng: startRng('another pre-battle seed'), setup: { ...state.setup, seed: 'another pre-battle seed' } };
    let a = state;
    let b: typeof state = other;
    for (let i = 0; i < 8; i++) {
      const roll = battleWeatherChance(rules, a)!.action;
      expect(battleWeatherChance(rules, b)!.action).toEqual(roll);
      a = step(a, roll);
      b = step(b, roll);
    }
  });

  it('another battle seed gives other rolls', () => {
    const rolls = (battleSeed: string) => {
      let state = atBattle({ setup: { battleSeed } }).state;
      const out: Action[] = [];
      for (let i = 0; i < 10; i++) {
        const roll = battleWeatherChance(rules, state)!.action;
        out.push(roll);
        state = step(state, roll);
      }
      return out;
    };
    expect(rolls('battle-seed-one')).not.toEqual(rolls('battle-seed-two'));
  });

  it('chanceMismatch: a roll that is not what the battle seed gives (an edited file) is refused', () => {
    const { state } = atBattle();
    const { action } = battleWeatherChance(rules, state)!;
    const forged = report([action.red[0] === 'skull' ? 'blank' : 'skull'], action.green);
    expectRefusal(applyAction(rules, state, forged), 'chanceMismatch', { expected: action, got: forged });
  });

  it('legalActions: the seeded roll and the end of the battle', () => {
    const { state } = atBattle();
    expect(legalActions(rules, state)).toEqual([battleWeatherChance(rules, state)!.action, { type: 'endBattle' }]);
  });

  it('an older game with digital dice and no battle seed: the players report the dice, and the engine says why', () => {
    const { state } = atBattle({ setup: { battleSeed: undefined } });
    expect(state.battle.rng).toBeNull();
    expect(battleDice(state)).toBe('noBattleSeed');
    expect(battleWeatherChance(rules, state)).toBeNull();
    expect(step(state, report(['skull'], ['wound'])).battle.turns).toHaveLength(1);
  });

  test.each([
    [{ battleSeed: BATTLE_SEED }, 'battleSeed'],
    [{ battleSeed: undefined }, 'noBattleSeed'],
    [{ dice: 'physical', battleSeed: BATTLE_SEED }, 'physicalDice'],
  ] as const)('battleDice %o -> %s', (setup, dice) => {
    expect(battleDice(atBattle({ setup }).state)).toBe(dice);
  });
});

describe('endBattle: the battle is over (issue 13)', () => {
  it('marks it over with the turns rolled and the weather it ended in; no roll or second end after it', () => {
    let state = physical({ weather: 'goodWeather' });
    state = step(state, report(['skull'], ['wound']));
    const { state: over, events } = played(state, { type: 'endBattle' });
    expect(over.battle.over).toBe(true);
    expect(over.stepId).toBe('done');
    expect(events).toEqual([{ code: 'battleEnded', audience: 'public', params: { turns: 1, weather: 'heat' } }]);
    expectRefusal(applyAction(rules, over, report(['skull'], ['wound'])), 'battleOver', { turns: 1 });
    expectRefusal(applyAction(rules, over, { type: 'endBattle' }), 'battleOver', { turns: 1 });
    expect(legalActions(rules, over)).toEqual([]);
  });

  it('digital: nothing more is drawn once it is over', () => {
    const { state } = atBattle();
    expect(battleWeatherChance(rules, step(state, { type: 'endBattle' }))).toBeNull();
  });
});

describe('the battle in the log (STYLE habit 6)', () => {
  function battleLog() {
    const { log, setup } = atBattle();
    // The pre-battle of the log, replayed as it was played: its own weather, territory and changeable flag.
    const end = replay(rules, setup, log);
    if (!end.ok) throw new Error('does not replay');
    let state = end.state;
    const turns: Action[] = [];
    for (let i = 0; i < 6; i++) {
      const roll = battleWeatherChance(rules, state)!.action;
      turns.push(roll);
      state = step(state, roll);
    }
    return { setup, log: [...log, ...turns, { type: 'endBattle' } as Action], state: step(state, { type: 'endBattle' }) };
  }

  it('replays to the same state, every time', () => {
    const { setup, log, state } = battleLog();
    const once = replay(rules, setup, log);
    const twice = replay(rules, setup, log);
    expect(once.ok && once.state).toEqual(state);
    expect(twice.ok && twice.state).toEqual(state);
    expect(once.ok && once.events.at(-1)).toEqual([{ code: 'battleEnded', audience: 'public', params: { turns: 6, weather: state.battle.turns.at(-1)!.to } }]);
  });

  it('a battle roll edited in the log stops the replay there as chanceMismatch', () => {
    const { setup, log } = battleLog();
    const at = log.findIndex((a) => a.type === 'rollBattleWeather') + 2;
    const roll = log[at] as Extract<Action, { type: 'rollBattleWeather' }>;
    const edited = [...log];
    edited[at] = { ...roll, red: roll.red.map((f) => (f === 'skull' ? 'blank' : 'skull')) };
    const result = replay(rules, setup, edited);
    expect(result).toMatchObject({ ok: false, index: at, error: { code: 'chanceMismatch' } });
  });

  it('does not mutate its input', () => {
    const { state } = atBattle();
    const frozen = frozenCopy(state);
    const roll = battleWeatherChance(rules, frozen)!.action;
    expect(applyAction(rules, frozen, roll).ok).toBe(true);
    expect(applyAction(rules, frozen, { type: 'endBattle' }).ok).toBe(true);
    const frozenPhysical = frozenCopy(physical());
    expect(applyAction(rules, frozenPhysical, report(['skull'], ['blank'])).ok).toBe(true);
    expect(frozen).toEqual(state);
  });
});
