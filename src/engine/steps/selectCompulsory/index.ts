import { defineAction, type StepDescriptor } from '../../core/step';
import type { Action } from '../../schema/action';
import { EndSelectionActionSchema, SelectTerrainActionSchema } from '../../schema/actions';
import type { GameState } from '../../state';
import type { Rules } from '../../rules';
import { compulsoryChooser, compulsorySelectionOpen, optionalChooser, selectableOptions } from '../../terrain';
import { endSelection, selectTerrain } from '../selection';

/** PBS 9.B-9.C: choosing a terrain piece (and declaring it dangerous or impassable where allowed). */
export const selectTerrainAction = defineAction({ linkCode: 14, schema: SelectTerrainActionSchema, handle: selectTerrain });

/** PBS 9.C: a side ends its optional selection. */
export const endSelectionAction = defineAction({ linkCode: 15, schema: EndSelectionActionSchema, handle: endSelection });

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
  actions: [selectTerrainAction],
  events: { terrainSelected: 'room' },
  pending: (rules, state) => compulsorySelectionOpen(rules, state),
  source: (rules, state) => rules.editions[state.setup.edition].selection.source,
  actor: (_rules, state) => compulsoryChooser(state),
  legal: (rules, state) => selectionActions(rules, state, 'compulsory'),
};
