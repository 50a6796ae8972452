// @vitest-environment node
import { applyAction, legalActions, newGame, PHASES, phaseName, replay, type Action, type GameState } from '.';
import { frozenCopy } from '../../tests/support/deepFreeze';
import { makeSetup, playRandomGame } from '../../tests/support/randomGame';
import { ANNA_DEFENDS, atSquare, expectRefusal, expectSentence, physicalSetup, rules, run, start, step } from '../../tests/support/scenario';

describe('newGame (STYLE habit 5: parse at the edge)', () => {
  it('starts at the roll-off with the seed as the RNG position', () => {
    const result = newGame(rules, makeSetup({ seed: 'game-seed' }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state.phase).toBe('rollOff');
    expect(result.state.rng).toEqual({ seed: 'game-seed', draws: 0 });
  });

  it('returns the setup errors field by field, each a sentence', () => {
    const result = newGame(rules, makeSetup({}, [{ pbsCards: 11, territories: ['atlantis'] }]));
    if (result.ok) throw new Error('expected errors');
    expect(result.errors).toEqual({
      'players.0.army.pbsCards': 'PBS cards must be from 0 to 10.',
      'players.0.army.territories': 'Not a territory of the 2023 edition: atlantis.',
    });
    for (const message of Object.values(result.errors)) expectSentence(message);
  });

  it('reports the schema and the rules-data errors together, one per field (a negative count, a count over the limit)', () => {
    const result = newGame(rules, makeSetup({}, [{ pbsCards: 11 }, { scoutingCards: -1 }]));
    if (result.ok) throw new Error('expected errors');
    expect(result.errors).toEqual({
      'players.0.army.pbsCards': 'PBS cards must be from 0 to 10.',
      'players.1.army.scoutingCards': 'Scouting cards must be from 0 to 10.',
    });
  });

  it('refuses two players with the same name', () => {
    const setup = makeSetup();
    const result = newGame(rules, { ...setup, players: [setup.players[0], { ...setup.players[1], name: ' anna ' }] });
    expect(result.ok ? null : result.errors['players.1.name']).toBe('The two players need different names');
  });
});

describe('applyAction (STYLE habit 2: refusals are values)', () => {
  it('applies a legal action and settles on the next step', () => {
    const state = step(start(physicalSetup()), { type: 'rollOff', faces: ['wound', 'special'] });
    expect(state.phase).toBe('chooseRole');
  });

  test.each([
    ['not an object', 'rollOff'],
    ['an unknown type', { type: 'castSpell' }],
    ['a missing field', { type: 'rollOff' }],
    ['an extra field', { type: 'rollOff', faces: ['skull', 'blank'], cheat: true }],
    ['a die out of range', { type: 'rollPlacement', die: 7 }],
    ['a square off the map', { type: 'placeCounter', row: 5, col: 0 }],
  ])('refuses %s (invalidAction)', (_name, action) => {
    const error = expectRefusal(applyAction(rules, start(physicalSetup()), action), 'invalidAction');
    expect(error.message).toBe('That is not an action this app knows.');
  });

  it('refuses an action of another step (wrongStep)', () => {
    const error = expectRefusal(applyAction(rules, start(physicalSetup()), { type: 'placeCounter', row: 0, col: 0 }), 'wrongStep');
    expect(error.message).toBe('It is time for the roll-off, not that.');
  });

  it('refuses a player acting out of turn (notYourTurn)', () => {
    const state = atSquare({ territory: 'cultivated', row: 0, col: 1 });
    const error = expectRefusal(applyAction(rules, state, { type: 'selectTerrain', side: 'invader', terrain: 'hills', declare: null }), 'notYourTurn');
    expect(error.message).toBe("It is the defender's turn.");
  });

  it('physical dice do not advance the RNG; digital rolls do', () => {
    expect(step(start(physicalSetup()), { type: 'rollOff', faces: ['skull', 'blank'] }).rng.draws).toBe(0);
    expect(step(start(makeSetup()), legalActions(rules, start(makeSetup()))[0]!).rng.draws).toBe(2);
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(run(start(physicalSetup()), ANNA_DEFENDS));
    const before = structuredClone(state);
    expect(applyAction(rules, state, { type: 'playTerritoryCard', side: 'defender', card: 'red' }).ok).toBe(true);
    expect(applyAction(rules, state, { type: 'castSpell' }).ok).toBe(false);
    expect(state).toEqual(before);
  });
});

describe('legalActions (STYLE: guards shared by the UI and the engine)', () => {
  it('digital mode offers only the app-made chance action where chance decides', () => {
    const state = start(makeSetup());
    const actions = legalActions(rules, state);
    expect(actions).toHaveLength(1);
    expect(actions[0]?.type).toBe('rollOff');
  });

  it('physical dice: every face pair the two dice can show (Green and Yellow: 4 x 4)', () => {
    expect(legalActions(rules, start(physicalSetup()))).toHaveLength(16);
  });

  it('every action it lists is accepted, all through a game', () => {
    const { log } = playRandomGame(rules, physicalSetup({ seed: 'legal' }), 'legal-choices');
    let state: GameState = start(physicalSetup({ seed: 'legal' }));
    for (const action of log) {
      if (state.phase !== 'scouting') for (const option of legalActions(rules, state)) expect(applyAction(rules, state, option).ok).toBe(true);
      state = step(state, action);
    }
    expect(state.phase).toBe('done');
    expect(legalActions(rules, state)).toEqual([]);
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(atSquare({ territory: 'cultivated', row: 2, col: 3 }));
    expect(legalActions(rules, state).length).toBeGreaterThan(0);
  });
});

describe('replay (STYLE habit 6: the log is the truth)', () => {
  it('rebuilds exactly the played state from the setup and the log', () => {
    const setup = makeSetup({ seed: 'replay-seed' });
    const { log, state } = playRandomGame(rules, setup, 'replay-choices');
    expect(replay(rules, setup, log)).toEqual({ ok: true, state });
  });

  it('names the first refused action and why', () => {
    const setup = physicalSetup();
    const log: Action[] = [...ANNA_DEFENDS, { type: 'chooseTerritory', territory: 'waterside' }];
    const result = replay(rules, setup, log);
    expect(result).toMatchObject({ ok: false, index: 3, error: { code: 'wrongStep' } });
  });

  it('returns the setup errors with index -1', () => {
    const result = replay(rules, makeSetup({}, [{ pbsCards: 42 }]), []);
    expect(result).toMatchObject({ ok: false, index: -1, errors: { 'players.0.army.pbsCards': 'PBS cards must be from 0 to 10.' } });
  });

  it('does not mutate its input', () => {
    const setup = frozenCopy(physicalSetup());
    const log = frozenCopy(ANNA_DEFENDS);
    expect(replay(rules, setup, log).ok).toBe(true);
  });
});

describe('phaseName', () => {
  it('names every step in words, each differently', () => {
    const names = PHASES.map(phaseName);
    expect(new Set(names).size).toBe(PHASES.length);
    for (const name of names) expect(name).toMatch(/^the [a-z]|^[a-z]/);
  });
});
