import { chanceAction } from './chance';
import { applyAction } from './game';
import type { GameEvent } from './events';
import type { Rules } from './rules';
import type { Action } from './schema/action';
import { type GameState, type Side } from './state';
import { currentPiece, noDiceMethods } from './terrain';

const SIDES: readonly Side[] = ['defender', 'invader'];

/** PBS 8.D: a side with no cards left must pass; it has nothing to choose, so the app plays the pass. */
function forcedPass(state: GameState): Action | null {
  if (state.phase !== 'march' && state.phase !== 'territoryCards') return null;
  const side = SIDES.find((s) => !(s in state.commits) && state.handCounts[s] === 0);
  if (!side) return null;
  return state.phase === 'march' ? { type: 'playDayCard', side, card: null } : { type: 'playTerritoryCard', side, card: null };
}

/** A placement the owner may make without dicing is a choice, so its die is not rolled for him. */
function placementChoice(rules: Rules, state: GameState): boolean {
  if (state.phase !== 'placeCompulsory' && state.phase !== 'placeOptional') return false;
  const piece = currentPiece(state, state.phase === 'placeCompulsory' ? 'compulsory' : 'optional');
  return piece !== undefined && piece.placement === null && noDiceMethods(rules, state, piece).length > 0;
}

/**
 * What the step waits for when nobody decides it: in digital mode the seeded roll, shuffle or deal
 * (STYLE habit 3: still an action in the log), and anywhere the pass of a side with no cards left.
 * Null when a player has something to choose or report.
 */
export function automaticAction(rules: Rules, state: GameState): Action | null {
  const pass = forcedPass(state);
  if (pass) return pass;
  if (placementChoice(rules, state)) return null;
  return chanceAction(rules, state);
}

/** The automatic actions applied from `state` on, with their events, until a player has something to do. */
export interface Advance {
  actions: Action[];
  events: GameEvent[][];
  state: GameState;
}

/** Most automatic actions in a row: roll-off ties re-roll, and a seed could tie many times. */
const MOST = 10_000;

/** Applies every automatic action from `state` on (see `automaticAction`), stopping where a player must act. */
export function advance(rules: Rules, state: GameState): Advance {
  const actions: Action[] = [];
  const events: GameEvent[][] = [];
  let current = state;
  for (let i = 0; i < MOST; i++) {
    const action = automaticAction(rules, current);
    if (!action) break;
    const result = applyAction(rules, current, action);
    if (!result.ok) throw new Error(`the automatic ${action.type} was refused: ${result.error.code}`);
    actions.push(action);
    events.push(result.events);
    current = result.state;
  }
  return { actions, events, state: current };
}
