import { publicEvent } from '../events';
import { accept, refuse, type StepResult } from '../refusal';
import type { Rules } from '../rules';
import type { ActionOf } from '../schema/action';
import type { GameState, Piece } from '../state';
import { compulsoryChooser, optionalChooser, selectionRefusal } from '../terrain';

/** PBS 9.C-9.D: a player selects a compulsory or optional piece within the density's demand, the caps and declarations. */
export function selectTerrain(rules: Rules, state: GameState, action: ActionOf<'selectTerrain'>): StepResult {
  const kind = state.stepId === 'selectCompulsory' ? 'compulsory' : 'optional';
  const chooser = kind === 'compulsory' ? compulsoryChooser(state) : optionalChooser(rules, state);
  if (action.side !== chooser) return refuse('notYourTurn', { actor: chooser });
  const refusal = selectionRefusal(rules, state, kind, action.terrain, action.declare);
  if (refusal) return { ok: false, error: refusal };
  const piece: Piece = {
    id: state.pieces.length,
    owner: action.side,
    terrain: action.terrain,
    kind,
    declared: action.declare,
    placement: null,
    opponentDie: null,
    outcome: null,
    positions: {},
  };
  return accept({ ...state, pieces: [...state.pieces, piece] }, [
    publicEvent('terrainSelected', { side: action.side, terrain: action.terrain, kind, declared: action.declare }),
  ]);
}

/** PBS 9.D: a player takes no (more) optional pieces. */
export function endSelection(rules: Rules, state: GameState, action: ActionOf<'endSelection'>): StepResult {
  const chooser = optionalChooser(rules, state);
  if (action.side !== chooser) return refuse('notYourTurn', { actor: chooser });
  return accept({ ...state, selectionEnded: { ...state.selectionEnded, [action.side]: true } }, [publicEvent('selectionEnded', { side: action.side })]);
}
