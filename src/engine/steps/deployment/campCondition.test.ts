// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyAction, deploymentPlan, legalActions, type Action, type GameState } from '../..';
import { deepFreeze } from '../../../../tests/support/deepFreeze';
import { atWeather, expectRefusal, physicalSetup, rules, run } from '../../../../tests/support/scenario';
import type { Footprint } from '../../schema/table';
import type { CampConditionKind } from '../../schema/territory';
import { tableGeometry } from '../../table/geometry';
import { campCondition, type CampConditionInput } from './campCondition';

type Piece = GameState['pieces'][number];

const geometry = tableGeometry(rules, physicalSetup());
const dist = (key: string) => geometry.distances.find((d) => d.key === key)!.value;
const WATER = dist('deepWater');
const FLANK = dist('flankSector');
const ZONE = geometry.deploymentZones.defender.to;

/** A piece as the placement step leaves it: by a die from its owner's base edge, kept unless said otherwise (PBS 9.E). */
function piece(terrain: string, over: Partial<Piece> = {}): Piece {
  return {
    id: 0,
    owner: 'defender',
    terrain,
    kind: 'compulsory',
    declared: null,
    placement: { method: 'dice', die: 1, sector: 'left', touchTableEdge: false },
    opponentDie: 1,
    outcome: 'keep',
    positions: {},
    ...over,
  };
}
const die = (n: number, sector: 'left' | 'centre' | 'right', touchTableEdge = false): Piece['placement'] => ({ method: 'dice', die: n, sector, touchTableEdge });
const at = (x: number, y: number, width = 8, depth = 8): { positions: { placed: Footprint } } => ({ positions: { placed: { x, y, width, depth, angle: 0 } } });

const RULES: Record<string, { territory: string; conditionKind: CampConditionKind; terrain: readonly string[] }> = {};
for (const id of ['waterside', 'cultivated', 'forest', 'jungle']) {
  const rule = rules.territories['2023'].find((t) => t.id === id)!.specialRules.find((r) => r.kind === 'campIn');
  if (rule?.kind === 'campIn') RULES[id] = { territory: id, conditionKind: rule.conditionKind, terrain: rule.terrain };
}

function verdict(territory: string, pieces: Piece[], flank: CampConditionInput['flank'] = { kind: 'none' }) {
  const view: CampConditionInput = { setup: physicalSetup(), territory, flank, pieces, conditions: [] };
  return campCondition(rules, view, RULES[territory]!, 1);
}

const DEEP_LEFT = { kind: 'deepWater', edge: 'left' } as const;

describe('camp options decided by their whole condition (issue 27; seed 000 territory special rules)', () => {
  it('every 2023 territory with a camp option has its condition in the data, read structurally', () => {
    expect(Object.fromEntries(Object.values(RULES).map((r) => [r.territory, r.conditionKind]))).toEqual({
      waterside: 'deepWaterFlank',
      cultivated: 'tableEdge',
      forest: 'tableEdgeInOwnZone',
      jungle: 'tableEdgeInOwnZone',
    });
  });

  it.each([
    // 000 Waterside Special Rule: "if it is adjacent to the Deep Water Flank".
    ['000 Waterside: no Town or Village on the table', 'waterside', [piece('hills')], DEEP_LEFT, 'impossible', 'noTerrain'],
    ['000 Waterside: a square with no Deep Water flank (e.g. row 2, column 4)', 'waterside', [piece('town')], { kind: 'none' }, 'impossible', 'noDeepWater'],
    ['000 Waterside: the Town in the other flank sector (PBS 9.E die 6)', 'waterside', [piece('town', { placement: die(6, 'right') })], DEEP_LEFT, 'impossible', 'farFromWater'],
    ['000 Waterside: the Town in the centre sector, unmoved (PBS 9.E die 2-5)', 'waterside', [piece('village', { placement: die(4, 'centre') })], DEEP_LEFT, 'impossible', 'farFromWater'],
    ['000 Waterside: the Town in the centre sector, moved up to 6 BW (PBS 9.E 4+)', 'waterside', [piece('town', { placement: die(4, 'centre'), opponentDie: 4, outcome: 'move' })], DEEP_LEFT, 'unknown', 'byEye'],
    ['000 Waterside: the Town in the deep water\'s flank sector', 'waterside', [piece('town', { placement: die(1, 'left') })], DEEP_LEFT, 'unknown', 'byEye'],
    ['000 Waterside: the invader\'s die 6 is the defender\'s left (PBS 9.E "from the players base-edge perspective")', 'waterside', [piece('town', { owner: 'invader', placement: die(6, 'right') })], DEEP_LEFT, 'unknown', 'byEye'],
    ['000 Waterside: recorded touching the water', 'waterside', [piece('town', at(WATER + 4, 20))], DEEP_LEFT, 'proven', 'recorded'],
    ['000 Waterside: recorded 2 BW from the water', 'waterside', [piece('village', at(WATER + 6, 20))], DEEP_LEFT, 'impossible', 'recorded'],
    // 000 Cultivated Special Rule: "in a Town or Village touching a table edge".
    ['000 Cultivated: no Town or Village', 'cultivated', [piece('fields')], { kind: 'none' }, 'impossible', 'noTerrain'],
    ['000 Cultivated: an odd centre die made it touch an edge (PBS 9.E)', 'cultivated', [piece('town', { placement: die(3, 'centre', true) })], { kind: 'none' }, 'proven', 'placementDie'],
    ['000 Cultivated: an odd centre die, then moved (PBS 9.E 4+)', 'cultivated', [piece('town', { placement: die(3, 'centre', true), opponentDie: 5, outcome: 'move' })], { kind: 'none' }, 'unknown', 'byEye'],
    ['000 Cultivated: in a flank sector', 'cultivated', [piece('village', { placement: die(1, 'left') })], { kind: 'none' }, 'unknown', 'byEye'],
    ['000 Cultivated: recorded on the side edge', 'cultivated', [piece('village', at(4, 20))], { kind: 'none' }, 'proven', 'recorded'],
    ['000 Cultivated: recorded off every edge', 'cultivated', [piece('village', at(FLANK + 10, 20))], { kind: 'none' }, 'impossible', 'recorded'],
    // 000 Forest Special Rule: "in a Wood or Forest if it is touching a table edge in their deployment zone".
    ['000 Forest: no Wood or Forest', 'forest', [piece('hills')], { kind: 'none' }, 'impossible', 'noTerrain'],
    ['000 Forest: only the invader\'s secure-flank Forest, on his half (002 Secure Flanks)', 'forest', [piece('forest', { owner: 'invader', kind: 'flank', placement: { method: 'secureFlank', sector: 'left' } })], { kind: 'none' }, 'impossible', 'invaderHalf'],
    ['000 Forest: the defender\'s Woods by die', 'forest', [piece('woods', { placement: die(2, 'centre') })], { kind: 'none' }, 'unknown', 'byEye'],
    ['000 Forest: recorded on the defender\'s base edge', 'forest', [piece('woods', at(30, 4))], { kind: 'none' }, 'proven', 'recorded'],
    ['000 Forest: recorded on a side edge beyond his zone', 'forest', [piece('forest', at(4, ZONE + 10))], { kind: 'none' }, 'impossible', 'recorded'],
    // 000 Jungle Special Rule: the same words as Forest's.
    ['000 Jungle: no Wood or Forest', 'jungle', [], { kind: 'none' }, 'impossible', 'noTerrain'],
    ['000 Jungle: a Wood in a flank sector', 'jungle', [piece('woods', { placement: die(6, 'right') })], { kind: 'none' }, 'unknown', 'byEye'],
    ['000 Jungle: recorded on a side edge inside his zone', 'jungle', [piece('woods', at(4, ZONE - 2))], { kind: 'none' }, 'proven', 'recorded'],
    ['000 Jungle: recorded in the middle of the table', 'jungle', [piece('woods', at(30, 20))], { kind: 'none' }, 'impossible', 'recorded'],
  ] as const)('%s', (_case, territory, pieces, flank, condition, reason) => {
    const v = verdict(territory, [...pieces], flank);
    expect(v).toMatchObject({ condition, reason });
    expect(v.applies).toBe(condition === 'proven');
  });

  // The same reading in every scale: the distances come from the data (002 stars the flank sector and the deep water
  // for Magna, not the opponent's move; Pacto counts in HBW), never from a number typed here.
  it.each(['maximus', 'magna', 'pacto'] as const)('000 Waterside in %s: a Town in the centre cannot reach the water unmoved, may when moved; a recorded one decides', (scale) => {
    const setup = { ...physicalSetup(), scale };
    const g = tableGeometry(rules, setup);
    const water = g.distances.find((d) => d.key === 'deepWater')!.value;
    const flank = g.distances.find((d) => d.key === 'flankSector')!.value;
    const move = g.distances.find((d) => d.key === 'opponentMove')!.value;
    const judge = (p: Piece) => campCondition(rules, { setup, territory: 'waterside', flank: DEEP_LEFT, pieces: [p], conditions: [] }, RULES.waterside!, 1);
    expect(judge(piece('town', { placement: die(3, 'centre') }))).toMatchObject({ condition: flank - water > 0.1 ? 'impossible' : 'unknown' });
    expect(judge(piece('town', { placement: die(3, 'centre'), opponentDie: 4, outcome: 'move' }))).toMatchObject({ condition: flank - move - water > 0.1 ? 'impossible' : 'unknown' });
    expect(judge(piece('town', at(water + 3, 10, 6, 6)))).toMatchObject({ condition: 'proven' });
    expect(judge(piece('town', at(water + 4, 10, 6, 6)))).toMatchObject({ condition: 'impossible' });
  });

  it('one piece that meets the condition proves it; all must fail for it to be impossible (000 Waterside)', () => {
    const far = piece('town', { placement: die(6, 'right') });
    const near = piece('village', { id: 1, ...at(WATER + 4, 20) });
    expect(verdict('waterside', [far, near], DEEP_LEFT)).toMatchObject({ condition: 'proven' });
    expect(verdict('waterside', [far, piece('village', { id: 1, placement: die(1, 'left') })], DEEP_LEFT)).toMatchObject({ condition: 'unknown' });
    expect(verdict('waterside', [far, { ...near, outcome: 'remove' }], DEEP_LEFT)).toMatchObject({ condition: 'impossible' });
  });
});

/** A physical 2023 Waterside game at deployment on a Deep Water square (000 Waterside map row 1, column 2), the water on the left, with a Town placed by a 1. */
function watersideAtDeployment(town: Partial<Piece> = {}): GameState {
  const state = run(atWeather({ territory: 'waterside', row: 0, col: 1, armies: [{ scoutingCards: 10 }, { scoutingCards: 10 }] }), [
    { type: 'rollWeather', dice: [3, 4] },
    { type: 'reportScouting', invader: ['red'], defender: ['red'] },
  ]);
  expect(state.flank).toEqual(DEEP_LEFT);
  return deepFreeze({ ...state, pieces: [...state.pieces, piece('town', { id: state.pieces.length, ...town })] });
}

/** The game played under app rules `rulesVersion` (src/engine/rulesVersion.ts); undefined: a setup that names none. */
function withRules(state: GameState, rulesVersion: number | undefined): GameState {
  const { rulesVersion: _named, ...setup } = state.setup;
  return deepFreeze({ ...state, setup: rulesVersion === undefined ? setup : { ...setup, rulesVersion } });
}

describe('confirmCondition (log version 6): the players answer a condition the app cannot decide', () => {
  const campItem = (state: GameState) => deploymentPlan(rules, state).findIndex((i) => i.code === 'campOption');

  it('is asked before the first batch; a yes offers the option, a no leaves it marked, and either is logged and replays', () => {
    const state = watersideAtDeployment();
    const item = campItem(state);
    expect(deploymentPlan(rules, state)[item]).toMatchObject({ condition: 'unknown', holds: null, applies: false });
    expect(legalActions(rules, state)).toEqual([
      { type: 'confirmCondition', item, holds: true },
      { type: 'confirmCondition', item, holds: false },
    ]);
    for (const holds of [true, false]) {
      const result = applyAction(rules, state, { type: 'confirmCondition', item, holds });
      if (!result.ok) throw new Error(result.error.code);
      expect(result.state.conditions).toEqual([{ item, holds }]);
      expect(deploymentPlan(rules, result.state)[item]).toMatchObject({ condition: 'unknown', holds, applies: holds });
      expect(result.events.map((e) => e.code)).toContain('conditionConfirmed');
      expect(legalActions(rules, result.state)).toEqual([{ type: 'deployBatch', batch: 0 }]);
      // Every plan item keeps its index whatever the answer.
      expect(deploymentPlan(rules, result.state).length).toBe(deploymentPlan(rules, state).length);
    }
  });

  it('may be answered again until the batch is done, then no more', () => {
    const state = watersideAtDeployment();
    const item = campItem(state);
    const again = run(state, [
      { type: 'confirmCondition', item, holds: true },
      { type: 'confirmCondition', item, holds: false },
    ]);
    expect(again.conditions).toEqual([{ item, holds: false }]);
    const done = run(again, [{ type: 'deployBatch', batch: 0 }]);
    expectRefusal(applyAction(rules, done, { type: 'confirmCondition', item, holds: true }), 'deploymentOrder');
  });

  it('refuses a question the app did not ask: a proven or impossible condition, or an item with none', () => {
    const far = watersideAtDeployment({ placement: die(6, 'right') });
    expectRefusal(applyAction(rules, far, { type: 'confirmCondition', item: campItem(far), holds: true }), 'conditionNotAsked', { item: campItem(far) });
    expectRefusal(applyAction(rules, far, { type: 'confirmCondition', item: 0, holds: true }), 'conditionNotAsked', { item: 0 });
    expect(legalActions(rules, far)).toEqual([{ type: 'deployBatch', batch: 0 }]);
  });

  it.each([
    ['a game of app rules 2', 2],
    ['a file or link made before games named their rules (read as rules 2)', undefined],
  ])('%s confirms the batch without the answer: the option stays unconfirmed and the game goes on', (_name, rulesVersion) => {
    const state = withRules(watersideAtDeployment(), rulesVersion);
    const after = applyAction(rules, state, { type: 'deployBatch', batch: 0 } satisfies Action);
    expect(after.ok).toBe(true);
    if (after.ok) expect(deploymentPlan(rules, after.state)[campItem(state)]).toMatchObject({ condition: 'unknown', holds: null, applies: false });
  });

  it('from app rules 3 the batch waits for the answer (issue 34 part 7), then is confirmed', () => {
    const state = withRules(watersideAtDeployment(), 3);
    const item = campItem(state);
    expectRefusal(applyAction(rules, state, { type: 'deployBatch', batch: 0 }), 'conditionPending', { item, batch: 0 });
    const answered = run(state, [{ type: 'confirmCondition', item, holds: false }]);
    expect(applyAction(rules, answered, { type: 'deployBatch', batch: 0 }).ok).toBe(true);
  });

  it('from app rules 3 a batch whose condition the app decides needs no answer', () => {
    const far = withRules(watersideAtDeployment({ placement: die(6, 'right') }), 3);
    expect(applyAction(rules, far, { type: 'deployBatch', batch: 0 }).ok).toBe(true);
  });
});

describe('a piece the opponent moved or pivoted with no final position recorded (issue 38; 000 PBS 9.E, territory special rules)', () => {
  const moved = (outcome: 'move' | 'pivot', placed: { positions: { placed: Footprint } }) => ({ ...placed, opponentDie: outcome === 'move' ? 4 : 5, outcome });
  const judge = (territory: string, p: Piece, rulesVersion: number, flank: CampConditionInput['flank'] = { kind: 'none' }) =>
    campCondition(rules, { setup: physicalSetup({ rulesVersion }), territory, flank, pieces: [p], conditions: [] }, RULES[territory]!, 1);

  it.each([
    // Each placed position would decide the condition, but the opponent's move or pivot took the piece from it.
    ['000 Waterside: a Town placed touching the water, then moved', 'waterside', piece('town', moved('move', at(WATER + 4, 20))), DEEP_LEFT, 'proven'],
    ['000 Waterside: a Village placed 2 BW from the water, then pivoted', 'waterside', piece('village', moved('pivot', at(WATER + 6, 20))), DEEP_LEFT, 'impossible'],
    ['000 Cultivated: a Village placed on the side edge, then moved', 'cultivated', piece('village', moved('move', at(4, 20))), { kind: 'none' }, 'proven'],
    ['000 Forest: a Woods placed on the defender\'s base edge, then pivoted', 'forest', piece('woods', moved('pivot', at(30, 4))), { kind: 'none' }, 'proven'],
    ['000 Jungle: a Woods placed in the middle of the table, then moved', 'jungle', piece('woods', moved('move', at(30, 20))), { kind: 'none' }, 'impossible'],
  ] as const)('%s: asked from app rules 4, judged from the placed position under rules 3', (_case, territory, p, flank, before) => {
    expect(judge(territory, p, 4, flank)).toMatchObject({ condition: 'unknown', reason: 'byEye', applies: false });
    expect(judge(territory, p, 3, flank)).toMatchObject({ condition: before, reason: 'recorded' });
  });

  it('from app rules 4 a recorded final position decides it, and a moved piece is judged as one with no position recorded', () => {
    const placed = moved('move', at(30, 20));
    const ended = piece('village', { ...placed, positions: { ...placed.positions, final: { x: 4, y: 20, width: 8, depth: 8, angle: 0 } } });
    expect(judge('cultivated', ended, 4)).toMatchObject({ condition: 'proven', reason: 'recorded' });
    // 000 Waterside: from the other flank sector not even the opponent's move brings the Town to the water (PBS 9.E).
    const far = piece('town', { ...moved('move', at(WATER + 4, 20)), placement: die(6, 'right') });
    expect(judge('waterside', far, 4, DEEP_LEFT)).toMatchObject({ condition: 'impossible', reason: 'farFromWater' });
  });

  it('from app rules 4 the deployment asks the question before the first batch; rules 3 goes on from the placed position', () => {
    const town = moved('move', at(WATER + 4, 20));
    const now = withRules(watersideAtDeployment(town), 4);
    const item = deploymentPlan(rules, now).findIndex((i) => i.code === 'campOption');
    expect(legalActions(rules, now)).toEqual([
      { type: 'confirmCondition', item, holds: true },
      { type: 'confirmCondition', item, holds: false },
    ]);
    expectRefusal(applyAction(rules, now, { type: 'deployBatch', batch: 0 }), 'conditionPending', { item, batch: 0 });
    expect(legalActions(rules, withRules(watersideAtDeployment(town), 3))).toEqual([{ type: 'deployBatch', batch: 0 }]);
  });
});
