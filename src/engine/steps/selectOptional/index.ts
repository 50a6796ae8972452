import type { StepDescriptor } from '../../core/step';
import { optionalChooser } from '../../terrain';
import { endSelectionAction, selectionActions, selectTerrainAction } from '../selectCompulsory';

/** PBS 9.C: optional terrain is selected in turn until both sides end their selection. */
export const selectOptionalStep: StepDescriptor = {
  id: 'selectOptional',
  actions: [selectTerrainAction, endSelectionAction],
  events: { terrainSelected: 'room', selectionEnded: 'room' },
  pending: (rules, state) => optionalChooser(rules, state) !== null,
  source: (rules, state) => rules.editions[state.setup.edition].selection.source,
  actor: (rules, state) => optionalChooser(rules, state),
  legal: (rules, state) => selectionActions(rules, state, 'optional'),
};
