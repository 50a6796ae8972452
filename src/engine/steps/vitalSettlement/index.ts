import { defineAction, type StepDescriptor } from '../../core/step';
import { publicEvent } from '../../events';
import { accept, refuse, type StepResult } from '../../refusal';
import type { Rules } from '../../rules';
import { inForce, rulesVersionOf, type InForce } from '../../rulesVersion';
import type { ActionOf } from '../../schema/action';
import type { Setup } from '../../schema/setup';
import { ConfirmVitalSettlementActionSchema } from './slice';
import type { GameState } from '../../state';
import { editionOf } from '../../terrain';
import { vitalSettlementWords } from './words';

/** From app rules 5 the players may say the battle has no Vital Settlement or Fort (issue 38); before, they could only confirm it placed. */
const NONE_ANSWER: InForce = { since: 5 };

/** Whether a game may answer that its battle has no Vital Settlement or Fort (app rules 5 on). */
export function mayHaveNoVitalSettlement(setup: Pick<Setup, 'rulesVersion' | 'legacyTerritoryPass'>): boolean {
  return inForce(NONE_ANSWER, rulesVersionOf(setup));
}

/** Seed 000 PBS 9.E: players place the Vital Settlement or Fort, then confirm, or say the battle has none. */
export function confirmVitalSettlement(_rules: Rules, state: GameState, action: ActionOf<'confirmVitalSettlement'>): StepResult {
  if (action.placed === undefined) return accept({ ...state, vitalSettlementDone: true }, [publicEvent('vitalSettlementPlaced', {})]);
  if (!mayHaveNoVitalSettlement(state.setup)) return refuse('notInForce', { type: action.type, rulesVersion: rulesVersionOf(state.setup) });
  return accept({ ...state, vitalSettlementDone: true, vitalSettlementNone: true }, [publicEvent('vitalSettlementNone', {})]);
}

/** Seed 000 PBS 9.E: the players place the Vital Settlement or Fort, where the edition has one, then confirm, or say there is none. */
export const vitalSettlementStep: StepDescriptor = {
  id: 'vitalSettlement',
  words: vitalSettlementWords,
  actions: [defineAction({ linkCode: 20, schema: ConfirmVitalSettlementActionSchema, handle: confirmVitalSettlement })],
  events: { vitalSettlementPlaced: 'room', vitalSettlementNone: 'room' },
  pending: (rules, state) => editionOf(rules, state).vitalSettlement !== null && !state.vitalSettlementDone,
  source: (rules, state) => {
    const edition = rules.editions[state.setup.edition];
    return edition.vitalSettlement?.source ?? edition.source;
  },
  legal: (_rules, state) => [{ type: 'confirmVitalSettlement' }, ...(mayHaveNoVitalSettlement(state.setup) ? [{ type: 'confirmVitalSettlement' as const, placed: false as const }] : [])],
};
