import { defineAction, type StepDescriptor } from '../../core/step';
import { publicEvent } from '../../events';
import { accept, refuse, type StepResult } from '../../refusal';
import { rollDie } from '../../rng';
import type { Rules } from '../../rules';
import type { Action, ActionOf } from '../../schema/action';
import { RollWeatherActionSchema } from './slice';
import { weatherForScore, type WeatherColumn } from '../../schema/weather';
import type { GameState } from '../../state';
import { territoryOf } from '../../terrain';
import { weatherWords } from './words';

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

/** Every roll of two dice, as the players may report it. */
const DICE_PAIRS: readonly [number, number][] = Array.from({ length: 36 }, (_, i) => [Math.floor(i / 6) + 1, (i % 6) + 1]);

/** Seed 002 Weather rules: 2D6 plus the season, looked up in the territory's column. */
export const weatherStep: StepDescriptor = {
  id: 'weather',
  words: weatherWords,
  actions: [defineAction({ linkCode: 21, schema: RollWeatherActionSchema, handle: rollWeather, chance: 'dice' })],
  events: { weatherRolled: 'room' },
  rolls: ['weatherRolled'],
  pending: (_rules, state) => state.weather === null,
  source: (rules) => rules.weather.source,
  legal: () => DICE_PAIRS.map((dice): Action => ({ type: 'rollWeather', dice: [dice[0], dice[1]] })),
  draw: (_rules, _state, next) => ({ type: 'rollWeather', dice: [rollDie(next), rollDie(next)] }),
};
