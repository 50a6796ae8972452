// @vitest-environment node
import { densityRule, territoryOf, type GameState, type Piece, type Side } from '.';
import { editionOf, selectableOptions, selectionRefusal } from './terrain';
import { frozenCopy } from '../../tests/support/deepFreeze';
import { atSquare, rules, TERRITORIES_2023 } from '../../tests/support/scenario';
import {
  capsAllow,
  compulsoryChooser,
  currentPiece,
  demandTotal,
  fitsDemand,
  optionalChooser,
  placementQueue,
  standingPieces,
} from './terrain';

/** A piece as selection makes it; tests add pieces this way to ask the pure helpers about a table. */
const piece = (id: number, owner: Side, terrain: string, kind: Piece['kind'] = 'compulsory', outcome: Piece['outcome'] = null): Piece => ({
  id,
  owner,
  terrain,
  kind,
  declared: null,
  placement: null,
  opponentDie: null,
  outcome,
  positions: {},
});

const withPieces = (state: GameState, pieces: Piece[]): GameState => ({ ...state, pieces });

/** A No Flank square of each 2023 territory (seed 000 maps), for questions about its terrain table. */
const NO_FLANK: Record<string, [number, number]> = {
  waterside: [1, 3],
  desert: [0, 1],
  cultivated: [0, 1],
  forest: [1, 3],
  jungle: [4, 2],
  plains: [0, 1],
  mountains: [0, 1],
};
const at = (territory: string) => atSquare({ territory, row: NO_FLANK[territory]![0], col: NO_FLANK[territory]![1] });

describe('fitsDemand (seed 000 PBS 9.B; seed 002 Terrain Density)', () => {
  const VD = { difficult: 2, roughOrGood: 2, any: 0 };
  const D = { difficult: 2, roughOrGood: 1, any: 0 };
  const N = { difficult: 0, roughOrGood: 0, any: 2 };
  const O = { difficult: 0, roughOrGood: 0, any: 1 };
  const F = { difficult: 0, roughOrGood: 0, any: 0 };
  test.each([
    ['000 PBS 9.B Very Dense', VD, ['difficult', 'difficult', 'rough', 'good'], true],
    ['000 PBS 9.B Very Dense', VD, ['difficult', 'difficult', 'difficult'], false],
    ['000 PBS 9.B Very Dense', VD, ['good', 'rough', 'rough'], false],
    ['000 PBS 9.B Dense', D, ['difficult', 'good', 'difficult'], true],
    ['000 PBS 9.B Dense', D, ['rough', 'good'], false],
    ['000 PBS 9.B Normal', N, ['difficult', 'difficult'], true],
    ['000 PBS 9.B Normal', N, ['good', 'rough'], true],
    ['000 PBS 9.B Normal', N, ['good', 'rough', 'difficult'], false],
    ['000 PBS 9.B Open', O, ['rough'], true],
    ['000 PBS 9.B Open', O, ['rough', 'difficult'], false],
    ['000 PBS 9.B Featureless', F, ['good'], false],
  ] as const)('%s: %j compulsory pieces -> fits %s', (_rule, demand, categories, fits) => {
    expect(fitsDemand(demand, categories)).toBe(fits);
  });

  test.each([
    ['2023', 'veryDense', 4, 2, true],
    ['2023', 'dense', 3, 2, true],
    ['2023', 'normal', 2, 2, true],
    ['2023', 'open', 1, 2, false],
    ['2023', 'featureless', 0, 2, false],
    ['2020', 'veryDense', 4, 3, true],
    ['2020', 'dense', 3, 2, true],
    ['2020', 'normal', 2, 2, true],
    ['2020', 'open', 1, 1, false],
    ['2020', 'featureless', 0, 1, false],
  ] as const)('%s %s: %i compulsory in total, up to %i optional each, impassable allowed: %s (000 PBS 9.B; 002 Terrain Density)', (edition, density, total, optional, impassable) => {
    const row = rules.editions[edition].density.find((d) => d.density === density)!;
    expect(demandTotal(row.compulsory)).toBe(total);
    expect(row.optionalEach).toBe(optional);
    expect(row.impassableAllowed).toBe(impassable);
  });
});

describe('densityRule and the final square (seed 000 PBS 9.B)', () => {
  test.each([
    ['waterside', 4, 4, 'veryDense'],
    ['waterside', 0, 1, 'featureless'],
    ['cultivated', 2, 2, 'dense'],
    ['plains', 2, 2, 'featureless'],
    ['mountains', 2, 1, 'veryDense'],
  ])('000 %s map row %i column %i is %s', (territory, row, col, density) => {
    expect(densityRule(rules, atSquare({ territory, row, col })).density).toBe(density);
  });
});

describe('capsAllow: every "max N" and "max N including X" is a shared limit (seed 000 terrain tables)', () => {
  const rows = TERRITORIES_2023.flatMap((territory) =>
    rules.territories['2023'].find((t) => t.id === territory)!.caps.map((cap) => [territory, cap.terrain.join(' + '), cap.max, cap.source] as const),
  );

  test.each(rows)('%s: %s at most %i (%s)', (territory, terrains, max, source) => {
    const ids = terrains.split(' + ');
    const state = at(territory);
    // Fill the cap with the last terrain it names; the first one is then refused too, citing this cap.
    const full = withPieces(state, Array.from({ length: max }, (_, i) => piece(i, i % 2 ? 'invader' : 'defender', ids[ids.length - 1]!)));
    expect(capsAllow(rules, full, ids[0]!)).toEqual({ code: 'capReached', params: { terrain: ids, max, source } });
    const short = withPieces(state, full.pieces.slice(1));
    const stillCapped = territoryOf(rules, state).caps.some(
      (c) => c.terrain.includes(ids[0]!) && short.pieces.filter((p) => c.terrain.includes(p.terrain)).length >= c.max,
    );
    expect(capsAllow(rules, short, ids[0]!) === null).toBe(!stillCapped);
  });

  test.each([
    ['waterside', 'fields', 'tilledFields', 2, '000 Waterside: Fields (max 2 including Tilled Fields)'],
    ['waterside', 'village', 'town', 2, '000 Waterside: Village (max 2 including Town)'],
    ['desert', 'town', 'village', 1, '000 Desert: Village (max 1 including Town)'],
    ['cultivated', 'village', 'town', 2, '000 Cultivated: Village (max 2 including Town)'],
    ['forest', 'village', 'town', 2, '000 Forest: Village (max 2 including Town)'],
  ])('%s: %s and %s share a cap of %i (%s)', (territory, a, b, max) => {
    const state = at(territory);
    const pieces = Array.from({ length: max }, (_, i) => piece(i, 'defender', i === 0 ? a : b));
    expect(capsAllow(rules, withPieces(state, pieces.slice(0, max - 1)), a)).toBeNull();
    const cap = territoryOf(rules, state).caps.find((c) => c.terrain.includes(a) && c.terrain.includes(b))!;
    expect(capsAllow(rules, withPieces(state, pieces), a)).toEqual({ code: 'capReached', params: { terrain: cap.terrain, max, source: cap.source } });
  });

  it('000 PBS 9.E: removed pieces no longer count', () => {
    const state = withPieces(at('desert'), [piece(0, 'defender', 'village', 'compulsory', 'remove')]);
    expect(standingPieces(state)).toEqual([]);
    expect(capsAllow(rules, state, 'town')).toBeNull();
  });

  it('002 Terrain table: Boundaried Fields, a maximum of 1 per pre-laid town or village', () => {
    const state = atSquare({ edition: '2020', territory: 'standard', row: 2, col: 2 });
    const refused = { code: 'perSettlementCap', params: { terrain: 'boundariedFields', source: '002 Terrain table: Boundaried Fields' } };
    expect(capsAllow(rules, state, 'boundariedFields')).toEqual(refused);
    const oneVillage = withPieces(state, [piece(0, 'defender', 'village')]);
    expect(capsAllow(rules, oneVillage, 'boundariedFields')).toBeNull();
    expect(capsAllow(rules, withPieces(state, [...oneVillage.pieces, piece(1, 'invader', 'boundariedFields')]), 'boundariedFields')).toEqual(refused);
  });
});

describe('selectableOptions and declarations (seed 000 PBS 9.B; territory special rules)', () => {
  it('000 PBS 9.B Open: Mountains are offered in Mountains territory, but never declared Impassable', () => {
    const picks = selectableOptions(rules, atSquare({ territory: 'mountains', row: 0, col: 2 }), 'compulsory');
    expect(picks).toContainEqual({ terrain: 'mountains', declare: null });
    expect(picks.some((p) => p.declare === 'impassable')).toBe(false);
  });

  it('000 Mountains Special: Mountains may be declared Impassable and Marsh (1) Dangerous at Normal density', () => {
    const picks = selectableOptions(rules, at('mountains'), 'compulsory');
    expect(picks).toContainEqual({ terrain: 'mountains', declare: 'impassable' });
    expect(picks).toContainEqual({ terrain: 'marsh', declare: 'dangerous' });
    const oneDangerous = withPieces(at('mountains'), [{ ...piece(0, 'defender', 'marsh'), declared: 'dangerous' }]);
    // Only 1 Marsh may be declared Dangerous in Mountains (and Marsh is max 1 there as well).
    expect(selectionRefusal(rules, oneDangerous, 'optional', 'marsh', 'dangerous')).toEqual({
      code: 'declarationLimit',
      params: { terrain: 'marsh', status: 'dangerous', max: 1, source: '000 Mountains terrain types: Marsh' },
    });
    // Hills have no declaration at all there.
    expect(selectionRefusal(rules, at('mountains'), 'optional', 'hills', 'dangerous')).toEqual({
      code: 'declarationNotAllowed',
      params: { terrain: 'hills', status: 'dangerous' },
    });
  });

  test.each([
    ['jungle', 'forest', 2, null, '000 Jungle: up to 2 Forests declared Dangerous'],
    ['jungle', 'marsh', 2, 'capReached', '000 Jungle: up to 2 Marshes Dangerous, but Marsh (max 1) binds first'],
    ['desert', 'sandyGround', 2, null, '000 Desert: up to 2 Sandy Ground declared Dangerous'],
    ['plains', 'sandyGround', 2, null, '000 Plains: up to 2 Sandy Ground declared Dangerous'],
    ['mountains', 'marsh', 1, null, '000 Mountains: 1 Marsh declared Dangerous'],
  ])('%s %s: at most %i declared Dangerous; one fewer -> %s (%s)', (territory, terrain, max, belowMax: string | null, _rule: string) => {
    const state = at(territory);
    const declared = Array.from({ length: max }, (_, i) => ({ ...piece(i, 'defender', terrain, 'optional'), declared: 'dangerous' as const }));
    const source = territoryOf(rules, state).terrain.find((t) => t.id === terrain)!.source;
    expect(selectionRefusal(rules, withPieces(state, declared), 'optional', terrain, 'dangerous')).toEqual({
      code: 'declarationLimit',
      params: { terrain, status: 'dangerous', max, source },
    });
    expect(selectionRefusal(rules, withPieces(state, declared.slice(1)), 'optional', terrain, 'dangerous')?.code ?? null).toBe(belowMax);
  });
});

describe('who chooses and who places (seed 000 PBS 9.C-9.D; seed 002)', () => {
  it('000 PBS 9.C: compulsory choice alternates, defender first', () => {
    const state = at('cultivated');
    expect(compulsoryChooser(state)).toBe('defender');
    expect(compulsoryChooser(withPieces(state, [piece(0, 'defender', 'hills')]))).toBe('invader');
    expect(compulsoryChooser(withPieces(state, [piece(0, 'defender', 'hills'), piece(1, 'invader', 'woods')]))).toBe('defender');
  });

  it('000 PBS 9.D: 2023 optional choice is the defender until he has 2 or stops, then the invader', () => {
    const state = atSquare({ territory: 'cultivated', row: 1, col: 3 });
    expect(editionOf(rules, state).selection.optional).toBe('defenderAllThenInvader');
    expect(optionalChooser(rules, withPieces(state, [piece(0, 'defender', 'hills', 'optional')]))).toBe('defender');
    expect(optionalChooser(rules, withPieces(state, [piece(0, 'defender', 'hills', 'optional'), piece(1, 'defender', 'hills', 'optional')]))).toBe('invader');
    expect(optionalChooser(rules, { ...state, selectionEnded: { defender: true, invader: false } })).toBe('invader');
    expect(optionalChooser(rules, { ...state, selectionEnded: { defender: true, invader: true } })).toBeNull();
  });

  it('002 Setting up the Terrain: 2020 optional choice alternates, defender first, until both stop', () => {
    const state = atSquare({ edition: '2020', territory: 'coastal', row: 0, col: 2 }); // Normal
    expect(editionOf(rules, state).selection.optional).toBe('alternateDefenderFirst');
    expect(optionalChooser(rules, state)).toBe('defender');
    expect(optionalChooser(rules, withPieces(state, [piece(0, 'defender', 'hills', 'optional')]))).toBe('invader');
    expect(optionalChooser(rules, { ...withPieces(state, [piece(0, 'defender', 'hills', 'optional')]), selectionEnded: { defender: false, invader: true } })).toBe('defender');
  });

  it('000 PBS 9.C-9.D: pieces are placed alternately, defender first, each side in the order chosen', () => {
    const state = withPieces(at('cultivated'), [
      piece(0, 'defender', 'hills', 'optional'),
      piece(1, 'defender', 'woods', 'optional'),
      piece(2, 'invader', 'brush', 'optional'),
    ]);
    expect(placementQueue(state, 'optional').map((p) => p.id)).toEqual([0, 2, 1]);
    expect(currentPiece(state, 'optional')?.id).toBe(0);
    const firstDone = withPieces(state, state.pieces.map((p) => (p.id === 0 ? { ...p, outcome: 'keep' as const } : p)));
    expect(currentPiece(firstDone, 'optional')?.id).toBe(2);
  });

  it('the piece being placed is the first unresolved one of the placement queue, for every order of owners and outcomes', () => {
    const state = at('cultivated');
    for (let count = 0; count <= 6; count++) {
      for (let pattern = 0; pattern < 4 ** count; pattern++) {
        const pieces = Array.from({ length: count }, (_, id) => {
          const bits = pattern >> (2 * id);
          return piece(id, bits & 1 ? 'invader' : 'defender', 'hills', id % 3 === 2 ? 'compulsory' : 'optional', bits & 2 ? 'keep' : null);
        });
        const table = withPieces(state, pieces);
        expect(currentPiece(table, 'optional')).toBe(placementQueue(table, 'optional').find((p) => p.outcome === null));
      }
    }
  });

  it('does not mutate its input', () => {
    const state = frozenCopy(withPieces(at('waterside'), [piece(0, 'defender', 'fields')]));
    expect(capsAllow(rules, state, 'tilledFields')).toBeNull();
    expect(selectableOptions(rules, state, 'compulsory').length).toBeGreaterThan(0);
    expect(placementQueue(state, 'compulsory')).toHaveLength(1);
  });
});
