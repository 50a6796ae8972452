import { refusal, type Refusal } from './refusal';
import { findTerritory, squareAt, type MapSquare, type Rules, type TerrainOption, type TerritoryRules } from './rules';
import type { Demand, DensityRule, Edition, Outcome } from './schema/edition';
import type { Setup } from './schema/setup';
import type { Category } from './schema/vocab';
import { opponent, type FlankState, type GameState, type Piece, type PieceKind, type Side } from './state';

/** The public fields that name the edition and the territory: a game state and every view carry them. */
export interface TerritoryContext {
  setup: Pick<Setup, 'edition'>;
  territory: string | null;
}

/** The edition the game is played under. */
export function editionOf(rules: Rules, state: Pick<TerritoryContext, 'setup'>): Edition {
  return rules.editions[state.setup.edition];
}

/** The chosen territory; only valid once it is chosen. */
export function territoryOf(rules: Rules, state: TerritoryContext): TerritoryRules {
  const territory = state.territory && findTerritory(rules, state.setup.edition, state.territory);
  if (!territory) throw new Error('no territory chosen');
  return territory;
}

/** The public fields that place the army counter on its territory's map: a game state and every view carry them. */
export type CounterContext = TerritoryContext & Pick<GameState, 'counter'>;

/** The square under the army counter. */
export function counterSquare(rules: Rules, state: CounterContext): MapSquare {
  const square = state.counter && state.territory && squareAt(rules, state.setup.edition, state.territory, state.counter.row, state.counter.col);
  if (!square) throw new Error('no counter on the map');
  return square;
}

/** The density row for the final square (PBS 9.B). */
export function densityRule(rules: Rules, state: CounterContext): DensityRule {
  const density = counterSquare(rules, state).density;
  const row = editionOf(rules, state).density.find((d) => d.density === density);
  if (!row) throw new Error(`no density rule for ${density}`);
  return row;
}

function terrainById(territory: TerritoryRules, id: string): TerrainOption | undefined {
  return territory.terrain.find((terrain) => terrain.id === id);
}

export function terrainOf(rules: Rules, state: TerritoryContext, id: string): TerrainOption | undefined {
  return terrainById(territoryOf(rules, state), id);
}

/** Pieces still on the table (not removed by the opponent's die). */
export function standingPieces<P extends Pick<Piece, 'outcome'>>(state: { pieces: readonly P[] }): P[] {
  return state.pieces.filter((p) => p.outcome !== 'remove');
}

/** How many more pieces of a terrain one limit allows: a "max N" (or "max N including X") cap, or the 2020 "1 per pre-laid town or village". */
export type CapLeft =
  | { kind: 'cap'; terrain: readonly string[]; max: number; left: number; source: string }
  | { kind: 'perPlaced'; anchors: readonly string[]; left: number; source: string };

/**
 * Every limit on one more piece of this terrain with what it leaves, counting the pieces still on the
 * table (seed 000 terrain tables; seed 002): the one count behind both `capsAllow` and the UI's "caps left".
 */
export function capsLeft(territory: TerritoryRules, pieces: readonly Piece[], terrainId: string): CapLeft[] {
  return limitsLeft(territory, standingPieces({ pieces }), terrainId);
}

function limitsLeft(territory: TerritoryRules, standing: readonly Piece[], terrainId: string): CapLeft[] {
  const limits: CapLeft[] = [];
  for (const cap of territory.caps) {
    if (!cap.terrain.includes(terrainId)) continue;
    const placed = standing.filter((p) => cap.terrain.includes(p.terrain)).length;
    limits.push({ kind: 'cap', terrain: cap.terrain, max: cap.max, left: Math.max(0, cap.max - placed), source: cap.source });
  }
  const terrain = terrainById(territory, terrainId);
  if (!terrain?.maxPerPlaced) return limits;
  const anchors = standing.filter((p) => terrain.maxPerPlaced?.includes(p.terrain)).length;
  const used = standing.filter((p) => p.terrain === terrainId).length;
  limits.push({ kind: 'perPlaced', anchors: terrain.maxPerPlaced, left: Math.max(0, anchors - used), source: terrain.source });
  return limits;
}

function capRefusal(territory: TerritoryRules, standing: readonly Piece[], terrainId: string): Refusal | null {
  const full = limitsLeft(territory, standing, terrainId).find((limit) => limit.left < 1);
  if (!full) return null;
  return full.kind === 'cap'
    ? refusal('capReached', { terrain: [...full.terrain], max: full.max, source: full.source })
    : refusal('perSettlementCap', { terrain: terrainId, source: full.source });
}

/** Whether one more piece of this terrain keeps every "max N" and "max N including X" cap (seed 000 terrain tables). */
export function capsAllow(rules: Rules, state: TerritoryContext & Pick<GameState, 'pieces'>, terrainId: string): Refusal | null {
  return capRefusal(territoryOf(rules, state), standingPieces(state), terrainId);
}

/** The secure-flank terrain a side may place on the final square, after substitutions and caps (PBS 9.A). */
export function flankOptions(rules: Rules, state: CounterContext & Pick<GameState, 'pieces'>): string[] {
  const flank = counterSquare(rules, state).flank;
  if (flank.kind !== 'pieces') return [];
  const territory = territoryOf(rules, state);
  const allowed = flank.options.filter((id) => territory.terrain.some((t) => t.id === id));
  const substitutes = territory.specialRules.flatMap((rule) =>
    rule.kind === 'flankSubstitute' && flank.options.some((id) => rule.replaces.includes(id)) ? [rule.substitute] : [],
  );
  return [...new Set([...allowed, ...substitutes])].filter((id) => capsAllow(rules, state, id) === null);
}

/** Who places the next secure-flank piece: the defender first, then the invader (PBS 9.A). */
export function flankTurn(state: Pick<GameState, 'pieces' | 'flank'>): Side {
  const defenderDone =
    state.pieces.some((p) => p.kind === 'flank' && p.owner === 'defender') ||
    (state.flank?.kind === 'pieces' && state.flank.skipped.includes('defender'));
  return defenderDone ? 'invader' : 'defender';
}

/** Whether compulsory pieces of these categories can still complete the density's demand (PBS 9.B). */
export function fitsDemand(demand: Demand, categories: readonly Category[]): boolean {
  let difficult = 0;
  let roughOrGood = 0;
  for (const category of categories) {
    if (category === 'difficult') difficult += 1;
    else roughOrGood += 1;
  }
  const spill = Math.max(0, difficult - demand.difficult) + Math.max(0, roughOrGood - demand.roughOrGood);
  return spill <= demand.any;
}

export function demandTotal(demand: Demand): number {
  return demand.difficult + demand.roughOrGood + demand.any;
}

function piecesOf(state: Pick<GameState, 'pieces'>, kind: PieceKind, side?: Side): Piece[] {
  return state.pieces.filter((p) => p.kind === kind && (side === undefined || p.owner === side));
}

function countOf(state: Pick<GameState, 'pieces'>, kind: PieceKind, side?: Side): number {
  let count = 0;
  for (const p of state.pieces) if (p.kind === kind && (side === undefined || p.owner === side)) count += 1;
  return count;
}

/** What every selection check on one state reads, worked out once: the territory, the final square's density, the pieces standing and the compulsory ones' categories. */
interface SelectionBasis {
  territory: TerritoryRules;
  density: DensityRule;
  standing: Piece[];
  compulsory: Category[];
}

/** What a selection is judged on: the territory, its density rule, the pieces standing and the compulsory pieces' categories. */
function selectionBasis(rules: Rules, state: GameState): SelectionBasis {
  const territory = territoryOf(rules, state);
  const compulsory: Category[] = [];
  for (const p of state.pieces) if (p.kind === 'compulsory') compulsory.push(terrainById(territory, p.terrain)?.category ?? 'good');
  return { territory, density: densityRule(rules, state), standing: standingPieces(state), compulsory };
}

/** Why this terrain (plain or declared) may not be selected on this basis, or null when it may. */
function optionRefusal(basis: SelectionBasis, kind: 'compulsory' | 'optional', terrain: TerrainOption, declare: 'dangerous' | 'impassable' | null): Refusal | null {
  const { density } = basis;
  if ((terrain.impassable || declare === 'impassable') && !density.impassableAllowed) {
    return refusal('impassableNotAllowed', { density: density.density, source: density.source });
  }
  if (declare) {
    const rule = terrain.declarations.find((d) => d.status === declare);
    if (!rule) return refusal('declarationNotAllowed', { terrain: terrain.id, status: declare });
    const already = basis.standing.filter((p) => p.terrain === terrain.id && p.declared === declare).length;
    if (already >= rule.max) {
      return refusal('declarationLimit', { terrain: terrain.id, status: declare, max: rule.max, source: terrain.source });
    }
  }
  const cap = capRefusal(basis.territory, basis.standing, terrain.id);
  if (cap) return cap;
  if (kind === 'compulsory' && !fitsDemand(density.compulsory, [...basis.compulsory, terrain.category])) {
    return refusal('categoryFull', { category: terrain.category, density: density.density, source: density.source });
  }
  return null;
}

/** Why a side may not select this terrain now, or null when it may (PBS 9.B-9.D, territory caps and declarations). */
export function selectionRefusal(
  rules: Rules,
  state: GameState,
  kind: 'compulsory' | 'optional',
  terrainId: string,
  declare: 'dangerous' | 'impassable' | null,
): Refusal | null {
  const territory = territoryOf(rules, state);
  const terrain = terrainById(territory, terrainId);
  if (!terrain) return refusal('notInTerrainTable', { terrain: terrainId, territory: territory.id });
  return optionRefusal(selectionBasis(rules, state), kind, terrain, declare);
}

/** One selection a side could make: a terrain, plain or with an allowed declaration. */
export interface SelectOption {
  terrain: string;
  declare: 'dangerous' | 'impassable' | null;
}

/** Whether any selection is possible now (stops at the first). */
export function hasSelectable(rules: Rules, state: GameState, kind: 'compulsory' | 'optional'): boolean {
  const basis = selectionBasis(rules, state);
  return basis.territory.terrain.some(
    (t) => optionRefusal(basis, kind, t, null) === null || t.declarations.some((d) => optionRefusal(basis, kind, t, d.status) === null),
  );
}

/** The selections open now: each terrain, plain or with an allowed declaration. */
export function selectableOptions(rules: Rules, state: GameState, kind: 'compulsory' | 'optional'): SelectOption[] {
  const basis = selectionBasis(rules, state);
  const options: SelectOption[] = [];
  for (const t of basis.territory.terrain) {
    if (optionRefusal(basis, kind, t, null) === null) options.push({ terrain: t.id, declare: null });
    for (const d of t.declarations) if (optionRefusal(basis, kind, t, d.status) === null) options.push({ terrain: t.id, declare: d.status });
  }
  return options;
}


/** Who selects the next compulsory piece: alternately, defender first (PBS 9.C). */
export function compulsoryChooser(state: GameState): Side {
  return countOf(state, 'compulsory') % 2 === 0 ? 'defender' : 'invader';
}

/** Whether compulsory selection still has pieces to choose (and a legal one to choose). */
export function compulsorySelectionOpen(rules: Rules, state: GameState): boolean {
  const target = demandTotal(densityRule(rules, state).compulsory);
  return countOf(state, 'compulsory') < target && hasSelectable(rules, state, 'compulsory');
}

/**
 * Who chooses the next optional piece: 2023 defender all then invader; 2020 alternately, defender first. A side may
 * still choose while it has chosen fewer than the density's number (PBS 9.D) and some terrain may still be selected,
 * which is the same for both sides and worked out once, when first asked.
 */
export function optionalChooser(rules: Rules, state: GameState): Side | null {
  let selectable: boolean | undefined;
  const openFor = (side: Side) =>
    !state.selectionEnded[side] && countOf(state, 'optional', side) < densityRule(rules, state).optionalEach && (selectable ??= hasSelectable(rules, state, 'optional'));
  if (editionOf(rules, state).selection.optional === 'defenderAllThenInvader') {
    if (openFor('defender')) return 'defender';
    return openFor('invader') ? 'invader' : null;
  }
  const preferred: Side = countOf(state, 'optional', 'defender') <= countOf(state, 'optional', 'invader') ? 'defender' : 'invader';
  if (openFor(preferred)) return preferred;
  return openFor(opponent(preferred)) ? opponent(preferred) : null;
}

/** The order pieces are placed in: alternately, defender first, each player his own pieces (PBS 9.C-9.D). */
export function placementQueue(state: Pick<GameState, 'pieces'>, kind: 'compulsory' | 'optional'): Piece[] {
  const defender = piecesOf(state, kind, 'defender');
  const invader = piecesOf(state, kind, 'invader');
  const out: Piece[] = [];
  for (let i = 0; i < Math.max(defender.length, invader.length); i++) {
    const d = defender[i];
    const v = invader[i];
    if (d) out.push(d);
    if (v) out.push(v);
  }
  return out;
}

/**
 * The piece being placed now, if any: the first of `placementQueue` not resolved yet. A side's n-th piece stands at
 * 2n (the defender's) or 2n + 1 (the invader's) in that queue, so one pass finds it without building the queue
 * (every step asks for it several times an action).
 */
export function currentPiece(state: Pick<GameState, 'pieces'>, kind: 'compulsory' | 'optional'): Piece | undefined {
  let defenders = 0;
  let invaders = 0;
  let current: Piece | undefined;
  let currentAt = Infinity;
  for (const p of state.pieces) {
    if (p.kind !== kind) continue;
    const at = p.owner === 'defender' ? 2 * defenders++ : 2 * invaders++ + 1;
    if (p.outcome === null && at < currentAt) {
      current = p;
      currentAt = at;
    }
  }
  return current;
}

/** Ways the owner may place this piece without the placement die (territory exceptions, seed 000). */
export function noDiceMethods(
  rules: Rules,
  state: TerritoryContext & { pieces: readonly Pick<Piece, 'id' | 'terrain' | 'placement' | 'outcome'>[]; flank: FlankState | null },
  piece: Pick<Piece, 'id' | 'terrain'>,
): ('contiguous' | 'touching')[] {
  const terrain = terrainOf(rules, state, piece.terrain);
  if (!terrain) return [];
  const placed = standingPieces(state).filter((p) => p.placement !== null && p.id !== piece.id).map((p) => p.terrain);
  const contiguousTo = new Set(terrain.placement.contiguousWithoutDice ?? []);
  for (const rule of territoryOf(rules, state).specialRules) {
    if (rule.kind === 'contiguousWithoutDice' && rule.terrain.includes(piece.terrain)) rule.to.forEach((id) => contiguousTo.add(id));
  }
  const touching = terrain.placement.touchingWithoutDice ?? [];
  const deepWaterOnTable = state.flank?.kind === 'deepWater';
  const methods: ('contiguous' | 'touching')[] = [];
  if (placed.some((id) => contiguousTo.has(id))) methods.push('contiguous');
  if (placed.some((id) => touching.includes(id)) || (deepWaterOnTable && touching.includes('deepWater'))) methods.push('touching');
  return methods;
}

/** What the opponent may do with a piece after his die (PBS 9.E); rivers may not be moved or pivoted. */
export function allowedOutcomes(rules: Rules, state: TerritoryContext, piece: Pick<Piece, 'terrain' | 'opponentDie'>): Outcome[] {
  const die = piece.opponentDie;
  if (die === null) return [];
  const movable = !terrainOf(rules, state, piece.terrain)?.placement.cannotBeMoved;
  const earned = editionOf(rules, state)
    .opponent.rows.filter((row) => die >= row.min)
    .map((row) => row.outcome)
    .filter((outcome) => movable || outcome === 'remove');
  return ['keep', ...earned];
}
