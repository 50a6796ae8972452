// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyAction } from '../game';
import { checkFootprint } from './check';
import type { Footprint, PositionStage, TableViolation } from './types';
import { rules } from '../../../tests/support/scenario';
import { at, forest2020Pieces, idOf, withPosition, type Roll } from '../../../tests/support/table';
import type { GameState } from '../state';

/** Deep Water or Impassable Hills first, then a Woods placed with this roll, recorded placed at `woodsAt` when given. */
function forest2020(first: 'deepWater' | 'impassableHills', woods: Roll = { placement: 6 }, rulesVersion?: number, woodsAt?: Footprint): GameState {
  const state = forest2020Pieces(first, 'woods', woods, rulesVersion);
  return woodsAt ? withPosition(state, idOf(state, 'woods'), 'placed', woodsAt) : state;
}

const moved: Roll = { placement: 6, opponent: 4, outcome: 'move' };
const pivoted: Roll = { placement: 6, opponent: 5, outcome: 'pivot' };

type Row = [string, () => GameState, string, PositionStage, Footprint, TableViolation['code'][]];

const ROWS: Row[] = [
  // Deep Water is spaced as river/coast (002 Other Terrain Placement "(may touch these)"), so touching is allowed, overlapping not.
  ['002 Deep Water: a Woods placed touching it', () => forest2020('deepWater'), 'woods', 'placed', at(5, 26, 6, 6), []],
  ['002 Deep Water: a Woods placed reaching into it', () => forest2020('deepWater'), 'woods', 'placed', at(5, 24, 6, 6), ['nothingWithin']],
  ['002 Deep Water: a Woods placed on it', () => forest2020('deepWater'), 'woods', 'placed', at(5, 21, 6, 6), ['nothingWithin']],
  // The opponent's move or pivot (PBS 9.E) may end beside it, not in it.
  ['002 Deep Water: a Woods moved to touch it', () => forest2020('deepWater', moved, undefined, at(5, 30, 6, 6)), 'woods', 'final', at(5, 26, 6, 6), []],
  ['002 Deep Water: a Woods moved into it', () => forest2020('deepWater', moved, undefined, at(5, 30, 6, 6)), 'woods', 'final', at(5, 25, 6, 6), ['nothingWithin']],
  ['002 Impassable Hills: a Woods moved into them', () => forest2020('impassableHills', moved, undefined, at(5, 30, 6, 6)), 'woods', 'final', at(5, 25, 6, 6), ['nothingWithin']],
  ['002 Impassable Hills: a Woods moved to touch them', () => forest2020('impassableHills', moved, undefined, at(5, 30, 6, 6)), 'woods', 'final', at(5, 26, 6, 6), []],
  // A quarter turn about its corner at (8, 27) swings the Woods 3 BW down, 2 BW into the Hills.
  ['002 Impassable Hills: a Woods pivoted into them', () => forest2020('impassableHills', pivoted, undefined, at(5, 30, 6, 6)), 'woods', 'final', at(5, 24, 6, 6, -90), ['nothingWithin']],
  // Placed near Impassable Hills, the 2 BW spacing (002 Other Terrain Placement) also applies: both rules are said.
  ['002 Impassable Hills: a Woods placed reaching into them', () => forest2020('impassableHills'), 'woods', 'placed', at(5, 24, 6, 6), ['tooClose', 'nothingWithin']],
];

describe('nothing may go even partially within 2020 Deep Water or Impassable Hills (issue 38; seed 002 Terrain table)', () => {
  it.each(ROWS)('%s', (_rule, make, terrain, stage, footprint, codes) => {
    const state = make();
    const violations = checkFootprint(rules, state, idOf(state, terrain), stage, footprint);
    expect(violations.map((v) => v.code).sort()).toEqual([...codes].sort());
  });

  it('cites the terrain whose words forbid it, from the data', () => {
    const state = forest2020('deepWater');
    expect(checkFootprint(rules, state, idOf(state, 'woods'), 'placed', at(5, 24, 6, 6))).toEqual([
      { code: 'nothingWithin', source: '002 Terrain table: Deep Water', params: { within: 'deepWater' } },
    ]);
    const hills = forest2020('impassableHills', moved, undefined, at(5, 30, 6, 6));
    expect(checkFootprint(rules, hills, idOf(hills, 'woods'), 'final', at(5, 25, 6, 6))).toEqual([
      { code: 'nothingWithin', source: '002 Terrain table: Impassable Hills', params: { within: 'impassableHills' } },
    ]);
  });

  it('a Deep Water piece may not be moved over a piece already on the table, which would then lie within it', () => {
    // Anna's Woods goes first here; Bruno's Deep Water is the second compulsory piece, moved by Anna's die.
    const placed = forest2020Pieces('woods', 'deepWater', moved);
    const state = withPosition(placed, idOf(placed, 'deepWater'), 'placed', at(5, 30, 6, 6));
    expect(checkFootprint(rules, state, idOf(state, 'deepWater'), 'final', at(5, 25, 6, 6))).toEqual([
      { code: 'nothingWithin', source: '002 Terrain table: Deep Water', params: { within: 'deepWater', covers: 'woods' } },
    ]);
    expect(checkFootprint(rules, state, idOf(state, 'deepWater'), 'final', at(5, 26, 6, 6))).toEqual([]);
  });

  it('which terrain it is comes from the data: only the 2020 pieces whose words say so (002 Terrain table)', () => {
    const table = rules.qrsTerrain.terrain.filter((t) => t.nothingWithin).map((t) => [t.id, t.nothingWithin]);
    expect(table).toEqual([
      ['impassableHills', { text: 'Nothing may go even partially within', source: '002 Terrain table: Impassable Hills' }],
      ['deepWater', { text: 'Nothing may go even partially within', source: '002 Terrain table: Deep Water' }],
    ]);
    for (const t of rules.qrsTerrain.terrain) expect(t.nothingWithin !== undefined).toBe(t.specialRules.includes('Nothing may go even partially within'));
  });
});

describe('the engine refuses it from app rules 4; games of older rules replay as recorded (issue 38)', () => {
  const record = (state: GameState, stage: PositionStage, footprint: Footprint) =>
    applyAction(rules, state, { type: 'recordPosition', piece: idOf(state, 'woods'), stage, ...footprint });
  const movedUnder = (version: number) => forest2020('impassableHills', moved, version, at(5, 30, 6, 6));

  it.each([
    ['a Woods placed on Deep Water', (v: number) => forest2020('deepWater', undefined, v), 'placed', at(5, 24, 6, 6), '002 Terrain table: Deep Water'],
    ['a Woods moved into Impassable Hills', movedUnder, 'final', at(5, 25, 6, 6), '002 Terrain table: Impassable Hills'],
  ] as const)('rules 4 refuses %s, citing the rule; rules 3 takes it', (_name, make, stage, footprint, source) => {
    const now = record(make(4), stage, footprint);
    expect(now.ok).toBe(false);
    if (!now.ok) {
      expect(now.error.code).toBe('positionBreaksRule');
      expect(now.error.params).toMatchObject({ terrain: 'woods', stage, violations: [{ code: 'nothingWithin', source }] });
    }
    expect(record(make(3), stage, footprint).ok).toBe(true);
  });

  it('rules 4 takes a Woods touching them', () => {
    expect(record(forest2020('deepWater', undefined, 4), 'placed', at(5, 26, 6, 6)).ok).toBe(true);
    expect(record(movedUnder(4), 'final', at(5, 26, 6, 6)).ok).toBe(true);
  });
});
