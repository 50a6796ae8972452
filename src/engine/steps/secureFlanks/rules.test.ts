// @vitest-environment node
import { actor, applyAction, flankOptions, legalActions, loadRules, ruleFiles, type GameState } from '../..';
import { frozenCopy } from '../../../../tests/support/deepFreeze';
import { atSquare, capParams, eventsOf, expectRefusal, pick, played, rules, run, step } from '../../../../tests/support/scenario';
import { placeDeepWater, placeFlankPiece, skipFlankPiece } from './rules';

const deepWater = () => atSquare({ territory: 'waterside', row: 1, col: 0 }); // Deep Water, Featureless
const rockyOrWood = () => atSquare({ territory: 'waterside', row: 2, col: 3 }); // Rocky Ground / Wood, Normal

describe('placeDeepWater (seed 000 PBS 9.A)', () => {
  it('000 PBS 9.A: the defender places the deep-water flank along a side edge', () => {
    const state = deepWater();
    expect(state.stepId).toBe('secureFlanks');
    expect(state.flank).toEqual({ kind: 'deepWater', edge: null });
    expect(actor(rules, state)).toBe('defender');
    expect(legalActions(rules, state)).toEqual([
      { type: 'placeDeepWater', edge: 'left' },
      { type: 'placeDeepWater', edge: 'right' },
    ]);
    const { state: placed, events } = played(state, { type: 'placeDeepWater', edge: 'right' });
    expect(events).toEqual([{ code: 'deepWaterPlaced', audience: 'public', params: { side: 'defender', edge: 'right' } }]);
    expect(placed.flank).toEqual({ kind: 'deepWater', edge: 'right' });
    expect(placed.pieces).toEqual([]);
    // Featureless: no compulsory terrain, so the optional choice follows.
    expect(placed.stepId).toBe('selectOptional');
  });

  it('refuses a deep-water flank on a square that gives none (wrongStep)', () => {
    expectRefusal(placeDeepWater(rules, rockyOrWood(), { type: 'placeDeepWater', edge: 'left' }), 'wrongStep', { stepId: 'secureFlanks' });
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(deepWater());
    const before = structuredClone(state);
    expect(applyAction(rules, state, { type: 'placeDeepWater', edge: 'left' }).ok).toBe(true);
    expect(state).toEqual(before);
  });
});

describe('placeFlankPiece (seed 000 PBS 9.A)', () => {
  it('000 PBS 9.A: the defender places first, then the invader in the same flank sector; nobody moves them', () => {
    let state = rockyOrWood();
    expect(state.flank).toEqual({ kind: 'pieces', sector: null, skipped: [] });
    expect(actor(rules, state)).toBe('defender');
    expect(eventsOf(state, { type: 'placeFlankPiece', side: 'defender', terrain: 'woods', sector: 'left' })).toEqual([
      { code: 'flankPiecePlaced', audience: 'public', params: { side: 'defender', terrain: 'woods', sector: 'left' } },
    ]);
    state = step(state, { type: 'placeFlankPiece', side: 'defender', terrain: 'woods', sector: 'left' });
    expect(state.flank).toEqual({ kind: 'pieces', sector: 'left', skipped: [] });
    expect(actor(rules, state)).toBe('invader');
    expect(legalActions(rules, state)).toEqual([{ type: 'placeFlankPiece', side: 'invader', terrain: 'rockyGround', sector: 'left' }]);
    state = step(state, { type: 'placeFlankPiece', side: 'invader', terrain: 'rockyGround', sector: 'left' });
    expect(state.pieces).toEqual([
      { id: 0, owner: 'defender', terrain: 'woods', kind: 'flank', declared: null, placement: { method: 'secureFlank', sector: 'left' }, opponentDie: null, outcome: 'keep', positions: {} },
      { id: 1, owner: 'invader', terrain: 'rockyGround', kind: 'flank', declared: null, placement: { method: 'secureFlank', sector: 'left' }, opponentDie: null, outcome: 'keep', positions: {} },
    ]);
    expect(state.stepId).toBe('selectCompulsory');
  });

  test.each([
    ['2023', 'waterside', 2, 3, ['rockyGround', 'woods'], '000 Waterside map: Rocky Ground / Wood, no substitute'],
    ['2023', 'waterside', 3, 4, ['mountains', 'marsh'], '000 Waterside map: Mountains / Marsh'],
    ['2023', 'desert', 1, 0, ['rockyGround', 'woods', 'sandyGround'], '000 Desert Special Rule: Sandy Ground instead of Rocky Ground/Wood'],
    ['2023', 'desert', 0, 4, ['mountains', 'sandDunes', 'sandyGround'], '000 Desert Special Rule: Sandy Ground instead of Mountains/Sand Dunes'],
    ['2023', 'plains', 0, 0, ['rockyGround', 'woods', 'sandyGround'], '000 Plains Special Rule: Sandy Ground instead of Rocky Ground/Wood'],
    ['2023', 'plains', 2, 0, ['mountains', 'sandyGround'], '000 Plains map: Mountains / Sandy Ground'],
    ['2023', 'jungle', 0, 1, ['mountains', 'forest'], '000 Jungle map: Mountains / Forest'],
    ['2020', 'plains', 2, 0, ['mountains'], '002 Secure Flanks: must be allowed in the territory (no Forest in Plains)'],
    ['2020', 'jungle', 2, 4, ['forest'], '002 Secure Flanks: must be allowed in the territory (no Mountains in Jungle)'],
    ['2020', 'desert', 4, 0, ['rockyGround'], '002 Secure Flanks: must be allowed in the territory (no Woods in Desert)'],
  ] as const)('%s %s row %i column %i offers %j (%s)', (edition, territory, row, col, options, _rule) => {
    const state = atSquare({ edition, territory, row, col });
    expect(flankOptions(rules, state)).toEqual(options);
  });

  it('000 PBS 9.A with the Waterside caps: after the defender takes Mountains (max 1) the invader must take Marsh', () => {
    const state = step(atSquare({ territory: 'waterside', row: 3, col: 4 }), { type: 'placeFlankPiece', side: 'defender', terrain: 'mountains', sector: 'right' });
    expect(flankOptions(rules, state)).toEqual(['marsh']);
  });

  it('000 terrain tables: flank pieces count against the caps of the later terrain choice', () => {
    let state = step(atSquare({ territory: 'waterside', row: 3, col: 4 }), { type: 'placeFlankPiece', side: 'defender', terrain: 'mountains', sector: 'right' });
    state = step(state, { type: 'placeFlankPiece', side: 'invader', terrain: 'marsh', sector: 'right' });
    expect(state.stepId).toBe('selectCompulsory');
    expectRefusal(applyAction(rules, state, pick('defender', 'mountains')), 'capReached', capParams('waterside', ['mountains']));
    expectRefusal(applyAction(rules, state, pick('defender', 'marsh')), 'capReached', capParams('waterside', ['marsh']));
  });

  it('000 PBS 9.A: refuses the invader placing before the defender (notYourTurn)', () => {
    const state = rockyOrWood();
    const action = { type: 'placeFlankPiece', side: 'invader', terrain: 'woods', sector: 'left' } as const;
    expectRefusal(applyAction(rules, state, action), 'notYourTurn', { actor: 'defender' });
    expectRefusal(placeFlankPiece(rules, state, action), 'notYourTurn', { actor: 'defender' });
  });

  it('000 PBS 9.A: refuses terrain the square does not offer, or whose cap is reached (flankNotOffered)', () => {
    expectRefusal(applyAction(rules, rockyOrWood(), { type: 'placeFlankPiece', side: 'defender', terrain: 'marsh', sector: 'left' }), 'flankNotOffered', { terrain: 'marsh' });
    const state = step(rockyOrWood(), { type: 'placeFlankPiece', side: 'defender', terrain: 'woods', sector: 'left' });
    expectRefusal(applyAction(rules, state, { type: 'placeFlankPiece', side: 'invader', terrain: 'woods', sector: 'left' }), 'flankNotOffered', { terrain: 'woods' });
  });

  it('000 PBS 9.A: refuses the invader placing in the other flank sector (sameFlankSector)', () => {
    const state = step(rockyOrWood(), { type: 'placeFlankPiece', side: 'defender', terrain: 'woods', sector: 'left' });
    expectRefusal(applyAction(rules, state, { type: 'placeFlankPiece', side: 'invader', terrain: 'rockyGround', sector: 'right' }), 'sameFlankSector', { sector: 'left' });
  });

  it('refuses a flank piece on a deep-water square (wrongStep)', () => {
    expectRefusal(placeFlankPiece(rules, deepWater(), { type: 'placeFlankPiece', side: 'defender', terrain: 'woods', sector: 'left' }), 'wrongStep', { stepId: 'secureFlanks' });
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(rockyOrWood());
    const before = structuredClone(state);
    expect(applyAction(rules, state, { type: 'placeFlankPiece', side: 'defender', terrain: 'rockyGround', sector: 'right' }).ok).toBe(true);
    expect(state).toEqual(before);
  });
});

describe('skipFlankPiece (seed 000 PBS 9.A with the terrain caps)', () => {
  /** Rules where Waterside allows no Mountains and no Marsh, so its Mountains/Marsh flank has nothing left. */
  const capped = (() => {
    const files = structuredClone(ruleFiles);
    const waterside = files.territories['data/meg/territories/waterside.json'] as { caps: { terrain: string[]; max: number }[] };
    for (const cap of waterside.caps) if (cap.terrain.includes('mountains') || cap.terrain.includes('marsh')) cap.max = 0;
    return loadRules(files);
  })();

  it('a side with every flank option capped places none, defender first', () => {
    let state: GameState = atSquare({ territory: 'waterside', row: 3, col: 4, r: capped });
    expect(flankOptions(capped, state)).toEqual([]);
    expect(legalActions(capped, state)).toEqual([{ type: 'skipFlankPiece', side: 'defender' }]);
    expect(eventsOf(state, { type: 'skipFlankPiece', side: 'defender' }, capped)).toEqual([
      { code: 'flankPieceSkipped', audience: 'public', params: { side: 'defender' } },
    ]);
    state = run(state, [{ type: 'skipFlankPiece', side: 'defender' }], capped);
    expect(state.flank).toEqual({ kind: 'pieces', sector: null, skipped: ['defender'] });
    state = run(state, [{ type: 'skipFlankPiece', side: 'invader' }], capped);
    expect(state.stepId).toBe('selectCompulsory');
  });

  it('refuses a skip while a flank piece can still be placed (flankPieceRequired)', () => {
    expectRefusal(applyAction(rules, rockyOrWood(), { type: 'skipFlankPiece', side: 'defender' }), 'flankPieceRequired', {});
  });

  it('000 PBS 9.A: refuses the invader skipping before the defender (notYourTurn)', () => {
    const state = atSquare({ territory: 'waterside', row: 3, col: 4, r: capped });
    expectRefusal(applyAction(capped, state, { type: 'skipFlankPiece', side: 'invader' }), 'notYourTurn', { actor: 'defender' });
    expectRefusal(skipFlankPiece(capped, state, { type: 'skipFlankPiece', side: 'invader' }), 'notYourTurn', { actor: 'defender' });
  });

  it('refuses a skip on a square without flank pieces (wrongStep)', () => {
    expectRefusal(skipFlankPiece(rules, deepWater(), { type: 'skipFlankPiece', side: 'defender' }), 'wrongStep', { stepId: 'secureFlanks' });
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(atSquare({ territory: 'waterside', row: 3, col: 4, r: capped }));
    const before = structuredClone(state);
    expect(applyAction(capped, state, { type: 'skipFlankPiece', side: 'defender' }).ok).toBe(true);
    expect(state).toEqual(before);
  });
});

describe('squares without a secure flank (seed 000 PBS 9.A)', () => {
  it('000 PBS 9.A: No Flank goes straight to the terrain choice', () => {
    const state = atSquare({ territory: 'waterside', row: 2, col: 2 });
    expect(state.flank).toEqual({ kind: 'none' });
    expect(state.stepId).toBe('selectCompulsory');
  });
});
