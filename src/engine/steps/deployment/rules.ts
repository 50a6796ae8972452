import { appended, revised, type HandleContext } from '../../core/step';
import { deploymentItem, deploymentPlan, pendingBatch, unansweredConditions } from '../../deployment';
import { publicEvent } from '../../events';
import { accept, refuse, type StepResult } from '../../refusal';
import type { Rules } from '../../rules';
import { inForce, rulesVersionOf, type InForce } from '../../rulesVersion';
import type { ActionOf } from '../../schema/action';
import type { GameState } from '../../state';

/** PBS 10.B-10.G: the next instruction of the deployment plan is done. */
export function tickDeployment(rules: Rules, state: GameState, action: ActionOf<'tickDeployment'>, context?: HandleContext): StepResult {
  const entry = deploymentItem(rules, state, action.item);
  if (action.item !== state.deploymentTicks.length || !entry) return refuse('deploymentOrder', { expected: state.deploymentTicks.length });
  return accept(revised(state, { deploymentTicks: appended(state.deploymentTicks, action.item, context) }, context), [publicEvent('deploymentDone', { item: action.item, entry })]);
}

/**
 * From app rules 3 a batch waits for the players' answer to each camp option's condition the app cannot decide (issue 34);
 * games of rules 2 were played when a batch could be confirmed without it, and the option then stayed unconfirmed.
 */
const WAITS_FOR_ANSWER: InForce = { since: 3 };

/**
 * Seed 000 PBS 10.B-10.G: the players confirm the next batch of the deployment plan at once (the
 * batches are in `deploymentBatches`). Files from before batches tick one item at a time (`tickDeployment`).
 */
export function deployBatch(rules: Rules, state: GameState, action: ActionOf<'deployBatch'>): StepResult {
  const next = pendingBatch(deploymentPlan(rules, state), state.deploymentTicks);
  if (!next || next.batch !== action.batch) return refuse('deploymentOrder', { expected: state.deploymentTicks.length });
  const asked = unansweredConditions(next);
  if (asked.length > 0 && inForce(WAITS_FOR_ANSWER, rulesVersionOf(state.setup))) return refuse('conditionPending', { item: asked[0]!, batch: action.batch });
  const items = next.items.map(({ index }) => index).filter((index) => !state.deploymentTicks.includes(index));
  return accept({ ...state, deploymentTicks: [...state.deploymentTicks, ...items] }, [
    publicEvent('deploymentBatchDone', { batch: action.batch, items: next.items.map(({ item }) => item) }),
  ]);
}

/**
 * Issue 27 (log version 6): the players' yes or no for a camp option whose condition the app cannot decide (seed 000
 * territory special rules, e.g. Waterside's "adjacent to the Deep Water Flank"); asked before its batch is confirmed,
 * and answered again until then. A plan item the app decides, or of another kind, is not asked.
 */
export function confirmCondition(rules: Rules, state: GameState, action: ActionOf<'confirmCondition'>): StepResult {
  const entry = deploymentItem(rules, state, action.item);
  if (entry?.code !== 'campOption' || entry.condition !== 'unknown') return refuse('conditionNotAsked', { item: action.item });
  if (state.deploymentTicks.includes(action.item)) return refuse('deploymentOrder', { expected: state.deploymentTicks.length });
  const conditions = [...state.conditions.filter((c) => c.item !== action.item), { item: action.item, holds: action.holds }].sort((a, b) => a.item - b.item);
  return accept({ ...state, conditions }, [publicEvent('conditionConfirmed', { item: action.item, holds: action.holds, entry: { ...entry, holds: action.holds, applies: action.holds } })]);
}
