import { appended, defineAction, revised, type HandleContext, type StepDescriptor } from '../../core/step';
import { publicEvent } from '../../events';
import { accept, refuse, type StepResult } from '../../refusal';
import type { Rules } from '../../rules';
import type { Action, ActionOf } from '../../schema/action';
import { SelectTerrainActionSchema } from './slice';
import type { GameState, Piece } from '../../state';
import { compulsoryChooser, compulsorySelectionOpen, optionalChooser, selectableOptions, selectionRefusal } from '../../terrain';
import { selectCompulsoryWords } from './words';

/** PBS 9.C-9.D: a player selects a compulsory or optional piece within the density's demand, the caps and declarations. */
export function selectTerrain(rules: Rules, state: GameState, action: ActionOf<'selectTerrain'>, context?: HandleContext): StepResult {
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
  return accept(revised(state, { pieces: appended(state.pieces, piece, context) }, context), [
    publicEvent('terrainSelected', { side: action.side, terrain: action.terrain, kind, declared: action.declare }),
  ]);
}

/** PBS 9.B-9.C: choosing a terrain piece (and declaring it dangerous or impassable where allowed). */
export const selectTerrainAction = defineAction({ linkCode: 14, schema: SelectTerrainActionSchema, handle: selectTerrain });

/** The terrain the side choosing now may select, and for optional terrain, ending the selection. */
export function selectionActions(rules: Rules, state: GameState, kind: 'compulsory' | 'optional'): Action[] {
  const side = kind === 'compulsory' ? compulsoryChooser(state) : optionalChooser(rules, state);
  if (side === null) return [];
  const picks = selectableOptions(rules, state, kind).map((o): Action => ({ type: 'selectTerrain', side, terrain: o.terrain, declare: o.declare }));
  return kind === 'optional' ? [...picks, { type: 'endSelection', side }] : picks;
}

/** PBS 9.B: the compulsory terrain of the territory is selected in turn. */
export const selectCompulsoryStep: StepDescriptor = {
  id: 'selectCompulsory',
  words: selectCompulsoryWords,
  actions: [selectTerrainAction],
  events: { terrainSelected: 'room' },
  pending: (rules, state) => compulsorySelectionOpen(rules, state),
  source: (rules, state) => rules.editions[state.setup.edition].selection.source,
  actor: (_rules, state) => compulsoryChooser(state),
  legal: (rules, state) => selectionActions(rules, state, 'compulsory'),
};
