import { isTopOf } from '../cards';
import { deploymentPlan, pendingBatch } from '../deployment';
import { privateEvent, publicEvent } from '../events';
import { accept, refuse, type StepResult } from '../refusal';
import type { Rules } from '../rules';
import type { ActionOf } from '../schema/action';
import { weatherForScore, type WeatherColumn } from '../schema/weather';
import { scoutingResult } from '../scouting';
import { playerOf, type GameState, type ScoutingResult, type Side } from '../state';
import { territoryOf } from '../terrain';

/** Seed 000 PBS 9.E: players place the Vital Settlement or Fort, then confirm. */
export function confirmVitalSettlement(_rules: Rules, state: GameState): StepResult {
  return accept({ ...state, vitalSettlementDone: true }, [publicEvent('vitalSettlementPlaced', {})]);
}

/** Seed 002 Weather rules: 2D6 plus the season, looked up in the territory's column; a double is changeable. */
export function rollWeather(rules: Rules, state: GameState, action: ActionOf<'rollWeather'>): StepResult {
  const season = rules.weather.seasons.find((s) => s.id === state.season);
  if (!season) return refuse('wrongStep', { stepId: state.stepId });
  const { min, max } = rules.weather.scoreRange;
  const score = Math.min(max, Math.max(min, action.dice[0] + action.dice[1] + season.modifier));
  const column = territoryOf(rules, state).weatherColumn as WeatherColumn;
  const weather = {
    dice: action.dice,
    score,
    weather: weatherForScore(rules.weather.table, column, score),
    changeable: rules.weather.changeableOnDouble && action.dice[0] === action.dice[1],
  };
  return accept({ ...state, weather }, [publicEvent('weatherRolled', weather)]);
}

/** The scouting result everyone sees (PBS 10.A). */
function scoutingEvent(scouting: ScoutingResult) {
  return publicEvent('scoutingCounted', { totals: scouting.totals, outscouted: scouting.outscouted, by: scouting.by });
}

/** Cards each side draws for scouting: up to his army's scouting total, counting the PBS cards he kept (PBS 10.A). */
export function scoutingDraws(state: Pick<GameState, 'roles' | 'handCounts'> & { setup: Pick<GameState['setup'], 'players'> }, side: Side): number {
  const total = state.setup.players[playerOf(state, side)].army.scoutingCards;
  return Math.max(0, total - state.handCounts[side]);
}

/** PBS 10.A, physical cards: the most scouting cards a side can report, its scouting total or the PBS cards it kept if more; the screen stops its picks here. */
export function scoutingCardLimit(state: Pick<GameState, 'roles' | 'handCounts'> & { setup: Pick<GameState['setup'], 'players'> }, side: Side): number {
  return Math.max(state.setup.players[playerOf(state, side)].army.scoutingCards, state.handCounts[side]);
}

/** PBS 10.A, digital cards: each is dealt from the top of the deck up to his scouting total, invader first, into his hand. */
export function dealScouting(rules: Rules, state: GameState, action: ActionOf<'dealScouting'>): StepResult {
  if (!state.deck || !state.hands) return refuse('wrongStep', { stepId: state.stepId });
  const dealt = [...action.invader, ...action.defender];
  if (action.invader.length !== scoutingDraws(state, 'invader') || action.defender.length !== scoutingDraws(state, 'defender') || !isTopOf(state.deck, dealt)) {
    return refuse('badDeal', { purpose: 'scouting' });
  }
  const cards = { invader: [...state.hands.invader, ...action.invader], defender: [...state.hands.defender, ...action.defender] };
  const scouting = scoutingResult(rules, state.setup.edition, cards);
  return accept(
    {
      ...state,
      deck: state.deck.slice(dealt.length),
      hands: cards,
      handCounts: { invader: cards.invader.length, defender: cards.defender.length },
      scouting,
    },
    [
      publicEvent('cardsDealt', { purpose: 'scouting', invader: action.invader.length, defender: action.defender.length }),
      privateEvent('invader', 'handDealt', { side: 'invader', purpose: 'scouting', cards: action.invader }),
      privateEvent('defender', 'handDealt', { side: 'defender', purpose: 'scouting', cards: action.defender }),
      scoutingEvent(scouting),
    ],
  );
}

/** PBS 10.A, physical cards: the players report the cards they hold for scouting. */
export function reportScouting(rules: Rules, state: GameState, action: ActionOf<'reportScouting'>): StepResult {
  if (state.hands) return refuse('wrongStep', { stepId: state.stepId });
  for (const side of ['invader', 'defender'] as const) {
    const limit = scoutingCardLimit(state, side);
    if (action[side].length > limit) return refuse('tooManyScoutingCards', { side, limit });
  }
  const scouting = scoutingResult(rules, state.setup.edition, { invader: action.invader, defender: action.defender });
  return accept({ ...state, scouting }, [scoutingEvent(scouting)]);
}

/** PBS 10.B-10.G: the next instruction of the deployment plan is done. */
export function tickDeployment(rules: Rules, state: GameState, action: ActionOf<'tickDeployment'>): StepResult {
  const plan = deploymentPlan(rules, state);
  const entry = plan[action.item];
  if (action.item !== state.deploymentTicks.length || !entry) return refuse('deploymentOrder', { expected: state.deploymentTicks.length });
  return accept({ ...state, deploymentTicks: [...state.deploymentTicks, action.item] }, [publicEvent('deploymentDone', { item: action.item, entry })]);
}

/**
 * Seed 000 PBS 10.B-10.G: the players confirm the next batch of the deployment plan at once (the
 * batches are in `deploymentBatches`). Files from before batches tick one item at a time (`tickDeployment`).
 */
export function deployBatch(rules: Rules, state: GameState, action: ActionOf<'deployBatch'>): StepResult {
  const next = pendingBatch(deploymentPlan(rules, state), state.deploymentTicks);
  if (!next || next.batch !== action.batch) return refuse('deploymentOrder', { expected: state.deploymentTicks.length });
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
  const entry = deploymentPlan(rules, state)[action.item];
  if (entry?.code !== 'campOption' || entry.condition !== 'unknown') return refuse('conditionNotAsked', { item: action.item });
  if (state.deploymentTicks.includes(action.item)) return refuse('deploymentOrder', { expected: state.deploymentTicks.length });
  const conditions = [...state.conditions.filter((c) => c.item !== action.item), { item: action.item, holds: action.holds }].sort((a, b) => a.item - b.item);
  return accept({ ...state, conditions }, [publicEvent('conditionConfirmed', { item: action.item, holds: action.holds, entry: { ...entry, holds: action.holds, applies: action.holds } })]);
}

/** Seed 000 PBS 10.H: the pre-game moves are done. */
export function confirmPreGameMoves(_rules: Rules, state: GameState): StepResult {
  return accept({ ...state, preGameMovesDone: true }, [publicEvent('preGameMovesDone', {})]);
}
