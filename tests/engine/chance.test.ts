// @vitest-environment node
import seedrandom from 'seedrandom';
import { applyAction, bundledRules, replay, type Action } from '../../src/engine';
import { generator, startRng } from '../../src/engine/rng';
import { makeSetup, playRandomGame } from '../support/randomGame';

const rules = bundledRules();

/** A whole digital game (cards and dice from the seed), the log the app would write. */
function digitalGame(edition: '2023' | '2020', seed: string) {
  return playRandomGame(rules, makeSetup({ edition, seed }), `choices-${seed}`);
}

const indexOf = (log: Action[], type: Action['type']) => log.findIndex((a) => a.type === type);

/** One edit a forger could make to a chance action, keeping it legal in itself. */
function forge(action: Action): Action {
  switch (action.type) {
    case 'rollOff':
      return { ...action, faces: [action.faces[1], action.faces[0]] };
    case 'shuffleDeck': {
      const at = action.order.findIndex((c) => c !== action.order[0]);
      const order = [...action.order];
      [order[0], order[at]] = [order[at]!, order[0]!];
      return { ...action, order };
    }
    case 'rollPlacement':
    case 'rollOpponent':
      return { ...action, die: (action.die % 6) + 1 };
    case 'rollWeather':
      return { ...action, dice: [(action.dice[0] % 6) + 1, action.dice[1]] };
    default:
      throw new Error(`not a forgeable roll: ${action.type}`);
  }
}

describe('digital chance follows the seed (STYLE habits 3-4): an edited roll, shuffle or deal is refused', () => {
  const game = digitalGame('2023', 'forge-2023');

  it('the genuine log replays', () => {
    expect(replay(rules, game.state.setup, game.log).ok).toBe(true);
  });

  test.each(['shuffleDeck', 'rollPlacement', 'rollOpponent', 'rollWeather'] as const)('an edited %s is refused as chanceMismatch at its own index', (type) => {
    const index = indexOf(game.log, type);
    expect(index).toBeGreaterThanOrEqual(0);
    const forged = forge(game.log[index]!);
    const log = game.log.map((a, i) => (i === index ? forged : a));
    const result = replay(rules, game.state.setup, log);
    expect(result).toMatchObject({ ok: false, index, error: { code: 'chanceMismatch', params: { expected: game.log[index], got: forged } } });
  });

  it('an edited roll-off is refused unless the edit changes nothing', () => {
    const index = indexOf(game.log, 'rollOff');
    const original = game.log[index]!;
    const forged = original.type === 'rollOff' && original.faces[0] === original.faces[1] ? { ...original, faces: ['skull', 'skull'] } : forge(original);
    const result = replay(rules, game.state.setup, game.log.map((a, i) => (i === index ? forged : a)));
    expect(result).toMatchObject({ ok: false, index, error: { code: 'chanceMismatch' } });
  });

  it('a deal of other cards than the shuffled deck gives is refused', () => {
    const index = indexOf(game.log, 'dealPbs');
    const deal = game.log[index]!;
    if (deal.type !== 'dealPbs') throw new Error('no deal');
    const forged: Action = { ...deal, invader: deal.defender, defender: deal.invader };
    const result = replay(rules, game.state.setup, game.log.map((a, i) => (i === index ? forged : a)));
    expect(result.ok).toBe(false);
    if (!result.ok && 'error' in result) {
      expect(result.index).toBe(index);
      expect(['chanceMismatch', 'badDeal']).toContain(result.error.code);
    }
  });

  it('two rolls swapped in the log: the first one out of place is named', () => {
    const first = indexOf(game.log, 'rollPlacement');
    const second = game.log.findIndex((a, i) => i > first && a.type === 'rollPlacement' && a.die !== (game.log[first] as { die: number }).die);
    expect(second).toBeGreaterThan(first);
    const log = [...game.log];
    [log[first], log[second]] = [log[second]!, log[first]!];
    expect(replay(rules, game.state.setup, log)).toMatchObject({ ok: false, index: first, error: { code: 'chanceMismatch' } });
  });

  it('a truncated log replays to a game in progress, with nothing refused', () => {
    const result = replay(rules, game.state.setup, game.log.slice(0, 30));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.state.stepId).not.toBe('done');
  });

  it('the same log under another seed is refused at its first roll', () => {
    const result = replay(rules, { ...game.state.setup, seed: 'another-seed' }, game.log);
    expect(result).toMatchObject({ ok: false, error: { code: 'chanceMismatch' } });
  });
});

describe('physical mode: the players report the rolls, and reports are the truth', () => {
  it('a roll-off, placement die or opponent die of any legal value is accepted', () => {
    const setup = makeSetup({ seed: 'physical-truth', cards: 'physical', dice: 'physical' });
    const game = playRandomGame(rules, setup, 'physical-choices');
    const index = indexOf(game.log, 'rollOpponent');
    const log = game.log.map((a, i) => (i === index ? forge(a) : a));
    const result = replay(rules, setup, log.slice(0, index + 1));
    expect(result.ok).toBe(true);
  });
});

describe('the draws a chance action takes are counted by drawing', () => {
  it('after the shuffle the generator stands exactly where a fresh one stands after deck-size - 1 draws', () => {
    const game = digitalGame('2020', 'draws-2020');
    const index = indexOf(game.log, 'shuffleDeck');
    const result = replay(rules, game.state.setup, game.log.slice(0, index + 1));
    if (!result.ok) throw new Error('replay failed');
    const rollOffs = game.log.slice(0, index).filter((a) => a.type === 'rollOff').length;
    const deckSize = Object.values(rules.components.deck).reduce((a, b) => a + b, 0);
    expect(result.state.rng.draws).toBe(2 * rollOffs + deckSize - 1);
    const fresh = seedrandom(game.state.setup.seed);
    for (let i = 0; i < result.state.rng.draws; i++) fresh();
    expect(generator(result.state.rng).next()).toBe(fresh());
  });

  it('a resumed generator gives the same numbers as one that never stopped', () => {
    const whole = generator(startRng('resume'));
    const first = [whole.next(), whole.next(), whole.next()];
    const resumed = generator(whole.state());
    const again = generator(startRng('resume'));
    expect([again.next(), again.next(), again.next()]).toEqual(first);
    expect(resumed.next()).toBe(again.next());
  });

  it('a refused chance action leaves the state untouched', () => {
    const game = digitalGame('2023', 'untouched');
    const index = indexOf(game.log, 'rollWeather');
    const before = replay(rules, game.state.setup, game.log.slice(0, index));
    if (!before.ok) throw new Error('replay failed');
    const snapshot = structuredClone(before.state);
    const result = applyAction(rules, before.state, forge(game.log[index]!));
    expect(result.ok).toBe(false);
    expect(before.state).toEqual(snapshot);
  });
});
