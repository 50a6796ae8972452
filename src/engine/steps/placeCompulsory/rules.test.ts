// @vitest-environment node
import { actor, allowedOutcomes, applyAction, chanceAction, currentPiece, legalActions, noDiceMethods, type GameState } from '../..';
import { frozenCopy } from '../../../../tests/support/deepFreeze';
import { makeSetup } from '../../../../tests/support/randomGame';
import { atSquare, autoChance, eventsOf, expectRefusal, pick, played, rules, run, start, step, twoPieces } from '../../../../tests/support/scenario';
import { placeWithoutDice, resolvePiece, rollOpponent, rollPlacement } from './rules';

describe('rollPlacement (seed 000 PBS 9.E; seed 002 Other Terrain Placement)', () => {
  it('000 PBS 9.C: pieces are placed alternately, defender first; the owner rolls, then the opponent', () => {
    let state = twoPieces();
    expect(state.stepId).toBe('placeCompulsory');
    expect(currentPiece(state, 'compulsory')?.terrain).toBe('hills');
    expect(actor(rules, state)).toBe('defender');
    const placed = played(state, { type: 'rollPlacement', die: 1 });
    state = placed.state;
    const placement = { method: 'dice', die: 1, sector: 'left', touchTableEdge: false } as const;
    expect(state.pieces[0]?.placement).toEqual(placement);
    expect(placed.events).toEqual([
      { code: 'placementRolled', audience: 'public', params: { side: 'defender', terrain: 'hills', die: 1, placement, lost: false } },
    ]);
    expect(actor(rules, state)).toBe('invader');
    const opposed = played(state, { type: 'rollOpponent', die: 2 });
    state = opposed.state;
    expect(state.pieces[0]).toMatchObject({ opponentDie: 2, outcome: 'keep' });
    // Below 4 the piece stays where it is, and the event says so (PBS 9.E).
    expect(opposed.events).toEqual([{ code: 'opponentRolled', audience: 'public', params: { side: 'invader', terrain: 'hills', die: 2, kept: true } }]);
    expect(currentPiece(state, 'compulsory')?.terrain).toBe('woods');
    expect(actor(rules, state)).toBe('invader');
  });

  test.each([
    ['2023', 1, 'left', false, '000 PBS 9.E: 1 wholly in the left flank sector'],
    ['2023', 2, 'centre', false, '000 PBS 9.E: 2-5 wholly in the centre sector'],
    ['2023', 3, 'centre', true, '000 PBS 9.E: odd (3) must touch a table edge'],
    ['2023', 4, 'centre', false, '000 PBS 9.E: 2-5 wholly in the centre sector'],
    ['2023', 5, 'centre', true, '000 PBS 9.E: odd (5) must touch a table edge'],
    ['2023', 6, 'right', false, '000 PBS 9.E: 6 wholly in the right flank sector'],
    ['2020', 1, 'left', true, '002 Other Terrain Placement: 1/2 left flank sector, odd touches an edge'],
    ['2020', 2, 'left', false, '002 Other Terrain Placement: 1/2 left flank sector'],
    ['2020', 3, 'centre', true, '002 Other Terrain Placement: 3/4 centre sector, odd touches an edge'],
    ['2020', 4, 'centre', false, '002 Other Terrain Placement: 3/4 centre sector'],
    ['2020', 5, 'right', true, '002 Other Terrain Placement: 5/6 right flank sector, odd touches an edge'],
    ['2020', 6, 'right', false, '002 Other Terrain Placement: 5/6 right flank sector'],
  ] as const)('%s placement die %i -> %s sector, touching an edge: %s (%s)', (edition, die, sector, touchTableEdge, _rule) => {
    const state = step(twoPieces(edition), { type: 'rollPlacement', die });
    expect(state.pieces.find((p) => p.kind === 'compulsory')?.placement).toEqual({ method: 'dice', die, sector, touchTableEdge });
  });

  test.each([
    [1, 'left'],
    [2, 'right'],
    [3, 'left'],
    [4, 'right'],
    [5, 'left'],
    [6, 'right'],
  ] as const)('000 Plains terrain types: Mountains only in a flank sector, die %i -> %s (odd left, even right)', (die, sector) => {
    const state = run(atSquare({ territory: 'plains', row: 0, col: 1 }), [pick('defender', 'mountains'), pick('invader', 'hills')]);
    expect(step(state, { type: 'rollPlacement', die }).pieces[0]?.placement).toEqual({ method: 'flankSectorOnly', die, sector });
  });

  test.each([
    ['desert', 0, 1, 'town', '000 Desert terrain types: Town can only be deployed touching a table edge'],
    ['forest', 1, 3, 'town', '000 Forest terrain types: Town can only be deployed touching a table edge'],
    ['jungle', 4, 2, 'village', '000 Jungle terrain types: Village can only be deployed touching a table edge'],
  ])('%s %s: whatever the die, the piece touches a table edge (%s)', (territory, row, col, terrain) => {
    const state = run(atSquare({ territory, row, col }), [pick('defender', terrain), pick('invader', 'hills')]);
    for (const die of [1, 2, 4, 6]) {
      expect(step(state, { type: 'rollPlacement', die }).pieces[0]?.placement).toMatchObject({ method: 'dice', die, touchTableEdge: true });
    }
  });

  it('digital dice: the app rolls the placement die from the seed; another die is refused (chanceMismatch)', () => {
    const armies = [{ pbsCards: 0, territories: ['cultivated'] }, { pbsCards: 0, territories: ['cultivated'] }];
    let state = autoChance(start(makeSetup({ seed: 'placement-seed', cards: 'physical' }, armies)));
    state = step(state, { type: 'chooseRole', role: 'defender' });
    state = run(state, [
      { type: 'chooseSeason', season: 'summer' },
      { type: 'playTerritoryCard', side: 'defender', card: null },
      { type: 'playTerritoryCard', side: 'invader', card: null },
      { type: 'chooseTerritory', territory: 'cultivated' },
      { type: 'placeCounter', row: 0, col: 1 },
      ...Array.from({ length: 5 }, () => [
        { type: 'playDayCard', side: 'defender', card: null } as const,
        { type: 'playDayCard', side: 'invader', card: null } as const,
      ]).flat(),
      pick('defender', 'hills'),
      pick('invader', 'woods'),
    ]);
    const roll = chanceAction(rules, state);
    expect(roll).toMatchObject({ type: 'rollPlacement' });
    expect(legalActions(rules, state)).toEqual([roll]);
    const draws = state.rng.draws;
    expect(step(state, roll!).rng.draws).toBe(draws + 1);
    const die = (roll as { die: number }).die;
    const got = { type: 'rollPlacement', die: die === 6 ? 1 : die + 1 } as const;
    expectRefusal(applyAction(rules, state, got), 'chanceMismatch', { expected: roll!, got });
  });

  it('refuses a placement die while the piece waits for the opponent (wrongStep)', () => {
    const state = step(twoPieces(), { type: 'rollPlacement', die: 3 });
    expectRefusal(applyAction(rules, state, { type: 'rollPlacement', die: 3 }), 'wrongStep', { stepId: 'placeCompulsory' });
    expectRefusal(rollPlacement(rules, state, { type: 'rollPlacement', die: 3 }), 'wrongStep', { stepId: 'placeCompulsory' });
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(twoPieces());
    const before = structuredClone(state);
    expect(applyAction(rules, state, { type: 'rollPlacement', die: 6 }).ok).toBe(true);
    expect(state).toEqual(before);
  });
});

describe('placeWithoutDice (seed 000 territory special rules)', () => {
  const fieldsAndTilled = () => run(atSquare({ territory: 'waterside', row: 1, col: 3 }), [pick('defender', 'fields'), pick('invader', 'tilledFields')]);

  it('000 Waterside terrain types: Tilled Fields may be placed contiguous to a Field already placed, without dicing', () => {
    let state = fieldsAndTilled();
    expect(noDiceMethods(rules, state, currentPiece(state, 'compulsory')!)).toEqual([]);
    state = run(state, [{ type: 'rollPlacement', die: 2 }, { type: 'rollOpponent', die: 3 }]);
    const tilled = currentPiece(state, 'compulsory')!;
    expect(noDiceMethods(rules, state, tilled)).toEqual(['contiguous']);
    expect(legalActions(rules, state)).toContainEqual({ type: 'placeWithoutDice', method: 'contiguous' });
    expect(eventsOf(state, { type: 'placeWithoutDice', method: 'contiguous' })).toEqual([
      { code: 'placedWithoutDice', audience: 'public', params: { side: 'invader', terrain: 'tilledFields', method: 'contiguous' } },
    ]);
    state = step(state, { type: 'placeWithoutDice', method: 'contiguous' });
    expect(state.pieces[1]).toMatchObject({ terrain: 'tilledFields', placement: { method: 'contiguous' }, opponentDie: null, outcome: 'keep' });
    expect(state.stepId).toBe('selectOptional');
  });

  it('000 Cultivated Special Rule: fields may be placed contiguous to a Town already placed, without dicing', () => {
    let state = run(atSquare({ territory: 'cultivated', row: 0, col: 1 }), [pick('defender', 'town'), pick('invader', 'fields')]);
    state = run(state, [{ type: 'rollPlacement', die: 4 }, { type: 'rollOpponent', die: 1 }]);
    expect(noDiceMethods(rules, state, currentPiece(state, 'compulsory')!)).toEqual(['contiguous']);
  });

  it('000 Waterside terrain types: Marsh may be placed touching Deep Water without dicing', () => {
    let state = atSquare({ territory: 'waterside', row: 0, col: 4 }); // Deep Water, Normal
    state = run(state, [{ type: 'placeDeepWater', edge: 'left' }, pick('defender', 'marsh'), pick('invader', 'hills')]);
    expect(noDiceMethods(rules, state, currentPiece(state, 'compulsory')!)).toEqual(['touching']);
    state = step(state, { type: 'placeWithoutDice', method: 'touching' });
    expect(state.pieces[0]).toMatchObject({ terrain: 'marsh', placement: { method: 'touching' }, outcome: 'keep' });
  });

  it('000 Waterside terrain types: without deep water or a river on the table, Marsh is diced', () => {
    const state = run(atSquare({ territory: 'waterside', row: 1, col: 3 }), [pick('defender', 'marsh'), pick('invader', 'hills')]);
    expect(noDiceMethods(rules, state, currentPiece(state, 'compulsory')!)).toEqual([]);
  });

  it('refuses placing without dice when no exception applies (noDiceNotAllowed)', () => {
    expectRefusal(applyAction(rules, fieldsAndTilled(), { type: 'placeWithoutDice', method: 'contiguous' }), 'noDiceNotAllowed', {});
  });

  it('refuses placing without dice once the piece is placed (wrongStep)', () => {
    const state = step(fieldsAndTilled(), { type: 'rollPlacement', die: 2 });
    expectRefusal(applyAction(rules, state, { type: 'placeWithoutDice', method: 'contiguous' }), 'wrongStep', { stepId: 'placeCompulsory' });
    expectRefusal(placeWithoutDice(rules, state, { type: 'placeWithoutDice', method: 'contiguous' }), 'wrongStep', { stepId: 'placeCompulsory' });
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(run(fieldsAndTilled(), [{ type: 'rollPlacement', die: 2 }, { type: 'rollOpponent', die: 3 }]));
    const before = structuredClone(state);
    expect(applyAction(rules, state, { type: 'placeWithoutDice', method: 'contiguous' }).ok).toBe(true);
    expect(state).toEqual(before);
  });
});

describe("rollOpponent and resolvePiece (seed 000 PBS 9.E: the opponent's die)", () => {
  const rolled = (die: number, state: GameState = twoPieces()) => run(state, [{ type: 'rollPlacement', die: 2 }, { type: 'rollOpponent', die }]);
  const river = () => run(atSquare({ territory: 'cultivated', row: 0, col: 1 }), [pick('defender', 'riversAndStreams'), pick('invader', 'hills')]);

  test.each([
    [1, ['keep'], '000 PBS 9.E: below 4 the piece stays'],
    [2, ['keep'], '000 PBS 9.E: below 4 the piece stays'],
    [3, ['keep'], '000 PBS 9.E: below 4 the piece stays'],
    [4, ['keep', 'move'], '000 PBS 9.E: 4+ move up to 6 BW keeping the orientation'],
    [5, ['keep', 'move', 'pivot'], '000 PBS 9.E: 5+ as above, or pivot up to 360 degrees'],
    [6, ['keep', 'move', 'pivot', 'remove'], '000 PBS 9.E: 6 as above, or remove'],
  ])("opponent's die %i allows %j (%s)", (die, outcomes) => {
    const state = rolled(die);
    const piece = state.pieces[0]!;
    expect(piece.opponentDie).toBe(die);
    expect(allowedOutcomes(rules, state, piece)).toEqual(outcomes);
    // With only "keep" left the piece stays automatically and the next piece comes up.
    expect(piece.outcome).toBe(die < 4 ? 'keep' : null);
  });

  test.each([
    [4, ['keep']],
    [5, ['keep']],
    [6, ['keep', 'remove']],
  ])('000 Cultivated terrain types: Rivers and Streams cannot be moved or pivoted, only removed (die %i -> %j)', (die, outcomes) => {
    const state = rolled(die, river());
    expect(allowedOutcomes(rules, state, state.pieces[0]!)).toEqual(outcomes);
    expect(state.pieces[0]!.outcome).toBe(die === 6 ? null : 'keep');
  });

  it('000 PBS 9.E: the opponent decides what his die allows', () => {
    const state = rolled(5);
    expect(actor(rules, state)).toBe('invader');
    expect(legalActions(rules, state)).toEqual([
      { type: 'resolvePiece', outcome: 'keep' },
      { type: 'resolvePiece', outcome: 'move' },
      { type: 'resolvePiece', outcome: 'pivot' },
    ]);
    const { state: resolved, events } = played(state, { type: 'resolvePiece', outcome: 'pivot' });
    expect(resolved.pieces[0]?.outcome).toBe('pivot');
    expect(events).toEqual([{ code: 'pieceResolved', audience: 'public', params: { side: 'invader', terrain: 'hills', outcome: 'pivot' } }]);
  });

  it('000 PBS 9.E: a die of 4 or more leaves the choice to the opponent, and the event says it is not kept yet', () => {
    const state = step(twoPieces(), { type: 'rollPlacement', die: 2 });
    expect(eventsOf(state, { type: 'rollOpponent', die: 5 })).toEqual([
      { code: 'opponentRolled', audience: 'public', params: { side: 'invader', terrain: 'hills', die: 5, kept: false } },
    ]);
  });

  it('000 PBS 9.E: a removed river is gone', () => {
    const state = step(rolled(6, river()), { type: 'resolvePiece', outcome: 'remove' });
    expect(state.pieces[0]?.outcome).toBe('remove');
  });

  it("refuses an outcome the die does not allow (outcomeNotAllowed)", () => {
    expectRefusal(applyAction(rules, rolled(4), { type: 'resolvePiece', outcome: 'remove' }), 'outcomeNotAllowed', { die: 4, outcome: 'remove' });
    expectRefusal(applyAction(rules, rolled(6, river()), { type: 'resolvePiece', outcome: 'move' }), 'outcomeNotAllowed', { die: 6, outcome: 'move' });
  });

  it("refuses the opponent's die before the placement die, and a decision before the opponent's die (wrongStep)", () => {
    const state = twoPieces();
    const wrong = { stepId: 'placeCompulsory' } as const;
    expectRefusal(applyAction(rules, state, { type: 'rollOpponent', die: 4 }), 'wrongStep', wrong);
    expectRefusal(rollOpponent(rules, state, { type: 'rollOpponent', die: 4 }), 'wrongStep', wrong);
    expectRefusal(applyAction(rules, state, { type: 'resolvePiece', outcome: 'keep' }), 'wrongStep', wrong);
    expectRefusal(resolvePiece(rules, state, { type: 'resolvePiece', outcome: 'keep' }), 'wrongStep', wrong);
  });

  it('does not mutate its input', () => {
    const placed = frozenCopy(step(twoPieces(), { type: 'rollPlacement', die: 2 }));
    const rolledState = frozenCopy(rolled(6));
    const before = structuredClone([placed, rolledState]);
    expect(applyAction(rules, placed, { type: 'rollOpponent', die: 6 }).ok).toBe(true);
    expect(applyAction(rules, rolledState, { type: 'resolvePiece', outcome: 'remove' }).ok).toBe(true);
    expect([placed, rolledState]).toEqual(before);
  });
});

describe('2020 impassable pieces sent to the centre (seed 002 terrain table: "may not go in centre (lost on a 3/4)")', () => {
  const impassableHills = () =>
    run(atSquare({ edition: '2020', territory: 'jungle', row: 0, col: 2 }), [
      { type: 'placeDeepWater', edge: 'left' },
      pick('defender', 'impassableHills'),
      pick('invader', 'hills'),
    ]);

  it.each([
    [3, true, '002: a 3 sends it to the centre, so it is lost'],
    [4, true, '002: a 4 sends it to the centre, so it is lost'],
    [1, false, '002: a 1 puts it in the left flank sector'],
    [6, false, '002: a 6 puts it in the right flank sector'],
  ])('die %i: lost %s (%s)', (die, lost) => {
    const { state, events } = played(impassableHills(), { type: 'rollPlacement', die });
    expect(events).toMatchObject([{ code: 'placementRolled', audience: 'public', params: { side: 'defender', terrain: 'impassableHills', die, lost } }]);
    const piece = state.pieces.find((p) => p.terrain === 'impassableHills');
    expect(piece?.outcome ?? null).toBe(lost ? 'remove' : null);
    expect(currentPiece(state, 'compulsory')?.terrain).toBe(lost ? 'hills' : 'impassableHills');
  });

  it('ordinary 2020 terrain in the centre stays', () => {
    let state = step(impassableHills(), { type: 'rollPlacement', die: 1 });
    state = run(state, [{ type: 'rollOpponent', die: 1 }, { type: 'rollPlacement', die: 3 }]);
    expect(state.pieces.find((p) => p.terrain === 'hills')?.outcome).toBeNull();
  });
});
