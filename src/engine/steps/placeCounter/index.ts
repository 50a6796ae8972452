import { defineAction, type StepDescriptor } from '../../core/step';
import { isOnTerritory } from '../../map';
import { PlaceCounterActionSchema } from '../../schema/actions';
import type { Square } from '../../state';
import { placeCounter } from '../territory';

/** The 25 squares of a PBS map, row by row. */
const SQUARES: readonly Square[] = Array.from({ length: 25 }, (_, i) => ({ row: Math.floor(i / 5), col: i % 5 }));

/** PBS 8.C: the defender (the invader after an intercept) places the counter on the territory. */
export const placeCounterStep: StepDescriptor = {
  id: 'placeCounter',
  actions: [defineAction({ linkCode: 8, schema: PlaceCounterActionSchema, handle: placeCounter })],
  events: { counterPlaced: 'room' },
  pending: (_rules, state) => state.counter === null,
  source: (rules, state) => rules.editions[state.setup.edition].counterPlacement.source,
  actor: (_rules, state) => (state.intercept ? 'invader' : 'defender'),
  legal: (rules, state) => SQUARES.filter((s) => isOnTerritory(rules, state, s)).map((s) => ({ type: 'placeCounter', row: s.row, col: s.col })),
};
