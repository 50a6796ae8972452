import type { StepWords } from '../../messages';
import type { Face } from '../../schema/vocab';

const dice = (p: { red: readonly Face[]; green: readonly Face[] }) => ({ redDice: { colour: 'red', faces: p.red }, greenDice: { colour: 'green', faces: p.green } });

/** The end of the pre-battle and the battle's weather in English (seed 002 turn roll; issue 13). */
export const doneWords = {
  events: {
    preBattleEnded: 'The pre-battle is complete.',
    battleWeatherRolled: {
      text: 'Turn {turn} weather: {redDice, dice}, {greenDice, dice}: {to, weather} ({steps, plural, =0 {stays {from, weather}} other {{steps, weatherSteps} from {from, weather}}}).',
      values: dice,
    },
    battleEnded: 'The battle is over after {turns, plural, one {# turn} other {# turns}} of weather rolls, in {weather, weather}.',
  },
  refusals: {
    wrongDiceCount:
      'This turn takes {expected, plural, one {# {colour, dieColour} die} other {# {colour, dieColour} dice}}{changeable, select, true { (the weather is changeable)} other {}}, not {got}.',
    weatherNotInColumn: '{weather, weather} is not one of this territory’s weather types, so the dice cannot move it.',
    faceNotOnDie: 'The {colour, dieColour} die has no {face, face} face (see the dice in the rules reference).',
    battleOver: 'The battle is over (after {turns, plural, one {# turn} other {# turns}} of weather rolls): no more weather is rolled.',
    tooManyBattleTurns:
      'A battle has at most {most} turns of weather rolls, so this one cannot have another: the rules give no length for a battle, and the app stops there so that a forged game file or link cannot keep it busy (see the weather rules in the rules reference).',
  },
  chance: { rollBattleWeather: { text: 'battle weather dice {redDice, dice}, {greenDice, dice}', values: dice } },
} satisfies StepWords;
