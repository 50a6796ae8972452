// @vitest-environment node
import { actor, applyAction, legalActions, type Action, type GameState } from '../..';
import { frozenCopy } from '../../../../tests/support/deepFreeze';
import { atSquare, expectRefusal, pick, played, rules, run, step } from '../../../../tests/support/scenario';
import { selectTerrain } from '.';

const cultivated = (row: number, col: number) => atSquare({ territory: 'cultivated', row, col });
const compulsoryOf = (state: GameState) => state.pieces.filter((p) => p.kind === 'compulsory').map((p) => [p.owner, p.terrain]);

describe('selectTerrain: compulsory (seed 000 PBS 9.B-9.C)', () => {
  it('000 PBS 9.C: compulsory items are chosen alternately, defender first', () => {
    let state = cultivated(0, 1); // No Flank, Normal: 2 of any type
    expect(actor(rules, state)).toBe('defender');
    const first = played(state, pick('defender', 'hills'));
    expect(first.events).toEqual([
      { code: 'terrainSelected', audience: 'public', params: { side: 'defender', terrain: 'hills', kind: 'compulsory', declared: null } },
    ]);
    state = first.state;
    expect(actor(rules, state)).toBe('invader');
    state = step(state, pick('invader', 'woods'));
    expect(compulsoryOf(state)).toEqual([['defender', 'hills'], ['invader', 'woods']]);
    expect(state.pieces[0]).toEqual({ id: 0, owner: 'defender', terrain: 'hills', kind: 'compulsory', declared: null, placement: null, opponentDie: null, outcome: null, positions: {} });
    expect(state.stepId).toBe('placeCompulsory');
  });

  it('000 PBS 9.C: refuses the invader choosing first (notYourTurn)', () => {
    const state = cultivated(0, 1);
    expectRefusal(applyAction(rules, state, pick('invader', 'hills')), 'notYourTurn', { actor: 'defender' });
    expectRefusal(selectTerrain(rules, state, pick('invader', 'hills') as never), 'notYourTurn', { actor: 'defender' });
  });

  // Cultivated map squares without a secure flank, one per density (seed 000 Cultivated map).
  test.each<[string, number, number, Action[], Action | null, { category: 'difficult' | 'rough' | 'good'; density: string } | null]>([
    ['000 PBS 9.B Very Dense: 2 Difficult & 2 Rough/Good', 2, 3,
      [pick('defender', 'marsh'), pick('invader', 'mountains'), pick('defender', 'hills'), pick('invader', 'brush')],
      pick('invader', 'orchardsVineyards'), { category: 'difficult', density: 'veryDense' }],
    ['000 PBS 9.B Dense: 2 Difficult & 1 Rough/Good', 2, 2,
      [pick('defender', 'hills'), pick('invader', 'marsh'), pick('defender', 'orchardsVineyards')],
      pick('defender', 'rockyGround'), { category: 'rough', density: 'dense' }],
    ['000 PBS 9.B Normal: 2 of any type', 0, 1, [pick('defender', 'marsh'), pick('invader', 'orchardsVineyards')], null, null],
    ['000 PBS 9.B Open: 1 of any type', 1, 2, [pick('defender', 'town')], null, null],
    ['000 PBS 9.B Featureless: none', 1, 3, [], null, null],
  ])('%s', (_rule, row, col, picks, refused, full) => {
    let state = cultivated(row, col);
    state = run(state, picks.slice(0, -1));
    if (refused && full) {
      const source = rules.editions['2023'].density.find((d) => d.density === full.density)!.source;
      expectRefusal(applyAction(rules, state, refused), 'categoryFull', { ...full, source });
    }
    state = run(state, picks.slice(-1));
    expect(state.pieces.filter((p) => p.kind === 'compulsory')).toHaveLength(picks.length);
    expect(state.stepId).toBe(picks.length > 0 ? 'placeCompulsory' : 'selectOptional');
  });

  it('000 PBS 9.B Very Dense: the demand can be met in any order', () => {
    const state = run(cultivated(2, 3), [pick('defender', 'hills'), pick('invader', 'town'), pick('defender', 'marsh')]);
    // Two Rough/Good are in: only Difficult is left to choose.
    expect(new Set(legalActions(rules, state).map((a) => (a.type === 'selectTerrain' ? a.terrain : a.type)))).toEqual(
      new Set(['orchardsVineyards', 'mountains']),
    );
    expectRefusal(applyAction(rules, state, pick('invader', 'hills')), 'categoryFull', { category: 'good', density: 'veryDense', source: '000 PBS 9.B Very Dense' });
  });

  it('000 Desert terrain types: Village (max 1 including Town) refuses a Town after a Village (capReached)', () => {
    const state = step(atSquare({ territory: 'desert', row: 0, col: 1 }), pick('defender', 'village'));
    expectRefusal(applyAction(rules, state, pick('invader', 'town')), 'capReached', {
      terrain: ['village', 'town'],
      max: 1,
      source: '000 Desert terrain types: Village (max 1 including Town); Town (max 1 including Village)',
    });
  });

  it('refuses terrain that is not in the territory table (notInTerrainTable)', () => {
    expectRefusal(applyAction(rules, cultivated(0, 1), pick('defender', 'sandDunes')), 'notInTerrainTable', { terrain: 'sandDunes', territory: 'cultivated' });
  });

  it('002 Terrain table: Boundaried Fields need a town or village on the table first (perSettlementCap)', () => {
    let state = run(atSquare({ edition: '2020', territory: 'standard', row: 2, col: 2 }), [
      { type: 'placeFlankPiece', side: 'defender', terrain: 'mountains', sector: 'left' },
      { type: 'placeFlankPiece', side: 'invader', terrain: 'forest', sector: 'left' },
    ]);
    expect(state.stepId).toBe('selectCompulsory');
    expectRefusal(applyAction(rules, state, pick('defender', 'boundariedFields')), 'perSettlementCap', {
      terrain: 'boundariedFields',
      source: '002 Terrain table: Boundaried Fields',
    });
    state = step(state, pick('defender', 'village'));
    expect(step(state, pick('invader', 'boundariedFields')).pieces.at(-1)?.terrain).toBe('boundariedFields');
  });

  it('000 Mountains terrain types: Mountains may be declared Impassable', () => {
    const state = step(atSquare({ territory: 'mountains', row: 0, col: 1 }), pick('defender', 'mountains', 'impassable'));
    expect(state.pieces[0]).toMatchObject({ terrain: 'mountains', declared: 'impassable' });
  });

  test.each<[string, string, number, number, Action]>([
    ['000 PBS 9.B Open: no impassable (Mountains declared Impassable)', 'mountains', 0, 2, pick('defender', 'mountains', 'impassable')],
  ])('%s (impassableNotAllowed)', (_rule, territory, row, col, action) => {
    expectRefusal(applyAction(rules, atSquare({ territory, row, col }), action), 'impassableNotAllowed', { density: 'open', source: '000 PBS 9.B Open' });
  });

  it('002 Terrain Density: Open allows no impassable item (Deep Water in Mountains)', () => {
    // 2020 generic map row 2 column 2 is Mountains, Open; its row gives a deep-water flank.
    const state = step(atSquare({ edition: '2020', territory: 'mountains', row: 1, col: 1 }), { type: 'placeDeepWater', edge: 'left' });
    const open = { density: 'open', source: '002 Terrain Density: Open' };
    expectRefusal(applyAction(rules, state, pick('defender', 'deepWater')), 'impassableNotAllowed', open);
    expectRefusal(applyAction(rules, state, pick('defender', 'impassableHills')), 'impassableNotAllowed', open);
  });

  it('000 Jungle terrain types: Marsh and Forest may be declared Dangerous, Hills may not (declarationNotAllowed)', () => {
    const state = atSquare({ territory: 'jungle', row: 4, col: 2 }); // No Flank, Normal
    expect(step(state, pick('defender', 'forest', 'dangerous')).pieces[0]?.declared).toBe('dangerous');
    expect(step(state, pick('defender', 'marsh', 'dangerous')).pieces[0]?.declared).toBe('dangerous');
    expectRefusal(applyAction(rules, state, pick('defender', 'hills', 'dangerous')), 'declarationNotAllowed', { terrain: 'hills', status: 'dangerous' });
    expectRefusal(applyAction(rules, state, pick('defender', 'forest', 'impassable')), 'declarationNotAllowed', { terrain: 'forest', status: 'impassable' });
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(cultivated(2, 3));
    const before = structuredClone(state);
    expect(applyAction(rules, state, pick('defender', 'marsh')).ok).toBe(true);
    expect(state).toEqual(before);
  });
});
