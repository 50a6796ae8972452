import type { StepWords } from '../../messages';

/** The weather roll in English (seed 002 Weather rules). */
export const weatherWords = {
  events: {
    weatherRolled: {
      text: 'Weather: {roll, weatherRoll}: {weather, weather}{changeable, select, true {, changeable} other {}}.',
      values: (p) => ({ roll: { dice: p.dice, score: p.score } }),
    },
  },
  refusals: {},
  chance: { rollWeather: 'weather dice {dice.0} and {dice.1}' },
} satisfies StepWords;
