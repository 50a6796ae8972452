import { defineAction, type StepDescriptor } from '../../core/step';
import { publicEvent } from '../../events';
import { accept, type StepResult } from '../../refusal';
import type { Rules } from '../../rules';
import { ConfirmVitalSettlementActionSchema } from './slice';
import type { GameState } from '../../state';
import { editionOf } from '../../terrain';
import { vitalSettlementWords } from './words';

/** Seed 000 PBS 9.E: players place the Vital Settlement or Fort, then confirm. */
export function confirmVitalSettlement(_rules: Rules, state: GameState): StepResult {
  return accept({ ...state, vitalSettlementDone: true }, [publicEvent('vitalSettlementPlaced', {})]);
}

/** Seed 000 PBS 9.E: the players place the Vital Settlement or Fort, where the edition has one, then confirm. */
export const vitalSettlementStep: StepDescriptor = {
  id: 'vitalSettlement',
  words: vitalSettlementWords,
  actions: [defineAction({ linkCode: 20, schema: ConfirmVitalSettlementActionSchema, handle: confirmVitalSettlement })],
  events: { vitalSettlementPlaced: 'room' },
  pending: (rules, state) => editionOf(rules, state).vitalSettlement !== null && !state.vitalSettlementDone,
  source: (rules, state) => {
    const edition = rules.editions[state.setup.edition];
    return edition.vitalSettlement?.source ?? edition.source;
  },
  legal: () => [{ type: 'confirmVitalSettlement' }],
};
