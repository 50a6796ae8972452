// @vitest-environment node
import { readFileSync } from 'node:fs';
import seedrandom from 'seedrandom';
import {
  applyAction,
  bundledRules,
  chanceAction,
  currentPiece,
  deploymentBatches,
  deploymentPlan,
  legalActions,
  newGame,
  reachableSquares,
  replay,
  validateSetup,
  type GameLog,
  type GameState,
  type Rules,
  type Setup,
} from '../../src/engine';
import { selectableTerrain } from '../../src/engine/terrain';
import { generator, startRng, type RngState } from '../../src/engine/rng';
import { makeSetup, playRandomGame } from '../support/randomGame';

const rules = bundledRules();
const exampleGame = JSON.parse(readFileSync('examples/digital-2023-waterside.json', 'utf8')) as GameLog;

/**
 * The engine keeps a few answers by the object they were worked out from (issue 14): the setup found
 * valid, each state's seeded chance, selection and current piece, the live generator at a saved position,
 * the deployment plan and its batches, the counter's reachable squares and the full deck. These tests hold
 * every kept answer to the one worked out afresh, across many games at once, so none can answer for another game.
 */

/** The same state as new objects, which no cache has seen. */
const afresh = (state: GameState): GameState => structuredClone(state);

/** Everything the engine says about a state that a cache could answer. */
function answers(r: Rules, state: GameState) {
  const kind = state.phase === 'selectCompulsory' || state.phase === 'placeCompulsory' ? 'compulsory' : 'optional';
  return {
    legal: legalActions(r, state),
    chance: chanceAction(r, state),
    piece: currentPiece(state, kind) ?? null,
    selectable: state.phase === 'selectCompulsory' || state.phase === 'selectOptional' ? selectableTerrain(r, state, kind) : null,
    plan: deploymentPlan(r, state),
    batches: deploymentBatches(deploymentPlan(r, state)),
    reach: state.counter && state.pendingMove ? reachableSquares(r, state, state.counter, state.pendingMove.difference) : null,
  };
}

describe('kept answers never cross games (issue 14)', () => {
  // More games than any cache keeps, both editions, both modes, played a step each in turn.
  const games = Array.from({ length: 12 }, (_, i) => {
    const mode = i % 3 === 0 ? 'physical' : 'digital';
    const setup = makeSetup({ edition: i % 2 === 0 ? '2023' : '2020', cards: mode, dice: mode, seed: `caches-${i}` });
    return { setup, log: playRandomGame(rules, setup, `caches-choice-${i}`).log };
  });

  it('every answer about a state, and every step from it, equals the one worked out from a fresh copy, with games interleaved', () => {
    const states = games.map((g) => {
      const started = newGame(rules, g.setup);
      if (!started.ok) throw new Error('bad setup');
      return started.state;
    });
    const longest = Math.max(...games.map((g) => g.log.length));
    for (let step = 0; step < longest; step++) {
      games.forEach((game, i) => {
        const action = game.log[step];
        const state = states[i]!;
        if (!action) return;
        const copy = afresh(state);
        expect(answers(rules, state)).toEqual(answers(rules, copy));
        const next = applyAction(rules, state, action);
        expect(next).toEqual(applyAction(rules, copy, structuredClone(action)));
        if (!next.ok) throw new Error(`game ${i} refused ${action.type}`);
        states[i] = next.state;
      });
    }
  });

  it('the seeded chance of one game is judged by its outcome in another game at the same step', () => {
    const [a, b] = ['chance-a', 'chance-b'].map((seed) => newGame(rules, makeSetup({ seed }))).map((r) => (r.ok ? r.state : null));
    const rollA = chanceAction(rules, a!)!;
    const rollB = chanceAction(rules, b!)!;
    const onB = applyAction(rules, b!, rollA);
    if (JSON.stringify(rollA) === JSON.stringify(rollB)) expect(onB.ok).toBe(true);
    else expect(onB).toEqual({ ok: false, error: { code: 'chanceMismatch', params: { expected: rollB, got: rollA } } });
  });

  it('a generator kept at a saved position serves that position only, however many games draw in between', () => {
    const seeds = Array.from({ length: 11 }, (_, i) => `kept-${i}`);
    const streams = seeds.map((seed) => seedrandom(seed));
    const positions: RngState[] = seeds.map(startRng);
    for (let round = 0; round < 5; round++) {
      seeds.forEach((_, i) => {
        const rng = generator(positions[i]!);
        expect(rng.next()).toBe(streams[i]!());
        positions[i] = rng.state();
      });
    }
    const saved = positions[0]!;
    const first = generator(saved).next();
    expect(generator(saved).next()).toBe(first);
  });

  it("a seed's kept stream gives every game on the seed the numbers and saved states a generator of its own gives", () => {
    const own = (draws: number) => {
      const prng = seedrandom('stream', { state: true });
      const values = Array.from({ length: draws }, () => prng());
      return { values, state: prng.state(), next: prng() };
    };
    // One game draws ten and saves; another draws seven and saves, behind the stream's end.
    const ten = generator(startRng('stream'));
    expect(Array.from({ length: 10 }, () => ten.next())).toEqual(own(10).values);
    expect(ten.state().arc4).toEqual(own(10).state);
    const seven = generator(startRng('stream'));
    expect(Array.from({ length: 7 }, () => seven.next())).toEqual(own(7).values);
    const saved = seven.state();
    expect(saved).toEqual({ seed: 'stream', draws: 7, arc4: own(7).state });
    // The saved state, as it is and as a copy of it, goes on where a generator of its own goes on.
    expect(generator(saved).next()).toBe(own(7).next);
    expect(generator(structuredClone(saved)).next()).toBe(own(7).next);
    // A state that names other draws than its generator state is read by its generator state.
    expect(generator({ ...saved, draws: 10 }).next()).toBe(own(7).next);
  });

  it('a stream drawn past the length it keeps goes on as a generator of its own', () => {
    const prng = seedrandom('long stream');
    const rng = generator(startRng('long stream'));
    for (let i = 0; i < 10_010; i++) expect(rng.next()).toBe(prng());
    const resumed = generator(rng.state());
    expect(resumed.next()).toBe(prng());
  });
});

describe('a setup found valid is checked again once it changes (issue 14)', () => {
  const game = playRandomGame(rules, makeSetup({ seed: 'setup-memo' }), 'setup-memo-choices');

  it('the same setup object, edited, gives the edited game or the edited refusal, as a new object would', () => {
    const setup: Setup = structuredClone(game.state.setup);
    expect(replay(rules, setup, game.log).ok).toBe(true);

    setup.seed = 'another-seed';
    const changed = replay(rules, setup, game.log);
    expect(changed).toEqual(replay(rules, structuredClone(setup), game.log));
    expect(newGame(rules, setup)).toEqual(newGame(rules, structuredClone(setup)));
    expect(newGame(rules, setup).ok && newGame(rules, setup)).toMatchObject({ state: { setup: { seed: 'another-seed' } } });

    setup.players[0].army.pbsCards = 1000;
    expect(newGame(rules, setup)).toEqual({ ok: false, errors: (validateSetup(rules, structuredClone(setup)) as { errors: unknown }).errors });
    expect(newGame(rules, setup).ok).toBe(false);

    setup.players[0].army.pbsCards = 5;
    (setup as Record<string, unknown>)['extra'] = undefined;
    expect(newGame(rules, setup).ok).toBe(false);
    expect(newGame(rules, setup)).toEqual(newGame(rules, structuredClone(setup)));
    delete (setup as Record<string, unknown>)['extra'];
    expect(newGame(rules, setup)).toEqual(newGame(rules, structuredClone(setup)));
    expect(newGame(rules, setup).ok).toBe(true);
  });

  it('a setup found valid under one set of rules is checked again under another', () => {
    const setup = makeSetup({ edition: '2020' });
    expect(newGame(rules, setup).ok).toBe(true);
    const fewer: Rules = { ...rules, territoryIndex: { ...rules.territoryIndex, 2020: {} } };
    expect(newGame(fewer, setup)).toEqual(newGame(fewer, structuredClone(setup)));
    expect(newGame(fewer, setup).ok).toBe(false);
  });
});

describe('answers kept per rules belong to those rules (issue 14)', () => {
  const example = replay(rules, exampleGame.setup, exampleGame.actions);
  if (!example.ok) throw new Error('the example did not replay');
  const done = example.state;

  it('the seeded chance follows the rules asked: another deck shuffles another way', () => {
    const shuffleAt = exampleGame.actions.findIndex((a) => a.type === 'shuffleDeck');
    const before = replay(rules, exampleGame.setup, exampleGame.actions.slice(0, shuffleAt));
    if (!before.ok) throw new Error('replay failed');
    const deck = rules.components.deck;
    const bigger: Rules = { ...rules, components: { ...rules.components, deck: { ...deck, red: deck.red + 3 } } };
    const ours = chanceAction(rules, before.state);
    const theirs = chanceAction(bigger, before.state);
    expect(theirs).not.toEqual(ours);
    expect(theirs).toEqual(chanceAction(bigger, afresh(before.state)));
    expect(chanceAction(rules, before.state)).toEqual(ours);
  });

  it('the terrain open to select follows the rules asked: with no compulsory piece to choose, none is offered', () => {
    const selectAt = exampleGame.actions.findIndex((a) => a.type === 'selectTerrain');
    const at = replay(rules, exampleGame.setup, exampleGame.actions.slice(0, selectAt));
    if (!at.ok) throw new Error('replay failed');
    const edition = rules.editions['2023'];
    const none = { difficult: 0, roughOrGood: 0, any: 0 };
    const flipped: Rules = { ...rules, editions: { ...rules.editions, 2023: { ...edition, density: edition.density.map((d) => ({ ...d, compulsory: none })) } } };
    const ours = selectableTerrain(rules, at.state, 'compulsory');
    const theirs = selectableTerrain(flipped, at.state, 'compulsory');
    expect(ours.length).toBeGreaterThan(0);
    expect(theirs).toEqual([]);
    expect(theirs).toEqual(selectableTerrain(flipped, afresh(at.state), 'compulsory'));
    expect(legalActions(flipped, at.state)).toEqual(legalActions(flipped, afresh(at.state)));
    expect(selectableTerrain(rules, at.state, 'compulsory')).toEqual(ours);
  });

  it('the deployment plan follows the rules and the pieces asked, for one scouting result', () => {
    const edition = rules.editions['2023'];
    const deployment = { ...edition.deployment, finalSteps: edition.deployment.finalSteps.filter((step) => step !== 'generals') };
    const noGenerals: Rules = { ...rules, editions: { ...rules.editions, 2023: { ...edition, deployment } } };
    // The camp option applies only while its town stands.
    const cleared: GameState = { ...done, pieces: done.pieces.map((p) => ({ ...p, outcome: 'remove' as const })) };
    const asked = [
      [rules, done],
      [rules, cleared],
      [noGenerals, cleared],
      [noGenerals, done],
    ] as const;
    const plans = asked.map(([r, state]) => deploymentPlan(r, state));
    expect(plans).toEqual(asked.map(([r, state]) => deploymentPlan(r, afresh(state))));
    expect(new Set(plans.map((plan) => JSON.stringify(plan))).size).toBe(4);
  });

  it('reachable squares are those of the territory, edition and square asked, whatever was asked before', () => {
    const asks = (['2023', '2020'] as const).flatMap((edition) =>
      rules.territories[edition].flatMap((t) =>
        Array.from({ length: 25 * 4 }, (_, i) => ({ state: { setup: { edition }, territory: t.id }, from: { row: Math.floor(i / 20), col: Math.floor(i / 4) % 5 }, difference: (i % 4) + 1 })),
      ),
    );
    const inOrder = asks.map(({ state, from, difference }) => reachableSquares(rules, state, from, difference));
    const other = structuredClone(rules);
    const reversed = [...asks].reverse().map(({ state, from, difference }) => reachableSquares(other, state, from, difference)).reverse();
    expect(inOrder).toEqual(reversed);
    expect(new Set(inOrder.map((squares) => JSON.stringify(squares))).size).toBeGreaterThan(25);
  });

  it('reachable squares follow the rules asked, not the last rules that asked', () => {
    const game = playRandomGame(rules, makeSetup({ seed: 'reach' }), 'reach-choices');
    const at = replay(rules, game.state.setup, game.log.slice(0, game.log.findIndex((a) => a.type === 'placeCounter') + 1));
    if (!at.ok) throw new Error('replay failed');
    const march = rules.editions['2023'].march;
    const far: Rules = {
      ...rules,
      editions: { ...rules.editions, 2023: { ...rules.editions['2023'], march: { ...march, moves: march.moves.map((m) => ({ ...m, squares: 4, diagonal: true })) } } },
    };
    const near = reachableSquares(rules, at.state, at.state.counter!, 1);
    const wide = reachableSquares(far, at.state, at.state.counter!, 1);
    expect(wide.length).toBeGreaterThan(near.length);
    expect(reachableSquares(rules, at.state, at.state.counter!, 1)).toEqual(near);
    expect(reachableSquares(structuredClone(far), at.state, at.state.counter!, 1)).toEqual(wide);
  });
});
