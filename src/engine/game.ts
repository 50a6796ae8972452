import { appDecides, chanceAction, isSeededChance, sameChance, seededChance } from './chance';
import { publicEvent, type GameEvent } from './events';
import { COLOURS, FACES, type Colour } from './schema/vocab';
import { actor, settle } from './flow';
import { reachableSquares, isOnTerritory } from './map';
import { refuse, type Refusal, type StepResult } from './refusal';
import { findTerritory, type Rules } from './rules';
import { ActionSchema, type Action, type ActionType } from './schema/action';
import type { Setup } from './schema/setup';
import { canPass } from './steps/march';
import { confirmPreGameMoves, confirmVitalSettlement, dealScouting, deployBatch, reportScouting, rollWeather, tickDeployment } from './steps/closing';
import { dealPbs, shuffleDeck } from './steps/deal';
import { placeDeepWater, placeFlankPiece, skipFlankPiece } from './steps/flanks';
import { chooseRole, chooseSeason, declareIntercept, rollOff, rollOffDice } from './steps/opening';
import { placeWithoutDice, resolvePiece, rollOpponent, rollPlacement } from './steps/placement';
import { battleActions, battleWeatherChance, endBattle, rollBattleWeather } from './steps/battle';
import { recordPosition } from './steps/position';
import { endSelection, selectTerrain } from './steps/selection';
import { canPassTerritoryCard, chooseTerritory, placeCounter, playTerritoryCard } from './steps/territory';
import { moveCounter, playDayCard } from './steps/march';
import { initialState, playerOf, type GameState, type Phase, type Side } from './state';
import { allowedOutcomes, currentPiece, flankOptions, noDiceMethods, selectableTerrain } from './terrain';
import { deploymentBatches, deploymentPlan } from './deployment';
import { validateSetup, type SetupErrors } from './setup';

type Handler = (rules: Rules, state: GameState, action: never) => StepResult;

/** Which actions each step accepts (seed 000 PBS 8-10 in order). */
const HANDLERS: Partial<Record<Phase, Partial<Record<ActionType, Handler>>>> = {
  rollOff: { rollOff },
  chooseRole: { chooseRole },
  intercept: { declareIntercept },
  season: { chooseSeason },
  shuffle: { shuffleDeck },
  dealPbs: { dealPbs },
  territoryCards: { playTerritoryCard },
  chooseTerritory: { chooseTerritory },
  placeCounter: { placeCounter },
  march: { playDayCard },
  moveCounter: { moveCounter },
  secureFlanks: { placeDeepWater, placeFlankPiece, skipFlankPiece },
  selectCompulsory: { selectTerrain },
  placeCompulsory: { rollPlacement, placeWithoutDice, rollOpponent, resolvePiece },
  selectOptional: { selectTerrain, endSelection },
  placeOptional: { rollPlacement, placeWithoutDice, rollOpponent, resolvePiece },
  vitalSettlement: { confirmVitalSettlement },
  weather: { rollWeather },
  scouting: { dealScouting, reportScouting },
  deployment: { deployBatch, tickDeployment },
  preGameMoves: { confirmPreGameMoves },
  done: { rollBattleWeather, endBattle },
};

/** Actions any step accepts, from anyone, without changing the step (positions on the table diagram). */
const ANY_STEP: Partial<Record<ActionType, Handler>> = { recordPosition };

/** A new game at the roll-off, or the setup's errors field by field. */
export function newGame(rules: Rules, setup: unknown): { ok: true; state: GameState } | { ok: false; errors: SetupErrors } {
  const checked = validateSetup(rules, setup);
  if (!checked.ok) return checked;
  return { ok: true, state: settle(rules, initialState(checked.setup)) };
}

function actingSide(action: Action): Side | null {
  return 'side' in action ? action.side : null;
}

/**
 * Applies one action: the new state and the events it produced, or a refusal code (STYLE habit 2).
 * Digital mode: a chance action must be exactly what the seed gives at this point, so an edited roll,
 * shuffle or deal is refused as `chanceMismatch`; the generator's new position is what drawing it took.
 */
export function applyAction(rules: Rules, state: GameState, input: unknown): StepResult {
  // The engine's own seeded roll or deal for this state is frozen and valid; anything else (files, links, players) is parsed.
  const parsed = isSeededChance(rules, state, input) ? { success: true as const, data: input } : ActionSchema.safeParse(input);
  if (!parsed.success) return refuse('invalidAction', {});
  const action = parsed.data;
  const handler = ANY_STEP[action.type] ?? HANDLERS[state.phase]?.[action.type];
  if (!handler) return refuse('wrongStep', { phase: state.phase });
  const side = actingSide(action);
  const who = actor(rules, state);
  if (side && who !== 'both' && who !== side) return refuse('notYourTurn', { actor: who });
  // A battle turn's digital dice come from the battle seed's own generator, everything else from the pre-battle seed's (issue 13).
  const battleTurn = action.type === 'rollBattleWeather';
  const chance = battleTurn ? battleWeatherChance(rules, state) : appDecides(state, action.type) ? seededChance(rules, state) : null;
  if (chance && !sameChance(chance.action, action)) return refuse('chanceMismatch', { expected: chance.action, got: action });
  const result = handler(rules, state, action as never);
  if (!result.ok) return result;
  const drawn = !chance ? result.state : battleTurn ? { ...result.state, battle: { ...result.state.battle, rng: chance.rng } } : { ...result.state, rng: chance.rng };
  const next = settle(rules, drawn);
  const ended = next.phase === 'done' && state.phase !== 'done';
  return { ok: true, state: next, events: ended ? [...result.events, publicEvent('preBattleEnded', {})] : result.events };
}

function cardChoices(state: GameState, side: Side, allowPass: boolean): (Colour | null)[] {
  if (side in state.commits) return [];
  const held: Colour[] = state.hands ? [...new Set(state.hands[side])] : state.handCounts[side] > 0 ? [...COLOURS] : [];
  return allowPass ? [...held, null] : held;
}

/** Every action allowed now, enumerated where finite (physical scouting reports are free lists and are not); after the pre-battle, the battle's weather. */
export function legalActions(rules: Rules, state: GameState): Action[] {
  const chance = chanceAction(rules, state);
  if (chance && state.phase !== 'placeCompulsory' && state.phase !== 'placeOptional') return [chance];
  const sides: Side[] = ['defender', 'invader'];
  switch (state.phase) {
    case 'rollOff': {
      const dice = rollOffDice(rules, state);
      const faces = dice.map((colour) => FACES.filter((f) => rules.components.dice.some((d) => d.colour === colour && d.faces.includes(f))));
      return (faces[0] ?? []).flatMap((a) => (faces[1] ?? []).map((b) => ({ type: 'rollOff', faces: [a, b] }) as Action));
    }
    case 'chooseRole':
      return [{ type: 'chooseRole', role: 'invader' }, { type: 'chooseRole', role: 'defender' }];
    case 'intercept':
      return [{ type: 'declareIntercept', intercept: true }, { type: 'declareIntercept', intercept: false }];
    case 'season':
      return rules.weather.seasons.map((s) => ({ type: 'chooseSeason', season: s.id }));
    case 'territoryCards':
      return sides.flatMap((side) => cardChoices(state, side, canPassTerritoryCard(rules, state, side)).map((card) => ({ type: 'playTerritoryCard', side, card }) as Action));
    case 'chooseTerritory':
      return state.setup.players[playerOf(state, 'defender')].army.territories
        .filter((id) => findTerritory(rules, state.setup.edition, id))
        .map((territory) => ({ type: 'chooseTerritory', territory }));
    case 'placeCounter':
      return allSquares().filter((s) => isOnTerritory(rules, state, s)).map((s) => ({ type: 'placeCounter', ...s }));
    case 'march':
      return sides.flatMap((side) => cardChoices(state, side, canPass(rules, state, side)).map((card) => ({ type: 'playDayCard', side, card }) as Action));
    case 'moveCounter':
      return state.counter && state.pendingMove
        ? reachableSquares(rules, state, state.counter, state.pendingMove.difference).map((s) => ({ type: 'moveCounter', ...s }))
        : [];
    case 'secureFlanks':
      return flankActions(rules, state);
    case 'selectCompulsory':
    case 'selectOptional': {
      const side = actor(rules, state);
      if (side !== 'invader' && side !== 'defender') return [];
      const kind = state.phase === 'selectCompulsory' ? 'compulsory' : 'optional';
      const picks = selectableTerrain(rules, state, kind).map((o) => ({ type: 'selectTerrain', side, ...o }) as Action);
      return kind === 'optional' ? [...picks, { type: 'endSelection', side }] : picks;
    }
    case 'placeCompulsory':
    case 'placeOptional':
      return placementActions(rules, state);
    case 'vitalSettlement':
      return [{ type: 'confirmVitalSettlement' }];
    case 'weather':
      return dicePairs().map((dice) => ({ type: 'rollWeather', dice }));
    case 'deployment':
      return deploymentBatches(deploymentPlan(rules, state))
        .filter((b) => b.items.some(({ index }) => !state.deploymentTicks.includes(index)))
        .slice(0, 1)
        .map((b) => ({ type: 'deployBatch', batch: b.batch }));
    case 'preGameMoves':
      return [{ type: 'confirmPreGameMoves' }];
    case 'done':
      return battleActions(rules, state);
    default:
      return [];
  }
}

function allSquares() {
  return Array.from({ length: 25 }, (_, i) => ({ row: Math.floor(i / 5), col: i % 5 }));
}

function dicePairs(): [number, number][] {
  return Array.from({ length: 36 }, (_, i) => [Math.floor(i / 6) + 1, (i % 6) + 1] as [number, number]);
}

function flankActions(rules: Rules, state: GameState): Action[] {
  const flank = state.flank;
  if (flank?.kind === 'deepWater') return [{ type: 'placeDeepWater', edge: 'left' }, { type: 'placeDeepWater', edge: 'right' }];
  if (flank?.kind !== 'pieces') return [];
  const side = actor(rules, state) as Side;
  const options = flankOptions(rules, state);
  if (options.length === 0) return [{ type: 'skipFlankPiece', side }];
  const sectors = flank.sector ? [flank.sector] : (['left', 'right'] as const);
  return options.flatMap((terrain) => sectors.map((sector) => ({ type: 'placeFlankPiece', side, terrain, sector }) as Action));
}

function placementActions(rules: Rules, state: GameState): Action[] {
  const piece = currentPiece(state, state.phase === 'placeCompulsory' ? 'compulsory' : 'optional');
  if (!piece) return [];
  const dice = [1, 2, 3, 4, 5, 6];
  if (piece.placement === null) {
    const withoutDice = noDiceMethods(rules, state, piece).map((method) => ({ type: 'placeWithoutDice', method }) as Action);
    const chance = chanceAction(rules, state);
    const rolls = chance ? [chance] : dice.map((die) => ({ type: 'rollPlacement', die }) as Action);
    return [...rolls, ...withoutDice];
  }
  if (piece.opponentDie === null) {
    const chance = chanceAction(rules, state);
    return chance ? [chance] : dice.map((die) => ({ type: 'rollOpponent', die }));
  }
  return allowedOutcomes(rules, state, piece).map((outcome) => ({ type: 'resolvePiece', outcome }));
}

/** The final state and each action's events, or the refusal of the first bad action with its index (STYLE habit 6). */
export type ReplayResult =
  | { ok: true; state: GameState; events: GameEvent[][] }
  | { ok: false; index: number; error: Refusal }
  | { ok: false; index: -1; errors: SetupErrors };

/**
 * Rebuilds a game from its setup and log in one pass, parsing each action once; the same log always
 * gives the same state. A file's actions need no schema check before it (see `GameFileSchema`).
 */
export function replay(rules: Rules, setup: Setup | unknown, log: readonly unknown[]): ReplayResult {
  const started = newGame(rules, setup);
  if (!started.ok) return { ok: false, index: -1, errors: started.errors };
  let state = started.state;
  const events: GameEvent[][] = [];
  for (const [index, action] of log.entries()) {
    const result = applyAction(rules, state, action);
    if (!result.ok) return { ok: false, index, error: result.error };
    state = result.state;
    events.push(result.events);
  }
  return { ok: true, state, events };
}
