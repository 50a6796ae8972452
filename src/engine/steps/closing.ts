import { isTopOf } from '../cards';
import { deploymentPlan } from '../deployment';
import { accept, refuse, type StepResult } from '../refusal';
import type { Rules } from '../rules';
import type { ActionOf } from '../schema/action';
import { weatherForScore, type WeatherColumn } from '../schema/weather';
import { scoutingResult } from '../scouting';
import { playerOf, type GameState, type Side } from '../state';
import { territoryOf } from '../terrain';

/** Seed 000 PBS 9.E: players place the Vital Settlement or Fort, then confirm. */
export function confirmVitalSettlement(_rules: Rules, state: GameState): StepResult {
  return accept({ ...state, vitalSettlementDone: true });
}

/** Seed 002 Weather rules: 2D6 plus the season, looked up in the territory's column; a double is changeable. */
export function rollWeather(rules: Rules, state: GameState, action: ActionOf<'rollWeather'>): StepResult {
  const season = rules.weather.seasons.find((s) => s.id === state.season);
  if (!season) return refuse('wrongStep', 'The season has not been chosen.');
  const { min, max } = rules.weather.scoreRange;
  const score = Math.min(max, Math.max(min, action.dice[0] + action.dice[1] + season.modifier));
  const column = territoryOf(rules, state).weatherColumn as WeatherColumn;
  return accept({
    ...state,
    weather: {
      dice: action.dice,
      score,
      weather: weatherForScore(rules.weather.table, column, score),
      changeable: rules.weather.changeableOnDouble && action.dice[0] === action.dice[1],
    },
  });
}

/** Cards each side draws for scouting: up to his army's scouting total, counting the PBS cards he kept (PBS 10.A). */
export function scoutingDraws(state: GameState, side: Side): number {
  const total = state.setup.players[playerOf(state, side)].army.scoutingCards;
  return Math.max(0, total - state.handCounts[side]);
}

/** PBS 10.A, digital cards: each is dealt from the top of the deck up to his scouting total, invader first, into his hand. */
export function dealScouting(rules: Rules, state: GameState, action: ActionOf<'dealScouting'>): StepResult {
  if (!state.deck || !state.hands) return refuse('wrongStep', 'Scouting cards are dealt only with digital cards.');
  const dealt = [...action.invader, ...action.defender];
  if (action.invader.length !== scoutingDraws(state, 'invader') || action.defender.length !== scoutingDraws(state, 'defender') || !isTopOf(state.deck, dealt)) {
    return refuse('chanceMismatch', 'Scouting cards must come from the top of the deck, enough to reach each scouting total.');
  }
  const cards = { invader: [...state.hands.invader, ...action.invader], defender: [...state.hands.defender, ...action.defender] };
  return accept({
    ...state,
    deck: state.deck.slice(dealt.length),
    hands: cards,
    handCounts: { invader: cards.invader.length, defender: cards.defender.length },
    scouting: scoutingResult(rules, state.setup.edition, cards),
  });
}

/** PBS 10.A, physical cards: the players report the cards they hold for scouting. */
export function reportScouting(rules: Rules, state: GameState, action: ActionOf<'reportScouting'>): StepResult {
  if (state.hands) return refuse('wrongStep', 'With digital cards the app deals the scouting cards.');
  for (const side of ['invader', 'defender'] as const) {
    const limit = Math.max(state.setup.players[playerOf(state, side)].army.scoutingCards, state.handCounts[side]);
    if (action[side].length > limit) return refuse('badCards', `The ${side} holds at most ${limit} scouting cards.`);
  }
  return accept({ ...state, scouting: scoutingResult(rules, state.setup.edition, { invader: action.invader, defender: action.defender }) });
}

/** PBS 10.B-10.G: the next instruction of the deployment plan is done. */
export function tickDeployment(rules: Rules, state: GameState, action: ActionOf<'tickDeployment'>): StepResult {
  const plan = deploymentPlan(rules, state);
  if (action.item !== state.deploymentTicks.length || action.item >= plan.length) {
    return refuse('unknownItem', 'Tick the deployment instructions in order.');
  }
  return accept({ ...state, deploymentTicks: [...state.deploymentTicks, action.item] });
}

/** Seed 000 PBS 10.H: the pre-game moves are done. */
export function confirmPreGameMoves(_rules: Rules, state: GameState): StepResult {
  return accept({ ...state, preGameMovesDone: true });
}
