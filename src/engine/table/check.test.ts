// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { turn } from './rect';
import { checkFootprint } from './check';
import type { Footprint, PositionStage, TableViolation } from './types';
import { atSquare, pick, rules, run } from '../../../tests/support/scenario';
import { at, cultivated, cultivatedFlanks, idOf, placeWith, plains2020, watersideOptional, withPosition } from '../../../tests/support/table';
import type { GameState } from '../state';

/** The footprint after turning `from` by `angle` degrees about a point. */
function pivoted(from: Footprint, about: { x: number; y: number }, angle: number): Footprint {
  const offset = turn(from.x - about.x, from.y - about.y, angle);
  return { ...from, x: about.x + offset.x, y: about.y + offset.y, angle: from.angle + angle };
}

const PLACED = at(5, 10, 6, 6);

/** Each table: a name, the state, the piece's terrain, the stage, a footprint and the codes it breaks (none for the passing row). */
type Row = [string, () => GameState, string, PositionStage, Footprint, TableViolation['code'][]];

// Anna defends; her hills rolled 1 (her left = the defender's left), Bruno's woods 2 (centre).
const hillsLeft = () => cultivated('hills', 'woods', [{ placement: 1 }, { placement: 2 }]);
// Bruno's woods rolled 1: his left is the defender's right (PBS 9.E "from the players base-edge perspective").
const woodsInvaderLeft = () => cultivated('hills', 'woods', [{ placement: 2 }, { placement: 1 }]);
const hillsEdge = () => cultivated('hills', 'woods', [{ placement: 3 }, { placement: 2 }]);
const moved = () => withPosition(cultivated('hills', 'woods', [{ placement: 1, opponent: 4, outcome: 'move' }, { placement: 2 }]), 0, 'placed', PLACED);
const pivotedState = () => withPosition(cultivated('hills', 'woods', [{ placement: 1, opponent: 5, outcome: 'pivot' }, { placement: 2 }]), 0, 'placed', PLACED);
const kept = () => withPosition(hillsLeft(), 0, 'placed', PLACED);
const river = () => cultivated('riversAndStreams', 'woods', [{ placement: 2 }, { placement: 2 }]);
const riverRemoved = () => cultivated('riversAndStreams', 'woods', [{ placement: 2, opponent: 6, outcome: 'remove' }, { placement: 2 }]);
const town = () => cultivated('town', 'woods', [{ placement: 2 }, { placement: 2 }]);
const fieldsOptional = () => {
  const state = run(atSquare({ territory: 'cultivated', row: 0, col: 1 }), [pick('defender', 'hills'), pick('invader', 'woods')]);
  const optional = run(placeWith(state, [{ placement: 2 }, { placement: 2 }]), [pick('defender', 'fields'), { type: 'endSelection', side: 'defender' }, { type: 'endSelection', side: 'invader' }]);
  return placeWith(optional, [{ placement: 2 }]);
};
// Anna's village is recorded in the centre; Bruno's fields go down contiguous to it without dicing.
const fieldsContiguous = () => {
  const state = run(atSquare({ territory: 'cultivated', row: 0, col: 1 }), [pick('defender', 'village'), pick('invader', 'fields')]);
  const village = placeWith(state, [{ placement: 2 }]);
  return placeWith(withPosition(village, idOf(village, 'village'), 'placed', at(13, 15, 6, 6)), [{ placement: 'contiguous' }]);
};
const villageByWater = () => watersideOptional('village', [{ placement: 1 }]);
const spaced2020 = () => withPosition(plains2020('hills', 'brush', [{ placement: 4 }, { placement: 4 }]), 2, 'placed', at(20, 10, 6, 6));
const flanks = () => cultivatedFlanks();

const CORNER = { x: 2, y: 7 };

const ROWS: Row[] = [
  // Wholly on the table (PBS 9.E "wholly in ... sector").
  ['000 PBS 9.E: wholly on the table', hillsLeft, 'hills', 'placed', at(5, 10, 6, 6), []],
  ['000 PBS 9.E: not reaching off the side edge', hillsLeft, 'hills', 'placed', at(2, 10, 6, 6), ['offTable', 'outsideSector']],
  // The placement die's sector, turned to the defender's frame.
  ['000 PBS 9.E: die 1, wholly in the left flank sector', hillsLeft, 'hills', 'placed', at(6.95, 10, 6, 6), []],
  ['000 PBS 9.E: die 1, not reaching into the centre sector', hillsLeft, 'hills', 'placed', at(12, 10, 6, 6), ['outsideSector']],
  ["000 PBS 9.E: the invader's 1 is the defender's right sector", woodsInvaderLeft, 'woods', 'placed', at(40, 20, 6, 6), []],
  ["000 PBS 9.E: the invader's 1 is not the defender's left", woodsInvaderLeft, 'woods', 'placed', at(5, 20, 6, 6), ['outsideSector']],
  // Odd centre results touch an edge.
  ['000 PBS 9.E: 3 touches a table edge', hillsEdge, 'hills', 'placed', at(20, 3, 6, 6), []],
  ['000 PBS 9.E: 3 must touch a table edge', hillsEdge, 'hills', 'placed', at(20, 10, 6, 6), ['mustTouchEdge']],
  // Piece sizes.
  ['000 PBS 9.A: compulsory at least 6 x 6 BW', hillsLeft, 'hills', 'placed', at(5, 10, 6, 10), []],
  ['000 PBS 9.A: compulsory not under 6 x 6 BW', hillsLeft, 'hills', 'placed', at(5, 10, 5, 6), ['tooSmall']],
  ['000 PBS 9.A: compulsory fits within 10 x 10 BW', hillsLeft, 'hills', 'placed', at(5, 10, 6, 11), ['tooLarge']],
  ['000 PBS 9.A: optional at least 4 x 4 BW', fieldsOptional, 'fields', 'placed', at(20, 10, 4, 4), []],
  ['000 Cultivated terrain types: Fields, Max size <= 6BW', fieldsOptional, 'fields', 'placed', at(20, 10, 7, 4), ['terrainSize']],
  ['000 Cultivated terrain types: Town, >6-10 BW', town, 'town', 'placed', at(20, 10, 8, 6), []],
  ['000 Cultivated terrain types: Town, larger than 6 BW', town, 'town', 'placed', at(20, 10, 6, 6), ['terrainSize']],
  // Rivers.
  ['000 terrain types: river edge to edge, no wider than 2 BW', river, 'riversAndStreams', 'placed', at(20, 15, 2, 30), []],
  ['000 terrain types: a river turned across the centre still runs from edge to edge', river, 'riversAndStreams', 'placed', at(22.5, 15, 2, 31, 10), []],
  ['000 terrain types: a river must run from edge to edge', river, 'riversAndStreams', 'placed', at(20, 15, 2, 20), ['notEdgeToEdge']],
  ['000 terrain types: a river is no wider than 2 BW', river, 'riversAndStreams', 'placed', at(20, 15, 3, 30), ['terrainSize']],
  // Secure flanks.
  ['000 PBS 9.A: a flank piece in the flank sector on its owner half', flanks, 'woods', 'placed', at(5, 7, 6, 6), []],
  ['000 PBS 9.A: a flank piece on its owner half', flanks, 'woods', 'placed', at(5, 20, 6, 6), ['notOnOwnHalf']],
  ['000 PBS 9.A: a flank piece in the flank sector', flanks, 'woods', 'placed', at(15, 7, 6, 6), ['outsideSector']],
  ["000 PBS 9.A: the invader's flank piece on his half", flanks, 'rockyGround', 'placed', at(5, 22, 6, 6), []],
  ['002 Secure Flanks: flank pieces are never moved', flanks, 'woods', 'final', at(5, 7, 6, 6), ['mayNotMove']],
  // Exceptions to the sector.
  ['000 Waterside terrain types: Village touching deep water may reach into the centre', villageByWater, 'village', 'placed', at(9, 10, 6, 6), []],
  ['000 Waterside terrain types: Village not touching deep water stays in its sector', villageByWater, 'village', 'placed', at(11, 10, 6, 6), ['outsideSector']],
  ['000 Cultivated terrain types: Fields contiguous to a village', fieldsContiguous, 'fields', 'placed', at(7, 15, 6, 6), []],
  ['000 Cultivated terrain types: Fields placed without dicing touch the village', fieldsContiguous, 'fields', 'placed', at(3, 15, 6, 6), ['notTouching']],
  ['000 Cultivated terrain types: Fields contiguous must not straddle sectors', fieldsContiguous, 'fields', 'placed', at(8, 15, 6, 6), ['outsideSector']],
  // 2020 spacing.
  ['002 Other Terrain Placement: 2 BW from other terrain', spaced2020, 'brush', 'placed', at(28, 10, 6, 6), []],
  ['002 Other Terrain Placement: not nearer than 2 BW', spaced2020, 'brush', 'placed', at(27, 10, 6, 6), ['tooClose']],
  // The opponent's move.
  ['000 PBS 9.E: moved up to 6 BW keeping orientation', moved, 'hills', 'final', at(9, 12, 6, 6), []],
  ['000 PBS 9.E: the move stays 6 BW', moved, 'hills', 'final', at(5, 17, 6, 6), ['movedTooFar']],
  ['000 PBS 9.E: a moved piece keeps its orientation', moved, 'hills', 'final', at(5, 10, 6, 6, 30), ['turnedWhenMoved']],
  ['000 PBS 9.E: a rectangle turned half round keeps its orientation', moved, 'hills', 'final', at(5, 10, 6, 6, 180), []],
  ['000 PBS 9.E: moving does not resize', moved, 'hills', 'final', at(9, 12, 7, 6), ['resized']],
  ['000 PBS 9.E: pivot about a corner', pivotedState, 'hills', 'final', pivoted(PLACED, CORNER, 90), []],
  ['000 PBS 9.E: pivot about the centre', pivotedState, 'hills', 'final', at(5, 10, 6, 6, 45), []],
  ['000 PBS 9.E: a pivot may be a plain move', pivotedState, 'hills', 'final', at(9, 10, 6, 6), []],
  ['000 PBS 9.E: a pivot turns about one point of the piece', pivotedState, 'hills', 'final', at(20, 20, 6, 6, 45), ['notAPivot']],
  ['000 PBS 9.E: a kept piece has no final position', kept, 'hills', 'final', at(9, 12, 6, 6), ['mayNotMove']],
  ['000 terrain types: rivers cannot be moved', riverRemoved, 'riversAndStreams', 'final', at(20, 15, 2, 30), ['mayNotMove']],
];

describe('checkFootprint: every rule a recorded position can break, one passing and one failing row each', () => {
  it.each(ROWS)('%s', (_rule, make, terrain, stage, footprint, codes) => {
    const state = make();
    const violations = checkFootprint(rules, state, idOf(state, terrain), stage, footprint);
    expect(violations.map((v) => v.code).sort()).toEqual([...codes].sort());
    for (const v of violations) expect(v.source).toMatch(/^00[0-4] /);
  });

  it('cites the rule and gives its numbers', () => {
    const state = spaced2020();
    expect(checkFootprint(rules, state, idOf(state, 'brush'), 'placed', at(27, 10, 6, 6))).toEqual([
      { code: 'tooClose', source: '002 Other Terrain Placement', params: { min: 2, distance: 1, terrain: 'hills' } },
    ]);
    const far = moved();
    expect(checkFootprint(rules, far, 0, 'final', at(5, 17, 6, 6))).toEqual([
      { code: 'movedTooFar', source: '000 PBS 9.E', params: { max: 6, distance: 7 } },
    ]);
  });

  it('RULES-NOTES 2: in Magna the opponent still moves 6 BW (not starred), while sizes shrink (starred)', () => {
    const magna = (s: GameState): GameState => ({ ...s, setup: { ...s.setup, scale: 'magna', table: { widthCm: 121.92, depthCm: 91.44 } } });
    const state = magna(withPosition(moved(), 0, 'placed', at(4, 10, 4, 4)));
    expect(checkFootprint(rules, state, 0, 'final', at(4, 15.9, 4, 4))).toEqual([]);
    expect(checkFootprint(rules, state, 0, 'final', at(4, 16.5, 4, 4)).map((v) => v.code)).toEqual(['movedTooFar']);
    expect(checkFootprint(rules, magna(hillsLeft()), 0, 'placed', at(3.5, 10, 4, 4))).toEqual([]);
    expect(checkFootprint(rules, magna(hillsLeft()), 0, 'placed', at(3.5, 10, 3, 4)).map((v) => v.code)).toEqual(['tooSmall']);
  });

  it('a declared piece of minimum size must be the minimum size (000 Jungle terrain types: Marsh)', () => {
    // Jungle row 1 column 1: No Flank, Open (one compulsory piece of any type).
    const state = placeWith(run(atSquare({ territory: 'jungle', row: 0, col: 0 }), [pick('defender', 'marsh', 'dangerous')]), [{ placement: 2 }]);
    const id = idOf(state, 'marsh');
    expect(checkFootprint(rules, state, id, 'placed', at(20, 10, 6, 6))).toEqual([]);
    expect(checkFootprint(rules, state, id, 'placed', at(20, 10, 7, 6)).map((v) => v.code)).toEqual(['terrainSize']);
  });

  it('throws for a piece that does not exist (a caller bug)', () => {
    expect(() => checkFootprint(rules, hillsLeft(), 99, 'placed', PLACED)).toThrow();
  });
});
