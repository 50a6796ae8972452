// @vitest-environment node
import { actor, applyAction } from '../..';
import { frozenCopy } from '../../../../tests/support/deepFreeze';
import { atSquare, capParams, eventsOf, expectRefusal, pick, placeAll, rules, run, step } from '../../../../tests/support/scenario';
import { endSelection } from '.';

const cultivated = (row: number, col: number) => atSquare({ territory: 'cultivated', row, col });

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
