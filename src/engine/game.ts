import { plainCopy, samePlain } from './canonical';
import { appDecides, chanceAction, isSeededChance, sameChance, seededChance } from './chance';
import { publicEvent, type GameEvent } from './events';
import { COLOURS, FACES, type Colour } from './schema/vocab';
import { actor, reshaped, settle } from './flow';
import { reachable, isOnTerritory } from './map';
import { refuse, type Refusal, type StepResult } from './refusal';
import { findTerritory, type Rules } from './rules';
import { parseAction } from './actionParse';
import type { Action, ActionType } from './schema/action';
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
import { initialState, playerOf, type GameState, type Phase, type Side, type Square } from './state';
import { allowedOutcomes, currentPiece, flankOptions, noDiceMethods, selectableOptions } from './terrain';
import { deploymentPlan, pendingBatch } from './deployment';
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

/** The same tables as maps, which look a name up faster than an object keyed by every step and action (issue 14). */
const STEP_HANDLERS = new Map(Object.entries(HANDLERS).map(([phase, handlers]) => [phase, new Map(Object.entries(handlers))]));
const ANY_STEP_HANDLERS = new Map(Object.entries(ANY_STEP));

/** A new game at the roll-off, or the setup's errors field by field. */
export function newGame(rules: Rules, setup: unknown): { ok: true; state: GameState } | { ok: false; errors: SetupErrors } {
  const checked = checkSetup(rules, setup);
  if (!checked.ok) return checked;
  return { ok: true, state: settle(rules, initialState(checked.setup)) };
}

/**
 * Setups found valid, by the object handed in, with a copy of what it held then: `replay` is handed one
 * setup object again and again (undo, resume, the room's view), and a setup that still holds exactly what
 * passed needs no second check (issue 14). Anything else, a changed object included, is checked afresh.
 */
const validSetups = new WeakMap<object, { rules: Rules; held: unknown; setup: Setup }>();

function checkSetup(rules: Rules, input: unknown): ReturnType<typeof validateSetup> {
  if (typeof input !== 'object' || input === null) return validateSetup(rules, input);
  const known = validSetups.get(input);
  if (known?.rules === rules && samePlain(input, known.held)) return { ok: true, setup: known.setup };
  const checked = validateSetup(rules, input);
  const held = checked.ok ? plainCopy(input) : undefined;
  if (checked.ok && held !== undefined) validSetups.set(input, { rules, held, setup: checked.setup });
  return checked;
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
  const action = isSeededChance(rules, state, input) ? input : parseAction(input);
  if (!action) return refuse('invalidAction', {});
  const handler = ANY_STEP_HANDLERS.get(action.type) ?? STEP_HANDLERS.get(state.phase)?.get(action.type);
  if (!handler) return refuse('wrongStep', { phase: state.phase });
  const side = actingSide(action);
  if (side) {
    const who = actor(rules, state);
    if (who !== 'both' && who !== side) return refuse('notYourTurn', { actor: who });
  }
  // A battle turn's digital dice come from the battle seed's own generator, everything else from the pre-battle seed's (issue 13).
  const battleTurn = action.type === 'rollBattleWeather';
  const chance = battleTurn ? battleWeatherChance(rules, state) : appDecides(state, action.type) ? seededChance(rules, state) : null;
  if (chance && !sameChance(chance.action, action)) return refuse('chanceMismatch', { expected: chance.action, got: action });
  const result = handler(rules, state, action as never);
  if (!result.ok) return result;
  // Every state comes out in one shape (see `reshaped`), with the generator where the seed's draws left it.
  const done = result.state;
  const next = settle(
    rules,
    reshaped(done, {
      phase: done.phase,
      rng: chance && !battleTurn ? chance.rng : done.rng,
      battle: chance && battleTurn ? { ...done.battle, rng: chance.rng } : done.battle,
    }),
  );
  const ended = next.phase === 'done' && state.phase !== 'done';
  return { ok: true, state: next, events: ended ? [...result.events, publicEvent('preBattleEnded', {})] : result.events };
}

function cardChoices(state: GameState, side: Side, allowPass: boolean): (Colour | null)[] {
  if (side in state.commits) return [];
  const choices: (Colour | null)[] = [];
  if (state.hands) {
    for (const card of state.hands[side]) if (!choices.includes(card)) choices.push(card);
  } else if (state.handCounts[side] > 0) choices.push(...COLOURS);
  if (allowPass) choices.push(null);
  return choices;
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
      return SQUARES.filter((s) => isOnTerritory(rules, state, s)).map((s) => ({ type: 'placeCounter', row: s.row, col: s.col }));
    case 'march':
      return sides.flatMap((side) => cardChoices(state, side, canPass(rules, state, side)).map((card) => ({ type: 'playDayCard', side, card }) as Action));
    case 'moveCounter':
      return state.counter && state.pendingMove
        ? reachable(rules, state, state.counter, state.pendingMove.difference).map((s) => ({ type: 'moveCounter', row: s.row, col: s.col }))
        : [];
    case 'secureFlanks':
      return flankActions(rules, state);
    case 'selectCompulsory':
    case 'selectOptional': {
      const side = actor(rules, state);
      if (side !== 'invader' && side !== 'defender') return [];
      const kind = state.phase === 'selectCompulsory' ? 'compulsory' : 'optional';
      const picks = selectableOptions(rules, state, kind).map((o): Action => ({ type: 'selectTerrain', side, terrain: o.terrain, declare: o.declare }));
      return kind === 'optional' ? [...picks, { type: 'endSelection', side }] : picks;
    }
    case 'placeCompulsory':
    case 'placeOptional':
      return placementActions(rules, state);
    case 'vitalSettlement':
      return [{ type: 'confirmVitalSettlement' }];
    case 'weather':
      return dicePairs().map((dice) => ({ type: 'rollWeather', dice }));
    case 'deployment': {
      const next = pendingBatch(deploymentPlan(rules, state), state.deploymentTicks);
      return next ? [{ type: 'deployBatch', batch: next.batch }] : [];
    }
    case 'preGameMoves':
      return [{ type: 'confirmPreGameMoves' }];
    case 'done':
      return battleActions(rules, state);
    default:
      return [];
  }
}

/** The 25 squares of a PBS map, row by row. */
const SQUARES: readonly Square[] = Array.from({ length: 25 }, (_, i) => ({ row: Math.floor(i / 5), col: i % 5 }));

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
    return rolls.concat(withoutDice);
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
  for (let index = 0; index < log.length; index++) {
    const result = applyAction(rules, state, log[index]);
    if (!result.ok) return { ok: false, index, error: result.error };
    state = result.state;
    events.push(result.events);
  }
  return { ok: true, state, events };
}
