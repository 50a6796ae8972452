// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, publicView, replay, type Action } from '../..';
import { checkFootprint } from '../../table/check';
import { PublicViewSchema } from '../../schema/view';
import { tableLayout } from '../../table';
import { frozenCopy } from '../../../../tests/support/deepFreeze';
import { makeSetup, playRandomGame } from '../../../../tests/support/randomGame';
import { atSquare, expectRefusal, pick, played, rules, run, step } from '../../../../tests/support/scenario';
import { at, cultivated, placeWith } from '../../../../tests/support/table';

const record = (piece: number, stage: 'placed' | 'final', x: number, y: number, width = 6, depth = 6, angle = 0): Action => ({
  type: 'recordPosition',
  piece,
  stage,
  x,
  y,
  width,
  depth,
  angle,
});

// Anna's hills rolled 1 (left flank sector); Bruno has yet to place his woods.
const hillsPlaced = () => {
  const state = run(atSquare({ territory: 'cultivated', row: 0, col: 1 }), [pick('defender', 'hills'), pick('invader', 'woods')]);
  return step(state, { type: 'rollPlacement', die: 1 });
};

describe('recordPosition (issue 10: positions on the table diagram, PBS 9.A-9.E)', () => {
  it('records where a placed piece went, with a public event, without changing the step or whose turn it is', () => {
    const before = hillsPlaced();
    const { state, events } = played(before, record(0, 'placed', 5, 10));
    expect(state.pieces[0]?.positions).toEqual({ placed: at(5, 10, 6, 6) });
    expect(state.stepId).toBe(before.stepId);
    expect(legalActions(rules, state)).toEqual(legalActions(rules, before));
    expect(events).toEqual([
      {
        code: 'positionRecorded',
        audience: 'public',
        params: { piece: 0, side: 'defender', terrain: 'hills', stage: 'placed', x: 5, y: 10, width: 6, depth: 6, angle: 0, unit: 'BW', mmPerUnit: 40 },
      },
    ]);
  });

  it('records again over an earlier position, and a final one after a move', () => {
    let state = cultivated('hills', 'woods', [{ placement: 1, opponent: 4, outcome: 'move' }]);
    state = run(state, [record(0, 'placed', 5, 10), record(0, 'placed', 4, 9), record(0, 'final', 8, 12)]);
    expect(state.pieces[0]?.positions).toEqual({ placed: at(4, 9, 6, 6), final: at(8, 12, 6, 6) });
  });

  it('is accepted once the pre-battle is done, which stays done', () => {
    const setup = makeSetup({ seed: 'position-done' });
    const { state } = playRandomGame(rules, setup, 'position-done-choices');
    expect(state.stepId).toBe('done');
    const item = tableLayout(rules, state).find((i) => i.pieceId !== null && checkFootprint(rules, state, i.pieceId, 'placed', i.footprint).length === 0);
    expect(item).toBeDefined();
    const { state: after, events } = played(state, { type: 'recordPosition', piece: item!.pieceId!, stage: 'placed', ...item!.footprint });
    expect(after.stepId).toBe('done');
    expect(events.map((e) => e.code)).toEqual(['positionRecorded']);
  });

  it('refuses a piece that does not exist (noSuchPiece)', () => {
    expectRefusal(applyAction(rules, hillsPlaced(), record(7, 'placed', 5, 10)), 'noSuchPiece', { piece: 7 });
  });

  it('refuses a piece with no placement yet, or a final position before the opponent decides (notPlacedYet)', () => {
    const state = hillsPlaced();
    expectRefusal(applyAction(rules, state, record(1, 'placed', 20, 10)), 'notPlacedYet', { piece: 1, terrain: 'woods', stage: 'placed' });
    expectRefusal(applyAction(rules, state, record(0, 'final', 5, 10)), 'notPlacedYet', { piece: 0, terrain: 'hills', stage: 'final' });
  });

  it('refuses a position that breaks a rule, with every violation and its source (positionBreaksRule)', () => {
    const error = expectRefusal(applyAction(rules, hillsPlaced(), record(0, 'placed', 15, 10, 5, 6)), 'positionBreaksRule');
    expect(error.params).toEqual({
      piece: 0,
      terrain: 'hills',
      stage: 'placed',
      unit: 'BW',
      mmPerUnit: 40,
      violations: [
        { code: 'outsideSector', params: { sector: 'left' }, source: '000 PBS 9.E' },
        { code: 'tooSmall', params: { min: 6, size: 5 }, source: '000 PBS 9.A' },
      ],
    });
  });

  it('refuses a final position for a kept piece (000 PBS 9.E)', () => {
    const state = run(cultivated('hills', 'woods', [{ placement: 1 }]), [record(0, 'placed', 5, 10)]);
    const error = expectRefusal(applyAction(rules, state, record(0, 'final', 6, 10)), 'positionBreaksRule');
    expect(error.code === 'positionBreaksRule' && error.params.violations.map((v) => v.code)).toEqual(['mayNotMove']);
  });

  it('refuses bad numbers as an invalid action', () => {
    expectRefusal(applyAction(rules, hillsPlaced(), { ...record(0, 'placed', 5, 10), width: -1 }), 'invalidAction');
    expectRefusal(applyAction(rules, hillsPlaced(), { ...record(0, 'placed', 5, 10), angle: Number.NaN }), 'invalidAction');
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(hillsPlaced());
    expect(() => applyAction(rules, state, record(0, 'placed', 5, 10))).not.toThrow();
    expect(state.pieces[0]?.positions).toEqual({});
  });

  it('is never offered by legalActions: the flow never waits for it', () => {
    const setup = makeSetup({ seed: 'position-legal' });
    const { log } = playRandomGame(rules, setup, 'position-legal-choices');
    expect(log.some((a) => a.type === 'recordPosition')).toBe(false);
    expect(legalActions(rules, hillsPlaced()).some((a) => a.type === 'recordPosition')).toBe(false);
  });

  it('replays from the log, and dropping the last action undoes it (STYLE habit 6)', () => {
    const setup = makeSetup({ cards: 'physical', dice: 'physical', seed: 'position-replay' }, [
      { territories: ['cultivated'], pbsCards: 0 },
      { territories: ['cultivated'], pbsCards: 0 },
    ]);
    const log: Action[] = [
      { type: 'rollOff', faces: ['skull', 'blank'] },
      { type: 'chooseRole', role: 'defender' },
      { type: 'chooseSeason', season: 'springAutumn' },
      { type: 'playTerritoryCard', side: 'defender', card: null },
      { type: 'playTerritoryCard', side: 'invader', card: null },
      { type: 'chooseTerritory', territory: 'cultivated' },
      { type: 'placeCounter', row: 0, col: 1 },
      ...Array.from({ length: 5 }, () => [
        { type: 'playDayCard', side: 'defender', card: null } as Action,
        { type: 'playDayCard', side: 'invader', card: null } as Action,
      ]).flat(),
      pick('defender', 'hills'),
      pick('invader', 'woods'),
      { type: 'rollPlacement', die: 1 },
      record(0, 'placed', 5, 10),
    ];
    const full = replay(rules, setup, log);
    const undone = replay(rules, setup, log.slice(0, -1));
    expect(full.ok && full.state.pieces[0]?.positions).toEqual({ placed: at(5, 10, 6, 6) });
    expect(undone.ok && undone.state.pieces[0]?.positions).toEqual({});
    expect(full.ok && undone.ok && { ...full.state, pieces: undone.state.pieces }).toEqual(undone.ok && undone.state);
  });

  it('the public view carries the recorded positions and passes its strict schema', () => {
    const state = step(hillsPlaced(), record(0, 'placed', 5, 10));
    const view = publicView(state);
    expect(view.pieces[0]?.positions).toEqual({ placed: at(5, 10, 6, 6) });
    expect(PublicViewSchema.safeParse(view).success).toBe(true);
  });

  it('a piece placed without dicing has a position too (000 Cultivated terrain types: Fields)', () => {
    const state = run(atSquare({ territory: 'cultivated', row: 0, col: 1 }), [pick('defender', 'village'), pick('invader', 'fields')]);
    const village = run(placeWith(state, [{ placement: 2 }]), [record(0, 'placed', 13, 15)]);
    const fields = placeWith(village, [{ placement: 'contiguous' }]);
    expect(step(fields, record(1, 'placed', 7, 15)).pieces[1]?.positions.placed).toEqual(at(7, 15, 6, 6));
  });
});
