import { defineAction, type StepDescriptor } from '../../core/step';
import { publicEvent } from '../../events';
import { accept, refuse, type StepResult } from '../../refusal';
import type { Rules } from '../../rules';
import type { ActionOf } from '../../schema/action';
import { EndSelectionActionSchema } from './slice';
import type { GameState } from '../../state';
import { optionalChooser } from '../../terrain';
import { selectionActions, selectTerrainAction } from '../selectCompulsory';
import { selectOptionalWords } from './words';

/** PBS 9.D: a player takes no (more) optional pieces. */
export function endSelection(rules: Rules, state: GameState, action: ActionOf<'endSelection'>): StepResult {
  const chooser = optionalChooser(rules, state);
  if (action.side !== chooser) return refuse('notYourTurn', { actor: chooser });
  return accept({ ...state, selectionEnded: { ...state.selectionEnded, [action.side]: true } }, [publicEvent('selectionEnded', { side: action.side })]);
}

/** PBS 9.C: a side ends its optional selection. */
const endSelectionAction = defineAction({ linkCode: 15, schema: EndSelectionActionSchema, handle: endSelection });

/** PBS 9.C: optional terrain is selected in turn until both sides end their selection. */
export const selectOptionalStep: StepDescriptor = {
  id: 'selectOptional',
  words: selectOptionalWords,
  actions: [selectTerrainAction, endSelectionAction],
  events: { terrainSelected: 'room', selectionEnded: 'room' },
  pending: (rules, state) => optionalChooser(rules, state) !== null,
  source: (rules, state) => rules.editions[state.setup.edition].selection.source,
  actor: (rules, state) => optionalChooser(rules, state),
  legal: (rules, state) => selectionActions(rules, state, 'optional'),
};
