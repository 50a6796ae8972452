import { deploymentPlan } from './deployment';
import type { Rules } from './rules';
import { PHASES, type GameState, type Phase, type PlayerIndex, type Side } from './state';
import { compulsoryChooser, compulsorySelectionOpen, currentPiece, editionOf, flankTurn, optionalChooser } from './terrain';

function flankPending(state: GameState): boolean {
  const flank = state.flank;
  if (!flank) return false;
  if (flank.kind === 'deepWater') return flank.edge === null;
  if (flank.kind === 'pieces') {
    return (['defender', 'invader'] as const).some(
      (side) => !flank.skipped.includes(side) && !state.pieces.some((p) => p.kind === 'flank' && p.owner === side),
    );
  }
  return false;
}

/** Whether a step still has something to decide; the first such step in PHASES is the current one. */
function pending(rules: Rules, state: GameState, phase: Phase): boolean {
  switch (phase) {
    case 'rollOff':
      return state.rollOffWinner === null;
    case 'chooseRole':
      return state.roles === null;
    case 'intercept':
      return state.intercept === null;
    case 'season':
      return state.season === null;
    case 'shuffle':
      return state.setup.cards === 'digital' && state.deck === null;
    case 'dealPbs':
      return state.setup.cards === 'digital' && state.hands === null;
    case 'territoryCards':
      return state.territoryCards === null;
    case 'chooseTerritory':
      return state.territory === null;
    case 'placeCounter':
      return state.counter === null;
    case 'march':
      return state.pendingMove === null && state.days.length < editionOf(rules, state).march.days;
    case 'moveCounter':
      return state.pendingMove !== null;
    case 'secureFlanks':
      return state.flank === null || flankPending(state);
    case 'selectCompulsory':
      return compulsorySelectionOpen(rules, state);
    case 'placeCompulsory':
      return currentPiece(state, 'compulsory') !== undefined;
    case 'selectOptional':
      return optionalChooser(rules, state) !== null;
    case 'placeOptional':
      return currentPiece(state, 'optional') !== undefined;
    case 'vitalSettlement':
      return editionOf(rules, state).vitalSettlement !== null && !state.vitalSettlementDone;
    case 'weather':
      return state.weather === null;
    case 'scouting':
      return state.scouting === null;
    case 'deployment':
      return state.deploymentTicks.length < deploymentPlan(rules, state).length;
    case 'preGameMoves':
      return editionOf(rules, state).preGameMoves !== null && !state.preGameMovesDone;
    case 'done':
      return true;
  }
}

/** Each step's place in PHASES. */
const PHASE_INDEX = new Map<Phase, number>(PHASES.map((phase, i) => [phase, i]));

/**
 * The step the pre-battle stands at: the first one, from the current step on, with something left to
 * decide. Steps never reopen, except that the march resumes after each counter move.
 */
export function nextPhase(rules: Rules, state: GameState): Phase {
  for (let i = PHASE_INDEX.get(state.phase === 'moveCounter' ? 'march' : state.phase) ?? PHASES.length - 1; i < PHASES.length; i++) {
    const phase = PHASES[i] as Phase;
    if (pending(rules, state, phase)) return phase;
  }
  return 'done';
}

/** Moves the state to the step it now stands at. */
export function settle(rules: Rules, state: GameState): GameState {
  const phase = nextPhase(rules, state);
  return phase === state.phase ? state : reshaped(state, { phase, rng: state.rng, battle: state.battle });
}

/**
 * A copy of the state with the step, the generator and the battle given, made by one object literal so
 * that every state `applyAction` returns has one hidden class: the steps' own `{ ...state }` copies then
 * each meet one kind of object, not one per step, which made them the slowest part of a replay (issue 14).
 * The fields are in `initialState`'s order.
 */
export function reshaped(state: GameState, { phase, rng, battle }: Pick<GameState, 'phase' | 'rng' | 'battle'>): GameState {
  return {
    setup: state.setup,
    rng,
    phase,
    rollOff: state.rollOff,
    rollOffWinner: state.rollOffWinner,
    roles: state.roles,
    intercept: state.intercept,
    season: state.season,
    deck: state.deck,
    hands: state.hands,
    handCounts: state.handCounts,
    played: state.played,
    commits: state.commits,
    territoryCards: state.territoryCards,
    territoryChooser: state.territoryChooser,
    territory: state.territory,
    counter: state.counter,
    days: state.days,
    pendingMove: state.pendingMove,
    flank: state.flank,
    pieces: state.pieces,
    selectionEnded: state.selectionEnded,
    vitalSettlementDone: state.vitalSettlementDone,
    weather: state.weather,
    scouting: state.scouting,
    deploymentTicks: state.deploymentTicks,
    preGameMovesDone: state.preGameMovesDone,
    battle,
  };
}

/** Who must act now: a side, a player before roles are set, both (secret or shared steps), or nobody. */
export function actor(rules: Rules, state: GameState): Side | PlayerIndex | 'both' | null {
  switch (state.phase) {
    case 'chooseRole':
    case 'intercept':
      return state.rollOffWinner;
    case 'season':
      return rules.weather.chooser;
    case 'chooseTerritory':
      return state.territoryChooser;
    case 'placeCounter':
      return state.intercept ? 'invader' : 'defender';
    case 'moveCounter':
      return state.pendingMove?.winner ?? null;
    case 'secureFlanks':
      return state.flank?.kind === 'pieces' ? flankTurn(state) : 'defender';
    case 'selectCompulsory':
      return compulsoryChooser(state);
    case 'selectOptional':
      return optionalChooser(rules, state);
    case 'placeCompulsory':
    case 'placeOptional': {
      const piece = currentPiece(state, state.phase === 'placeCompulsory' ? 'compulsory' : 'optional');
      if (!piece) return null;
      return piece.placement === null ? piece.owner : piece.owner === 'invader' ? 'defender' : 'invader';
    }
    case 'done':
      return null;
    default:
      return 'both';
  }
}
