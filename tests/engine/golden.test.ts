// @vitest-environment node
import { bundledRules, type Action } from '../../src/engine';
import { summary } from '../../src/engine/summary';
import { makeSetup, playRandomGame } from '../support/randomGame';

const rules = bundledRules();

/**
 * Golden games. The values below were computed once from the engine and written in by hand: they pin
 * determinism (same setup + same seed = same battle on any machine, STYLE habit 4), not a rule. If the
 * RNG, the shuffle, the deck order or the random player's choice order ever changes, these change too.
 */
describe('golden games: the same setup and seed give exactly the same battle', () => {
  const play = (edition: '2023' | '2020') => playRandomGame(rules, makeSetup({ edition, seed: `golden-${edition}` }), 'golden-choices');
  const rollOffs = (log: Action[]) => log.filter((a) => a.type === 'rollOff').map((a) => (a.type === 'rollOff' ? a.faces : null));
  const deckTop = (log: Action[]) => {
    const shuffle = log.find((a) => a.type === 'shuffleDeck');
    return shuffle?.type === 'shuffleDeck' ? shuffle.order.slice(0, 12) : [];
  };

  it('twice from scratch: the same log and the same final state', () => {
    const a = play('2023');
    const b = play('2023');
    expect(b.log).toEqual(a.log);
    expect(b.state).toEqual(a.state);
    expect(summary(rules, b.state)).toEqual(summary(rules, a.state));
  });

  it('2023, seed "golden-2023": pinned roll-off, deck and summary (determinism, not a rule)', () => {
    const { log, state } = play('2023');
    expect(rollOffs(log)).toEqual([['blank', 'skull']]);
    expect(deckTop(log)).toEqual(['white', 'green', 'white', 'black', 'red', 'green', 'green', 'yellow', 'white', 'black', 'red', 'yellow']);
    expect(log).toHaveLength(56);
    expect(state.rng.draws).toBe(70);
    const s = summary(rules, state);
    expect(s.complete).toBe(true);
    expect(s.sides?.invader.player).toBe('Bruno');
    expect(s.intercept).toBe(true);
    expect(s.season).toBe('Winter');
    expect(s.territory).toEqual({ id: 'waterside', name: 'Waterside' });
    expect(s.square).toEqual({ row: 3, col: 4, density: 'dense' });
    expect(s.march.map((d) => [d.cards.invader, d.cards.defender, d.winner, d.difference])).toEqual([
      ['red', null, 'invader', 4],
      ['black', 'black', null, 0],
      ['green', 'yellow', 'defender', 1],
      ['white', 'white', null, 0],
      ['white', 'green', 'defender', 1],
    ]);
    expect(s.flank).toEqual({ kind: 'pieces', sector: 'right', skipped: [] });
    expect(s.terrain.map((t) => [t.owner, t.kind, t.terrain, t.outcome])).toEqual([
      ['Anna', 'flank', 'Mountains', 'keep'],
      ['Bruno', 'flank', 'Marsh', 'keep'],
      ['Anna', 'compulsory', 'Fields', 'pivot'],
      ['Bruno', 'compulsory', 'Sand Dunes', 'pivot'],
      ['Anna', 'compulsory', 'Orchards, Vineyards', 'keep'],
      ['Anna', 'optional', 'Brush', 'keep'],
      ['Anna', 'optional', 'Fields', 'keep'],
      ['Bruno', 'optional', 'Gully', 'keep'],
      ['Bruno', 'optional', 'Sand Dunes', 'keep'],
    ]);
    expect(s.weather).toMatchObject({ name: 'Good Weather', score: 7, dice: [5, 4], changeable: false });
    expect(s.scouting).toMatchObject({ totals: { invader: 60, defender: 80 }, outscouted: 'invader', by: 20 });
    expect(s.deployment.filter((i) => i.tugs !== null).map((i) => [i.side, i.tugs])).toEqual([
      ['invader', 2],
      ['defender', 2],
      ['invader', 4],
      ['defender', 4],
      ['invader', 4],
      ['defender', 4],
      ['invader', 2],
      ['defender', 2],
    ]);
  });

  it('2020, seed "golden-2020": pinned roll-offs (two ties), deck and summary (determinism, not a rule)', () => {
    const { log, state } = play('2020');
    expect(rollOffs(log)).toEqual([
      ['special', 'special'],
      ['blank', 'blank'],
      ['blank', 'skull'],
    ]);
    expect(deckTop(log)).toEqual(['yellow', 'black', 'green', 'red', 'green', 'white', 'white', 'black', 'red', 'white', 'yellow', 'yellow']);
    expect(log).toHaveLength(40);
    expect(state.rng.draws).toBe(66);
    const s = summary(rules, state);
    expect(s.territory).toEqual({ id: 'desert', name: 'Desert' });
    expect(s.square).toEqual({ row: 4, col: 0, density: 'featureless' });
    expect(s.march.map((d) => [d.to.row, d.to.col])).toEqual([[4, 2], [4, 2], [4, 2], [4, 1], [4, 0]]);
    expect(s.terrain.map((t) => [t.owner, t.kind, t.terrain, t.placement, t.opponentDie])).toEqual([
      ['Anna', 'flank', 'Rocky Ground', { method: 'secureFlank', sector: 'left' }, null],
      ['Bruno', 'flank', 'Rocky Ground', { method: 'secureFlank', sector: 'left' }, null],
      ['Anna', 'optional', 'Ploughed Fields', { method: 'dice', die: 5, sector: 'right', touchTableEdge: true }, 4],
      ['Bruno', 'optional', 'Gully', { method: 'dice', die: 4, sector: 'centre', touchTableEdge: false }, 1],
    ]);
    expect(s.weather).toMatchObject({ name: 'Good Weather', score: 5, dice: [3, 2], changeable: false });
    expect(s.scouting).toMatchObject({ totals: { invader: 90, defender: 30 }, outscouted: 'defender', by: 60 });
    expect(s.deployment.filter((i) => i.tugs !== null).map((i) => [i.side, i.tugs])).toEqual([
      ['defender', 7],
      ['invader', 7],
      ['defender', 4],
      ['invader', 4],
      ['defender', 1],
      ['invader', 1],
    ]);
  });
});
