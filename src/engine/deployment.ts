import { findTerritory, type Rules } from './rules';
import type { z } from '../lib/zod';
import type { DeploymentItemSchema, ShareSchema } from './schema/deployment';
import type { PublicView } from './schema/view';
import { opponent, type Side } from './state';
import { campCondition } from './steps/deployment/campCondition';

/** Where a share of the army comes from (schema/deployment.ts). */
export type Share = z.infer<typeof ShareSchema>;

/** One instruction of the deployment plan, in the order players carry them out (schema/deployment.ts). */
export type DeploymentItem = z.infer<typeof DeploymentItemSchema>;

/** A percentage of an army's TuGs as a whole number, rounded as the components data says (RULES-NOTES 4). */
export function tugsFor(rules: Rules, percent: number, total: number): number {
  const rounding = rules.components.tugRounding;
  const exact = (percent * total) / 100;
  const rounded = rounding.method === 'up' ? Math.ceil(exact - 1e-9) : rounding.method === 'down' ? Math.floor(exact + 1e-9) : Math.round(exact);
  const atLeast = rounding.atLeastOneIfAboveZero && percent > 0 ? Math.max(1, rounded) : rounded;
  return Math.min(total, atLeast);
}

/** The public fields the deployment plan reads, so a game state or the room's public view can be planned. */
export type DeploymentInput = Pick<PublicView, 'setup' | 'roles' | 'territory' | 'scouting' | 'pieces' | 'flank' | 'conditions'>;

/**
 * The batches players confirm at once, in order: 0 the zones, camp options and the first opening
 * share; 1 the ambushes and the second opening share; 2 the rest of both armies in turns; 3 generals
 * and declarations (PBS 10.B-10.G). A batch with no item is skipped.
 */
const DEPLOYMENT_BATCHES = 4;

/** A batch of the plan: its number and its items, each with its index in the plan. */
export interface DeploymentBatch {
  batch: number;
  items: { index: number; item: DeploymentItem }[];
}

/**
 * The order the closing instructions have in the plan's indexes, which older files tick one by one (`tickDeployment`):
 * a format, not a rule. The order they are shown in is the edition's `finalSteps`, the source's (PBS 10.E before 10.F-10.G).
 */
const FINAL_STEPS_INDEX_ORDER = ['generals', 'flankMarches', 'declare'] as const;

function batchesOf(plan: readonly DeploymentItem[]): DeploymentBatch[] {
  return Array.from({ length: DEPLOYMENT_BATCHES }, (_, batch) => ({
    batch,
    items: plan.flatMap((item, index) => (item.batch === batch ? [{ index, item }] : [])),
  })).filter((b) => b.items.length > 0);
}

/**
 * The plan's items grouped by batch, each with its index in the plan; empty batches are left out. Given the edition's
 * `finalSteps` (the source's order), the closing instructions are listed in that order; their indexes stay as they are.
 */
export function deploymentBatches(plan: readonly DeploymentItem[], shownOrder: readonly string[] = []): DeploymentBatch[] {
  const rank = (item: DeploymentItem) => shownOrder.indexOf(item.code);
  return batchesOf(plan).map((b) => ({
    batch: b.batch,
    items: [...b.items].sort((x, y) => (rank(x.item) < 0 || rank(y.item) < 0 ? x.index - y.index : rank(x.item) - rank(y.item) || x.index - y.index)),
  }));
}

/** The batch the players confirm next: the first with an item not done yet, or undefined when all are done (read only, shared). */
export function pendingBatch(plan: readonly DeploymentItem[], done: readonly number[]): Readonly<DeploymentBatch> | undefined {
  return batchesOf(plan).find((b) => b.items.some(({ index }) => !done.includes(index)));
}

/** The plan items of a batch whose condition the app cannot decide and the players have not answered yet (issue 27). */
export function unansweredConditions(batch: Readonly<DeploymentBatch>): number[] {
  return batch.items.flatMap(({ index, item }) => (item.code === 'campOption' && item.condition === 'unknown' && item.holds === null ? [index] : []));
}

/**
 * The deployment plan as concrete instructions with TuG counts for each player (seed 000 PBS
 * 10.B-10.G; seed 002). It depends on the scouting result and, for the camp options, on the flank, the pieces
 * on the table and the players' answers; a camp option that does not apply stays in the plan, marked, so every
 * item keeps its index and older files replay (issue 27).
 */
export function deploymentPlan(rules: Rules, state: DeploymentInput): DeploymentItem[] {
  const scouting = state.scouting;
  if (!scouting || !state.roles) return [];
  return planItems(rules, state, scouting).map((item, index) => judged(rules, state, item, index));
}

/** How many items the deployment plan has: what the step waits for, without judging the camp options' conditions on the table. */
export function deploymentPlanLength(rules: Rules, state: DeploymentInput): number {
  const scouting = state.scouting;
  if (!scouting || !state.roles) return 0;
  return planItems(rules, state, scouting).length;
}

/** One item of the deployment plan as `deploymentPlan` gives it, judging only its own camp option's condition, if it is one. */
export function deploymentItem(rules: Rules, state: DeploymentInput, index: number): DeploymentItem | undefined {
  const scouting = state.scouting;
  if (!scouting || !state.roles) return undefined;
  const item = planItems(rules, state, scouting)[index];
  return item && judged(rules, state, item, index);
}

/** A camp option not judged yet: the verdict changes an item's marks, never how many items the plan has or where they stand. */
const UNJUDGED = { condition: 'unknown', reason: 'byEye', holds: null, applies: false } as const;

/** A plan item with its camp option's condition judged on the table (issue 27); any other item as it is. */
function judged(rules: Rules, state: DeploymentInput, item: DeploymentItem, index: number): DeploymentItem {
  if (item.code !== 'campOption') return item;
  const rule = state.territory ? findTerritory(rules, state.setup.edition, state.territory)?.specialRules[item.rule] : undefined;
  return rule?.kind === 'campIn' ? { ...item, ...campCondition(rules, state, rule, index) } : item;
}

/** What a plan was built from, beside the plan (`planItems`). */
interface Planned {
  rules: Rules;
  setup: DeploymentInput['setup'];
  roles: DeploymentInput['roles'];
  territory: DeploymentInput['territory'];
  items: readonly DeploymentItem[];
}

/**
 * The last plan built for a scouting result, with what it was built from. Scouting ends before deployment and nothing
 * the plan reads changes after it, so each tick of a deployment (and each screen's look at it) reads the plan its game's
 * state already built instead of building it again; a state built otherwise (another setup, roles or territory) builds its own.
 */
const PLANS = new WeakMap<object, Planned>();

/** The plan's items in order, each camp option with its condition not judged yet (`judged` does that, item by item). */
function planItems(rules: Rules, state: DeploymentInput, scouting: NonNullable<DeploymentInput['scouting']>): readonly DeploymentItem[] {
  const known = PLANS.get(scouting);
  if (known && known.rules === rules && known.setup === state.setup && known.roles === state.roles && known.territory === state.territory) return known.items;
  const items = buildPlan(rules, state, scouting);
  PLANS.set(scouting, { rules, setup: state.setup, roles: state.roles, territory: state.territory, items });
  return items;
}

/** The plan's items as `planItems` gives them, built from the rules and the state. */
function buildPlan(rules: Rules, state: DeploymentInput, scouting: NonNullable<DeploymentInput['scouting']>): DeploymentItem[] {
  const d = rules.editions[state.setup.edition].deployment;
  const source = d.source;
  const roles = state.roles;
  if (!roles) throw new Error('roles are not decided yet');
  const armies = { invader: state.setup.players[roles.invader].army, defender: state.setup.players[roles.defender].army };
  const territory = state.territory && findTerritory(rules, state.setup.edition, state.territory);
  if (!territory) throw new Error('no territory chosen');
  const first: Side = scouting.outscouted ?? 'defender';
  const share: Share = scouting.outscouted ? { kind: 'outscouted', percent: scouting.by, outscouted: scouting.outscouted } : { kind: 'third' };
  const percent = share.kind === 'outscouted' ? share.percent : 100 / 3;
  let batch = 0;
  const items: DeploymentItem[] = [{ code: 'zones', side: 'both', tugs: null, source, batch }];
  territory.specialRules.forEach((rule, index) => {
    if (rule.kind !== 'campIn') return;
    items.push({ code: 'campOption', rule: index, ...UNJUDGED, attackerFallback: rule.attackerFallback, side: 'defender', tugs: null, source: rule.source, batch });
  });
  const placed: Record<Side, number> = { invader: 0, defender: 0 };
  // Each side's opening: the first's in batch 0, then the ambushes and the other's in batch 1.
  const openings: [Side, Side | null][] = [
    [first, null],
    [opponent(first), first],
  ];
  for (const [side, follows] of openings) {
    if (follows) {
      batch = 1;
      items.push({ code: 'ambushes', side: 'both', tugs: null, source, batch });
    }
    const { tugs, deploysFirst } = armies[side];
    const n = tugsFor(rules, percent, tugs);
    items.push({ code: 'placeCamp', side, tugs: null, source, batch });
    // Only the troops the edition names deploy first (2023: batteries, barricades, battle wagons, redoubts; 2020: also expendables).
    if (d.firstTroops.some((kind) => deploysFirst[kind] > 0)) items.push({ code: 'placeFirst', first: deploysFirst, side, tugs: null, source, batch });
    items.push({ code: 'openingShare', share, of: tugs, follows, side, tugs: n, source, batch });
    placed[side] = n;
  }
  batch = 2;
  let turn: Side = first;
  while (placed.invader < armies.invader.tugs || placed.defender < armies.defender.tugs) {
    const total = armies[turn].tugs;
    if (placed[turn] < total) {
      const n = Math.min(tugsFor(rules, 100 / 3, total), total - placed[turn]);
      placed[turn] += n;
      items.push({ code: 'third', left: total - placed[turn], side: turn, tugs: n, source, batch });
    }
    turn = opponent(turn);
  }
  batch = 3;
  for (const step of FINAL_STEPS_INDEX_ORDER.filter((s) => d.finalSteps.includes(s))) {
    if (step === 'generals') {
      items.push({ code: 'generals', side: 'defender', tugs: null, source, batch }, { code: 'generals', side: 'invader', tugs: null, source, batch });
    } else items.push({ code: step, side: 'both', tugs: null, source, batch });
  }
  return items;
}
