// @vitest-environment node
import seedrandom from 'seedrandom';
import { advance, chanceAction, legalActions, replay, type Action, type GameState } from '.';
import { automaticAction } from './game';
import { makeSetup } from '../../tests/support/randomGame';
import { atSquare, physicalSetup, rules, run, start, step } from '../../tests/support/scenario';

/** Plays a whole game the way the app does: a random legal decision, then everything nobody decides. */
function playWithAdvance(seed: string, edition: '2023' | '2020'): { log: Action[]; automatic: boolean[]; state: GameState } {
  const pick = seedrandom(`choices-${seed}`);
  const first = advance(rules, start(makeSetup({ edition, seed })));
  const log: Action[] = [...first.actions];
  const automatic: boolean[] = first.actions.map(() => true);
  let state = first.state;
  for (let guard = 0; guard < 400 && state.stepId !== 'done'; guard++) {
    expect(automaticAction(rules, state), `${state.stepId} waits for a player`).toBeNull();
    const options = legalActions(rules, state);
    const action = options[Math.floor(pick() * options.length)]!;
    state = step(state, action);
    log.push(action);
    automatic.push(false);
    const after = advance(rules, state);
    log.push(...after.actions);
    automatic.push(...after.actions.map(() => true));
    state = after.state;
  }
  return { log, automatic, state };
}

describe('advance: what nobody decides is applied, not clicked (issue 11)', () => {
  it('digital: the roll-off is rolled until someone wins, then the winner must choose', () => {
    const result = advance(rules, start(makeSetup({ seed: 'auto-rolloff' })));
    expect(result.actions.length).toBeGreaterThan(0);
    expect(result.actions.every((a) => a.type === 'rollOff')).toBe(true);
    expect(result.state.stepId).toBe('chooseRole');
    expect(result.events).toHaveLength(result.actions.length);
  });

  it('digital: the shuffle and the deal follow the season choice by themselves, from the seed', () => {
    let state = advance(rules, start(makeSetup({ seed: 'auto-deal' }))).state;
    state = step(state, { type: 'chooseRole', role: 'defender' });
    state = step(state, { type: 'chooseSeason', season: 'winter' });
    expect(state.stepId).toBe('shuffle');
    const shuffle = chanceAction(rules, state);
    const result = advance(rules, state);
    expect(result.actions.map((a) => a.type)).toEqual(['shuffleDeck', 'dealPbs']);
    expect(result.actions[0]).toEqual(shuffle);
    expect(result.state.stepId).toBe('territoryCards');
  });

  it('physical: nothing is rolled or dealt for the players', () => {
    const state = start(physicalSetup());
    expect(automaticAction(rules, state)).toBeNull();
    expect(advance(rules, state).actions).toEqual([]);
  });

  it('000 PBS 8.D: a side with no cards left passes by itself, in physical mode too; a side with cards still chooses', () => {
    const state = run(start(physicalSetup({}, [{ pbsCards: 0 }, { pbsCards: 2 }])), [
      { type: 'rollOff', faces: ['skull', 'blank'] },
      { type: 'chooseRole', role: 'defender' },
      { type: 'chooseSeason', season: 'springAutumn' },
    ]);
    expect(state.stepId).toBe('territoryCards');
    // Anna (defender, no cards) passes at once; Bruno still has a choice.
    expect(automaticAction(rules, state)).toEqual({ type: 'playTerritoryCard', side: 'defender', card: null });
    const result = advance(rules, state);
    expect(result.actions).toEqual([{ type: 'playTerritoryCard', side: 'defender', card: null }]);
    expect(result.events[0]).toEqual([{ code: 'passedWithNoCards', audience: 'public', params: { side: 'defender', round: null } }]);
    expect(result.state.stepId).toBe('territoryCards');
  });

  it('000 PBS 8.D: when neither side has cards, the march days pass by themselves', () => {
    const state = atSquare({ territory: 'plains', row: 2, col: 2 });
    // atSquare plays five passes by hand; from the counter on, advance would have played them.
    const before = run(start(physicalSetup({}, [{ pbsCards: 0 }, { pbsCards: 0 }])), [
      { type: 'rollOff', faces: ['skull', 'blank'] },
      { type: 'chooseRole', role: 'defender' },
      { type: 'chooseSeason', season: 'springAutumn' },
    ]);
    let at = advance(rules, before).state;
    at = step(at, { type: 'chooseTerritory', territory: 'plains' });
    at = step(at, { type: 'placeCounter', row: 2, col: 2 });
    const days = advance(rules, at);
    expect(days.actions).toHaveLength(10);
    expect(days.state.days).toEqual(state.days);
    expect(days.state.stepId).toBe(state.stepId);
  });

  it.each(['2023', '2020'] as const)('%s: random games played with advance replay from their logs to the same state, and every automatic action is legal', (edition) => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const { log, automatic, state } = playWithAdvance(`${edition}-${seed}`, edition);
      expect(state.stepId).toBe('done');
      expect(automatic.some(Boolean)).toBe(true);
      const replayed = replay(rules, makeSetup({ edition, seed: `${edition}-${seed}` }), log);
      expect(replayed.ok && replayed.state).toEqual(state);
    }
  });

  it('a placement the owner may make without dicing is left to him (000 terrain types: Fields, Marsh)', () => {
    let found = 0;
    for (let i = 0; i < 40 && found < 3; i++) {
      const seed = `fields-${i}`;
      const setup = makeSetup({ seed }, [{ territories: ['cultivated'] }, { territories: ['cultivated'] }]);
      const pick = seedrandom(`choices-${seed}`);
      let state = advance(rules, start(setup)).state;
      for (let guard = 0; guard < 400 && state.stepId !== 'done'; guard++) {
        const options = legalActions(rules, state);
        if (options.some((a) => a.type === 'placeWithoutDice')) {
          found++;
          expect(automaticAction(rules, state)).toBeNull();
          expect(options.some((a) => a.type === 'rollPlacement')).toBe(true);
        }
        state = advance(rules, step(state, options[Math.floor(pick() * options.length)]!)).state;
      }
    }
    expect(found).toBeGreaterThan(0);
  });
});
