import { defineAction, type StepDescriptor } from '../../core/step';
import { ConfirmVitalSettlementActionSchema } from '../../schema/actions';
import { editionOf } from '../../terrain';
import { confirmVitalSettlement } from '../closing';

/** Seed 000 PBS 9.E: the players place the Vital Settlement or Fort, where the edition has one, then confirm. */
export const vitalSettlementStep: StepDescriptor = {
  id: 'vitalSettlement',
  actions: [defineAction({ linkCode: 20, schema: ConfirmVitalSettlementActionSchema, handle: confirmVitalSettlement })],
  events: { vitalSettlementPlaced: 'room' },
  pending: (rules, state) => editionOf(rules, state).vitalSettlement !== null && !state.vitalSettlementDone,
  source: (rules, state) => {
    const edition = rules.editions[state.setup.edition];
    return edition.vitalSettlement?.source ?? edition.source;
  },
  legal: () => [{ type: 'confirmVitalSettlement' }],
};
