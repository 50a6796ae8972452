// @vitest-environment node
import { applyAction, legalActions, newGame, replay, type Action, type GameEvent, type GameState } from '.';
import { frozenCopy } from '../../tests/support/deepFreeze';
import { makeSetup, playRandomGame } from '../../tests/support/randomGame';
import { ANNA_DEFENDS, atSquare, expectRefusal, physicalSetup, played, rules, run, start, step } from '../../tests/support/scenario';

describe('newGame (STYLE habit 5: parse at the edge)', () => {
  it('starts at the roll-off with the seed as the RNG position', () => {
    const result = newGame(rules, makeSetup({ seed: 'game-seed' }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state.stepId).toBe('rollOff');
    expect(result.state.rng).toEqual({ seed: 'game-seed', draws: 0, arc4: null });
  });

  it('returns the setup errors field by field, each a code with its parameters', () => {
    const result = newGame(rules, makeSetup({}, [{ pbsCards: 11, territories: ['atlantis'] }]));
    if (result.ok) throw new Error('expected errors');
    // RULES-NOTES 4: 0-10 PBS cards (components data).
    expect(result.errors).toEqual({
      'players.0.army.pbsCards': { code: 'cardLimit', min: 0, max: 10 },
      'players.0.army.territories': { code: 'unknownTerritory', edition: '2023', territories: ['atlantis'] },
    });
  });

  it('reports the schema and the rules-data errors together, one per field (a negative count, a count over the limit)', () => {
    const result = newGame(rules, makeSetup({}, [{ pbsCards: 11 }, { scoutingCards: -1 }]));
    if (result.ok) throw new Error('expected errors');
    const limits = rules.components.armyCardLimits;
    expect(result.errors).toEqual({
      'players.0.army.pbsCards': { code: 'cardLimit', min: limits.pbsMin, max: limits.pbsMax },
      'players.1.army.scoutingCards': { code: 'cardLimit', min: limits.scoutingMin, max: limits.scoutingMax },
    });
  });

  it('refuses two players with the same name', () => {
    const setup = makeSetup();
    const result = newGame(rules, { ...setup, players: [setup.players[0], { ...setup.players[1], name: ' anna ' }] });
    expect(result.ok ? null : result.errors['players.1.name']).toEqual({ code: 'sameNames' });
  });
});

describe('applyAction (STYLE habit 2: refusals are values)', () => {
  it('applies a legal action and settles on the next step', () => {
    const { state, events } = played(start(physicalSetup()), { type: 'rollOff', faces: ['wound', 'special'] });
    expect(state.stepId).toBe('chooseRole');
    expect(events).toEqual([{ code: 'rolledOff', audience: 'public', params: { faces: ['wound', 'special'], winner: 0, attempt: 1 } }]);
  });

  test.each([
    ['not an object', 'rollOff'],
    ['an unknown type', { type: 'castSpell' }],
    ['a missing field', { type: 'rollOff' }],
    ['an extra field', { type: 'rollOff', faces: ['skull', 'blank'], cheat: true }],
    ['a die out of range', { type: 'rollPlacement', die: 7 }],
    ['a square off the map', { type: 'placeCounter', row: 5, col: 0 }],
  ])('refuses %s (invalidAction)', (_name, action) => {
    expectRefusal(applyAction(rules, start(physicalSetup()), action), 'invalidAction', {});
  });

  it('refuses an action of another step (wrongStep)', () => {
    expectRefusal(applyAction(rules, start(physicalSetup()), { type: 'placeCounter', row: 0, col: 0 }), 'wrongStep', { stepId: 'rollOff' });
  });

  it('refuses a player acting out of turn (notYourTurn)', () => {
    const state = atSquare({ territory: 'cultivated', row: 0, col: 1 });
    expectRefusal(applyAction(rules, state, { type: 'selectTerrain', side: 'invader', terrain: 'hills', declare: null }), 'notYourTurn', { actor: 'defender' });
  });

  it('a refusal is plain data: a code and its parameters, no sentence (STYLE: events, views and words)', () => {
    const result = applyAction(rules, start(physicalSetup()), { type: 'placeCounter', row: 0, col: 0 });
    expect(result).toEqual({ ok: false, error: { code: 'wrongStep', params: { stepId: 'rollOff' } } });
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
      if (state.stepId !== 'scouting') for (const option of legalActions(rules, state)) expect(applyAction(rules, state, option).ok).toBe(true);
      state = step(state, action);
    }
    expect(state.stepId).toBe('done');
    // After the pre-battle only the weather through the battle goes on (issue 13).
    expect(new Set(legalActions(rules, state).map((a) => a.type))).toEqual(new Set(['rollBattleWeather', 'endBattle']));
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
    let current = start(setup);
    const events: GameEvent[][] = log.map((action) => {
      const result = played(current, action);
      current = result.state;
      return result.events;
    });
    expect(replay(rules, setup, log)).toEqual({ ok: true, state, events });
    expect(events.at(-1)?.at(-1)).toEqual({ code: 'preBattleEnded', audience: 'public', params: {} });
  });

  it('names the first refused action and why', () => {
    const setup = physicalSetup();
    const log: Action[] = [...ANNA_DEFENDS, { type: 'chooseTerritory', territory: 'waterside' }];
    const result = replay(rules, setup, log);
    expect(result).toEqual({ ok: false, index: 3, error: { code: 'wrongStep', params: { stepId: 'territoryCards' } } });
  });

  it('returns the setup errors with index -1', () => {
    const result = replay(rules, makeSetup({}, [{ pbsCards: 42 }]), []);
    const { pbsMin, pbsMax } = rules.components.armyCardLimits;
    expect(result).toEqual({ ok: false, index: -1, errors: { 'players.0.army.pbsCards': { code: 'cardLimit', min: pbsMin, max: pbsMax } } });
  });

  it('does not mutate its input', () => {
    const setup = frozenCopy(physicalSetup());
    const log = frozenCopy(ANNA_DEFENDS);
    expect(replay(rules, setup, log).ok).toBe(true);
  });
});
