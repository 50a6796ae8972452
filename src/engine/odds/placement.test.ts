// @vitest-environment node
import edition2023 from '../../../data/meg/editions/2023.json';
import edition2020 from '../../../data/meg/editions/2020.json';
import { frozenCopy } from '../../../tests/support/deepFreeze';
import { atSquare, pick, rules, run, step, twoPieces } from '../../../tests/support/scenario';
import { currentPiece, publicView, type GameState } from '..';
import { placementOdds, terrainPlacementOdds } from './placement';

const oddsNow = (state: GameState) => {
  const piece = currentPiece(state, state.stepId === 'placeCompulsory' ? 'compulsory' : 'optional')!;
  const odds = placementOdds(rules, publicView(state), piece.id);
  if (!odds) throw new Error('no odds');
  return odds;
};

describe('placementOdds (seed 000 PBS 9.E; seed 002 Other Terrain Placement)', () => {
  it('reads the shipped placement and opponent tables the hand counts use', () => {
    expect(edition2023.placement.die.map((r) => [r.faces, r.sector, r.touchTableEdge])).toEqual([
      [[1], 'left', false],
      [[2, 4], 'centre', false],
      [[3, 5], 'centre', true],
      [[6], 'right', false],
    ]);
    expect(edition2023.opponent.rows.map((r) => [r.min, r.outcome])).toEqual([
      [4, 'move'],
      [5, 'pivot'],
      [6, 'remove'],
    ]);
    expect(edition2020.opponent.rows.map((r) => [r.min, r.outcome])).toEqual(edition2023.opponent.rows.map((r) => [r.min, r.outcome]));
  });

  it('000 PBS 9.E: 1 left (1/6), 2-5 centre (4/6, odd touching an edge), 6 right (1/6)', () => {
    const odds = oddsNow(twoPieces());
    expect(odds.terrain).toBe('hills');
    expect(odds.landing).toEqual([
      { sector: 'left', touchTableEdge: false, lost: false, faces: [1], chance: 1 / 6 },
      { sector: 'centre', touchTableEdge: false, lost: false, faces: [2, 4], chance: 2 / 6 },
      { sector: 'centre', touchTableEdge: true, lost: false, faces: [3, 5], chance: 2 / 6 },
      { sector: 'right', touchTableEdge: false, lost: false, faces: [6], chance: 1 / 6 },
    ]);
    expect(odds.sectors).toEqual({ left: 1 / 6, centre: 4 / 6, right: 1 / 6 });
    expect(odds.sources).toEqual({ placement: '000 PBS 9.E', opponent: '000 PBS 9.E' });
  });

  it('002 Other Terrain Placement: 1/2 left, 3/4 centre, 5/6 right, a third each', () => {
    const odds = oddsNow(twoPieces('2020'));
    expect(odds.sectors).toEqual({ left: 2 / 6, centre: 2 / 6, right: 2 / 6 });
    expect(odds.landing?.filter((l) => l.touchTableEdge).map((l) => l.faces)).toEqual([[1], [3], [5]]);
  });

  it('000 PBS 9.E: the opponent keeps it on 1-3, may move on 4, also pivot on 5, also remove on 6: it survives 5/6', () => {
    const odds = oddsNow(twoPieces());
    expect(odds.opponentDie).toEqual([
      { outcomes: ['keep'], faces: [1, 2, 3], chance: 3 / 6 },
      { outcomes: ['keep', 'move'], faces: [4], chance: 1 / 6 },
      { outcomes: ['keep', 'move', 'pivot'], faces: [5], chance: 1 / 6 },
      { outcomes: ['keep', 'move', 'pivot', 'remove'], faces: [6], chance: 1 / 6 },
    ]);
    expect([odds.mayMove, odds.mayPivot, odds.mayRemove, odds.survives]).toEqual([3 / 6, 2 / 6, 1 / 6, 5 / 6]);
  });

  it('000 Plains terrain types: Mountains only in a flank sector, odd left and even right: half each', () => {
    const state = run(atSquare({ territory: 'plains', row: 0, col: 1 }), [pick('defender', 'mountains'), pick('invader', 'hills')]);
    expect(oddsNow(state).sectors).toEqual({ left: 3 / 6, centre: 0, right: 3 / 6 });
  });

  it('000 Desert terrain types: a Town touches a table edge whatever the die', () => {
    const state = run(atSquare({ territory: 'desert', row: 0, col: 1 }), [pick('defender', 'town'), pick('invader', 'hills')]);
    expect(oddsNow(state).landing?.every((l) => l.touchTableEdge)).toBe(true);
  });

  it('000 PBS 9.E: a river may only be removed: on a 6, and never moved or pivoted', () => {
    const state = run(atSquare({ territory: 'cultivated', row: 0, col: 1 }), [pick('defender', 'riversAndStreams'), pick('invader', 'hills')]);
    const odds = oddsNow(state);
    expect([odds.mayMove, odds.mayPivot, odds.mayRemove]).toEqual([0, 0, 1 / 6]);
  });

  it('002 terrain table: 2020 impassable hills sent to the centre (3 or 4) are lost, so they survive 4/6 x 5/6', () => {
    const state = run(atSquare({ edition: '2020', territory: 'jungle', row: 0, col: 2 }), [
      { type: 'placeDeepWater', edge: 'left' },
      pick('defender', 'impassableHills'),
      pick('invader', 'hills'),
    ]);
    const odds = oddsNow(state);
    expect(odds.landing?.filter((l) => l.lost).flatMap((l) => l.faces)).toEqual([3, 4]);
    expect(odds.survives).toBeCloseTo((4 / 6) * (5 / 6), 14);
  });

  it('000 Waterside terrain types: Marsh beside deep water may be placed without dicing, and says so', () => {
    let state = atSquare({ territory: 'waterside', row: 0, col: 4 });
    state = run(state, [{ type: 'placeDeepWater', edge: 'left' }, pick('defender', 'marsh'), pick('invader', 'hills')]);
    expect(oddsNow(state).withoutDice).toEqual(['touching']);
  });

  it('000 PBS 9.E: once the placement die is rolled only the opponent\'s die is left to chance', () => {
    const state = step(twoPieces(), { type: 'rollPlacement', die: 3 });
    const odds = oddsNow(state);
    expect(odds.landing).toBeNull();
    expect(odds.sectors).toBeNull();
    expect(odds.survives).toBe(5 / 6);
  });

  it('no odds once the opponent has rolled, for a secure-flank piece, or for an unknown piece', () => {
    const rolled = run(twoPieces(), [{ type: 'rollPlacement', die: 3 }, { type: 'rollOpponent', die: 6 }]);
    expect(placementOdds(rules, publicView(rolled), rolled.pieces[0]!.id)).toBeNull();
    const flanks = twoPieces('2020');
    expect(placementOdds(rules, publicView(flanks), flanks.pieces.find((p) => p.kind === 'flank')!.id)).toBeNull();
    expect(placementOdds(rules, publicView(flanks), 999)).toBeNull();
  });

  it('does not mutate its input', () => {
    const state = twoPieces();
    const view = publicView(state);
    const id = currentPiece(state, 'compulsory')!.id;
    expect(placementOdds(frozenCopy(rules), frozenCopy(view), id)).toEqual(placementOdds(rules, view, id));
  });
});

describe('terrainPlacementOdds (issue 13: the odds of a terrain before it is chosen)', () => {
  it('000 PBS 9.E: any terrain without a rule of its own: 1/6, 4/6, 1/6 and survives 5/6', () => {
    const state = atSquare({ territory: 'cultivated', row: 0, col: 1 });
    const odds = terrainPlacementOdds(rules, publicView(state), 'hills');
    expect(odds.sectors).toEqual({ left: 1 / 6, centre: 4 / 6, right: 1 / 6 });
    expect(odds.survives).toBe(5 / 6);
  });

  it('000 Plains terrain types: Mountains only in a flank sector, whichever piece it will be', () => {
    const state = atSquare({ territory: 'plains', row: 0, col: 1 });
    expect(terrainPlacementOdds(rules, publicView(state), 'mountains').sectors).toEqual({ left: 3 / 6, centre: 0, right: 3 / 6 });
  });

  it('equals the odds of the piece once chosen, before its die', () => {
    const state = twoPieces();
    const piece = currentPiece(state, 'compulsory')!;
    const { pieceId: _id, withoutDice: _none, ...chosen } = placementOdds(rules, publicView(state), piece.id)!;
    expect(chosen).toEqual(terrainPlacementOdds(rules, publicView(state), piece.terrain));
  });
});
