import { appended, type HandleContext } from '../../core/step';
import { publicEvent } from '../../events';
import { generator, rollDie, type RngState } from '../../rng';
import { accept, refuse, type StepResult } from '../../refusal';
import { findTerritory, type Rules } from '../../rules';
import type { Action, ActionOf } from '../../schema/action';
import type { PublicView } from '../../schema/view';
import type { Face } from '../../schema/vocab';
import type { WeatherColumn, WeatherId } from '../../schema/weather';
import { isFinished } from '../../isFinished';
import type { GameState } from '../../state';
import { driftWeather, weatherTurnDice, type TurnDice } from '../../weather/drift';

/** The public fields the battle's weather is read from, so a game state or the room's public view will do. */
export type BattleInput = Pick<PublicView, 'setup' | 'stepId' | 'territory' | 'weather' | 'battle'>;

/** The weather through the battle now (issue 13): the turn the next roll is for and the dice it takes. */
export interface BattleWeather {
  /** The territory's weather column the weather moves along. */
  column: WeatherColumn;
  /** The weather now: the starting roll's, moved by every turn's roll so far. */
  weather: WeatherId;
  /** The starting roll was a double: the dice are doubled for the whole battle (`drift.changeableLasts`). */
  changeable: boolean;
  /** The turn the next roll is for (`drift.firstTurn` for the first roll). */
  turn: number;
  /** How many Red and Green dice that roll takes. */
  dice: TurnDice;
  over: boolean;
}

/** Who rolls the battle's weather dice: the app from the battle seed, or the players (their own dice, or an older game with no battle seed). */
export type BattleDice = 'battleSeed' | 'physicalDice' | 'noBattleSeed';

/**
 * The battle's weather now, or null before the pre-battle is done (issue 13). The weather starts from the
 * pre-battle's 2D6 (seed 002 "Roll 2d6 at the beginning for initial weather type") and its changeable flag holds all battle.
 */
export function battleWeather(rules: Rules, view: BattleInput): BattleWeather | null {
  const territory = view.territory ? findTerritory(rules, view.setup.edition, view.territory) : undefined;
  if (!isFinished(view) || !view.weather || !territory) return null;
  const last = view.battle.turns.at(-1);
  const changeable = view.weather.changeable;
  return {
    column: territory.weatherColumn as WeatherColumn,
    weather: last ? last.to : view.weather.weather,
    changeable,
    turn: rules.weather.drift.firstTurn + view.battle.turns.length,
    dice: weatherTurnDice(rules, changeable),
    over: view.battle.over,
  };
}

/** Where the battle's weather dice come from in this game: digital dice roll from the sealed battle seed, which a game from before it lacks. */
export function battleDice(state: Pick<GameState, 'setup' | 'battle'>): BattleDice {
  if (state.setup.dice === 'physical') return 'physicalDice';
  return state.battle.rng ? 'battleSeed' : 'noBattleSeed';
}

/** The face of a die of `colour` the generator gives (components data: the die's faces, each equally likely). */
function rollFace(rules: Rules, colour: 'red' | 'green', next: () => number): Face {
  const die = rules.components.dice.find((d) => d.colour === colour);
  if (!die) throw new Error(`no ${colour} die in the components data`);
  return die.faces[rollDie(next, die.faces.length) - 1] as Face;
}

/**
 * Digital dice with a battle seed: the turn's roll the battle seed's own generator gives (never the pre-battle's),
 * the Red dice first, then the Green, with the generator's position after it. Null when the players roll or nothing is left to roll.
 */
export function battleWeatherChance(rules: Rules, state: GameState): { action: ActionOf<'rollBattleWeather'>; rng: RngState } | null {
  const now = battleWeather(rules, state);
  if (!now || now.over || !state.battle.rng || battleDice(state) !== 'battleSeed') return null;
  const rng = generator(state.battle.rng);
  const red = Array.from({ length: now.dice.red }, () => rollFace(rules, 'red', rng.next));
  const green = Array.from({ length: now.dice.green }, () => rollFace(rules, 'green', rng.next));
  return { action: { type: 'rollBattleWeather', red, green }, rng: rng.state() };
}

/**
 * Seed 002 Weather rules, turn roll: at the beginning of each turn the Red and Green dice (two of each if
 * changeable) move the weather, each Red skull up a type and each Green blank down one (`driftWeather`).
 */
export function rollBattleWeather(rules: Rules, state: GameState, action: ActionOf<'rollBattleWeather'>, context?: HandleContext): StepResult {
  const now = battleWeather(rules, state);
  if (!now) return refuse('wrongStep', { stepId: state.stepId });
  if (now.over) return refuse('battleOver', { turns: state.battle.turns.length });
  if (!canRollAnotherTurn(rules, state)) return refuse('tooManyBattleTurns', { most: rules.weather.drift.mostTurns });
  const drift = driftWeather(rules, { column: now.column, current: now.weather, changeable: now.changeable, red: action.red, green: action.green });
  if (!drift.ok) return drift;
  const turn = { turn: now.turn, red: [...action.red], green: [...action.green], from: now.weather, to: drift.weather, steps: drift.steps };
  return accept({ ...state, battle: { ...state.battle, turns: appended(state.battle.turns, turn, context) } }, [
    publicEvent('battleWeatherRolled', { ...turn, red: [...turn.red], green: [...turn.green], changeable: now.changeable }),
  ]);
}

/** Another turn's weather may be rolled: the battle has fewer turns than the most a battle can have (weather data `drift.mostTurns`). */
export function canRollAnotherTurn(rules: Rules, state: Pick<GameState, 'battle'>): boolean {
  return state.battle.turns.length < rules.weather.drift.mostTurns;
}

/** The players say the battle is over: no more weather rolls, and the battle seed may be revealed (issue 13). */
export function endBattle(rules: Rules, state: GameState): StepResult {
  const now = battleWeather(rules, state);
  if (!now) return refuse('wrongStep', { stepId: state.stepId });
  if (now.over) return refuse('battleOver', { turns: state.battle.turns.length });
  return accept({ ...state, battle: { ...state.battle, over: true } }, [publicEvent('battleEnded', { turns: state.battle.turns.length, weather: now.weather })]);
}

/** Every action the battle allows now: the seeded roll or every report of the dice it takes, and the end of the battle. */
export function battleActions(rules: Rules, state: GameState): Action[] {
  const now = battleWeather(rules, state);
  if (!now || now.over) return [];
  const chance = battleWeatherChance(rules, state);
  const faces = (colour: 'red' | 'green') => [...new Set(rules.components.dice.find((d) => d.colour === colour)?.faces ?? [])];
  const rolls = (colour: 'red' | 'green', count: number): Face[][] =>
    count === 0 ? [[]] : rolls(colour, count - 1).flatMap((rest) => faces(colour).map((face) => [face, ...rest]));
  const reports: Action[] = !canRollAnotherTurn(rules, state)
    ? []
    : chance
    ? [chance.action]
    : rolls('red', now.dice.red).flatMap((red) => rolls('green', now.dice.green).map((green) => ({ type: 'rollBattleWeather', red, green }) as Action));
  return [...reports, { type: 'endBattle' }];
}
