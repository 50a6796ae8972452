import { defineAction, type StepDescriptor } from '../../core/step';
import { rollDie } from '../../rng';
import type { Action } from '../../schema/action';
import { RollWeatherActionSchema } from '../../schema/actions';
import { rollWeather } from '../closing';

/** Every roll of two dice, as the players may report it. */
const DICE_PAIRS: readonly [number, number][] = Array.from({ length: 36 }, (_, i) => [Math.floor(i / 6) + 1, (i % 6) + 1]);

/** Seed 002 Weather rules: 2D6 plus the season, looked up in the territory's column. */
export const weatherStep: StepDescriptor = {
  id: 'weather',
  actions: [defineAction({ linkCode: 21, schema: RollWeatherActionSchema, handle: rollWeather, chance: 'dice' })],
  events: { weatherRolled: 'room' },
  pending: (_rules, state) => state.weather === null,
  source: (rules) => rules.weather.source,
  legal: () => DICE_PAIRS.map((dice): Action => ({ type: 'rollWeather', dice: [dice[0], dice[1]] })),
  draw: (_rules, _state, next) => ({ type: 'rollWeather', dice: [rollDie(next), rollDie(next)] }),
};
