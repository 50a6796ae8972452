import type { StepWords } from '../../messages';

/** The end of the pre-battle and the battle's weather in English (seed 002 turn roll; issue 13). */
export const doneWords: StepWords = {
  events: {
    preBattleEnded: () => 'The pre-battle is complete.',
    battleWeatherRolled: (say, p) =>
      `Turn ${p.turn} weather: ${say.dice('red', p.red)}, ${say.dice('green', p.green)}: ${say.weather(p.to)} (${
        p.steps === 0 ? `stays ${say.weather(p.from)}` : `${say.weatherSteps(p.steps)} from ${say.weather(p.from)}`
      }).`,
    battleEnded: (say, p) => `The battle is over after ${p.turns} ${p.turns === 1 ? 'turn' : 'turns'} of weather rolls, in ${say.weather(p.weather)}.`,
  },
  refusals: {
    wrongDiceCount: (say, p) =>
      `This turn takes ${p.expected} ${say.dieColour(p.colour)} ${p.expected === 1 ? 'die' : 'dice'}${p.changeable ? ' (the weather is changeable)' : ''}, not ${p.got}.`,
    weatherNotInColumn: (say, p) => `${say.weather(p.weather)} is not one of this territory’s weather types, so the dice cannot move it.`,
    faceNotOnDie: (say, p) => `The ${say.dieColour(p.colour)} die has no ${say.face(p.face)} face (see the dice in the rules reference).`,
    battleOver: (_say, p) => `The battle is over (after ${p.turns} ${p.turns === 1 ? 'turn' : 'turns'} of weather rolls): no more weather is rolled.`,
    tooManyBattleTurns: (say, p) =>
      `A battle has at most ${say.count(p.most)} turns of weather rolls, so this one cannot have another: the rules give no length for a battle, and the app stops there so that a forged game file or link cannot keep it busy (see the weather rules in the rules reference).`,
  },
  chance: { rollBattleWeather: (say, a) => `battle weather dice ${say.dice('red', a.red)}, ${say.dice('green', a.green)}` },
};
