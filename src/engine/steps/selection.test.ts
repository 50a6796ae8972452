// @vitest-environment node
import { actor, applyAction, legalActions, type Action, type GameState } from '..';
import { frozenCopy } from '../../../tests/support/deepFreeze';
import { atSquare, capParams, eventsOf, expectRefusal, pick, placeAll, played, rules, run, step } from '../../../tests/support/scenario';
import { endSelection, selectTerrain } from './selection';

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

describe('selectTerrain: optional (seed 000 PBS 9.D; seed 002)', () => {
  it('000 PBS 9.D: the defender selects all his optional items, then the invader', () => {
    let state = cultivated(1, 3); // Featureless: straight to optional, up to 2 each
    expect(state.stepId).toBe('selectOptional');
    expect(actor(rules, state)).toBe('defender');
    expectRefusal(applyAction(rules, state, pick('invader', 'hills')), 'notYourTurn', { actor: 'defender' });
    expect(eventsOf(state, pick('defender', 'hills'))).toEqual([
      { code: 'terrainSelected', audience: 'public', params: { side: 'defender', terrain: 'hills', kind: 'optional', declared: null } },
    ]);
    state = run(state, [pick('defender', 'hills'), pick('defender', 'woods')]);
    expect(actor(rules, state)).toBe('invader');
    state = run(state, [pick('invader', 'brush'), pick('invader', 'rockyGround')]);
    expect(state.stepId).toBe('placeOptional');
    expect(state.pieces.map((p) => [p.owner, p.terrain])).toEqual([
      ['defender', 'hills'], ['defender', 'woods'], ['invader', 'brush'], ['invader', 'rockyGround'],
    ]);
  });

  it('000 PBS 9.D: "up to 2": a player may stop early and the other then chooses', () => {
    let state = step(cultivated(1, 3), pick('defender', 'hills'));
    expect(eventsOf(state, { type: 'endSelection', side: 'defender' })).toEqual([{ code: 'selectionEnded', audience: 'public', params: { side: 'defender' } }]);
    state = step(state, { type: 'endSelection', side: 'defender' });
    expect(actor(rules, state)).toBe('invader');
    state = step(state, { type: 'endSelection', side: 'invader' });
    expect(state.stepId).toBe('placeOptional');
  });

  it('refuses ending the selection out of turn (notYourTurn)', () => {
    const state = cultivated(1, 3);
    expectRefusal(applyAction(rules, state, { type: 'endSelection', side: 'invader' }), 'notYourTurn', { actor: 'defender' });
    expectRefusal(endSelection(rules, state, { type: 'endSelection', side: 'invader' }), 'notYourTurn', { actor: 'defender' });
  });

  it('002 Setting up the Terrain: optional items are chosen alternately, defender first ("repeat the process")', () => {
    // 2020 Standard row 3 column 3: Mountains or Forest flank, Normal density (2 compulsory, up to 2 optional each).
    let state = atSquare({ edition: '2020', territory: 'standard', row: 2, col: 2 });
    state = run(state, [
      { type: 'placeFlankPiece', side: 'defender', terrain: 'mountains', sector: 'left' },
      { type: 'placeFlankPiece', side: 'invader', terrain: 'forest', sector: 'left' },
      pick('defender', 'hills'),
      pick('invader', 'brush'),
    ]);
    state = placeAll(state);
    expect(state.stepId).toBe('selectOptional');
    const order: string[] = [];
    while (state.stepId === 'selectOptional') {
      const side = actor(rules, state) as 'defender' | 'invader';
      order.push(side);
      if (order.length === 1) expectRefusal(applyAction(rules, state, pick('invader', 'rockyGround')), 'notYourTurn', { actor: 'defender' });
      state = step(state, pick(side, 'rockyGround'));
    }
    expect(order).toEqual(['defender', 'invader', 'defender', 'invader']);
  });

  it('000 Waterside terrain types: Fields (max 2 including Tilled Fields) is shared between both kinds (capReached)', () => {
    let state = run(atSquare({ territory: 'waterside', row: 1, col: 3 }), [pick('defender', 'fields'), pick('invader', 'tilledFields')]);
    state = placeAll(state);
    expect(state.stepId).toBe('selectOptional');
    const fields = capParams('waterside', ['fields', 'tilledFields']);
    expect(fields.max).toBe(2);
    expectRefusal(applyAction(rules, state, pick('defender', 'fields')), 'capReached', fields);
    expectRefusal(applyAction(rules, state, pick('defender', 'tilledFields')), 'capReached', fields);
  });

  it('000 Waterside terrain types: Village (max 2 including Town) and Town (max 1)', () => {
    let state = run(atSquare({ territory: 'waterside', row: 1, col: 3 }), [pick('defender', 'town'), pick('invader', 'village')]);
    state = placeAll(state);
    // Both refusals name the shared cap, which binds first (it comes before Town (max 1) in the table).
    const villages = capParams('waterside', ['village', 'town']);
    expect(villages.max).toBe(2);
    expectRefusal(applyAction(rules, state, pick('defender', 'village')), 'capReached', villages);
    expectRefusal(applyAction(rules, state, pick('defender', 'town')), 'capReached', villages);
  });

  it('000 PBS 9.E: a removed piece no longer counts against its cap', () => {
    let state = run(atSquare({ territory: 'waterside', row: 1, col: 3 }), [pick('defender', 'town'), pick('invader', 'hills')]);
    state = run(state, [
      { type: 'rollPlacement', die: 2 },
      { type: 'rollOpponent', die: 6 },
      { type: 'resolvePiece', outcome: 'remove' },
    ]);
    state = placeAll(state);
    expect(step(state, pick('defender', 'town')).pieces.at(-1)?.terrain).toBe('town');
  });

  it('000 Mountains terrain types: up to 2 minimum sized Mountains can be declared Impassable (declarationLimit)', () => {
    let state = run(atSquare({ territory: 'mountains', row: 0, col: 1 }), [
      pick('defender', 'mountains', 'impassable'),
      pick('invader', 'mountains', 'impassable'),
    ]);
    state = placeAll(state);
    expectRefusal(applyAction(rules, state, pick('defender', 'mountains', 'impassable')), 'declarationLimit', {
      terrain: 'mountains',
      status: 'impassable',
      max: 2,
      source: '000 Mountains terrain types: Mountains',
    });
    expect(step(state, pick('defender', 'mountains')).pieces.at(-1)?.declared).toBeNull();
  });

  it('000 PBS 9.B Featureless: no impassable optional item either', () => {
    const state = atSquare({ territory: 'mountains', row: 0, col: 3 });
    expect(state.stepId).toBe('selectOptional');
    expectRefusal(applyAction(rules, state, pick('defender', 'mountains', 'impassable')), 'impassableNotAllowed', {
      density: 'featureless',
      source: '000 PBS 9.B Featureless',
    });
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(cultivated(1, 3));
    const before = structuredClone(state);
    expect(applyAction(rules, state, pick('defender', 'hills')).ok).toBe(true);
    expect(applyAction(rules, state, { type: 'endSelection', side: 'defender' }).ok).toBe(true);
    expect(state).toEqual(before);
  });
});
