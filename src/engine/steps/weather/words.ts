import type { StepWords } from '../../messages';

/** The weather roll in English (seed 002 Weather rules). */
export const weatherWords: StepWords = {
  events: {
    weatherRolled: (say, p) => `Weather: ${say.weatherRoll(p.dice, p.score)}: ${say.weather(p.weather)}${p.changeable ? ', changeable' : ''}.`,
  },
  refusals: {},
  chance: { rollWeather: (_say, a) => `weather dice ${a.dice[0]} and ${a.dice[1]}` },
};
