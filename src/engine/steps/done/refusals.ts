import type { Face } from '../../schema/vocab';
import type { WeatherColumn, WeatherId } from '../../schema/weather';

/** What this step refuses, by code, with what each refusal says (the UI's word catalogue turns it into a sentence). */
export interface DoneRefusals {
  /** A battle turn's roll: the number of dice of one colour is not what the weather asks for (one of each, two if changeable). */
  wrongDiceCount: { colour: 'red' | 'green'; expected: number; got: number; changeable: boolean };
  /** A battle turn's roll: the current weather is not one of the types in the territory's column. */
  weatherNotInColumn: { weather: WeatherId; column: WeatherColumn };
  /** A battle turn's roll: a reported face is not on a die of that colour (components data); `die` counts from 0. */
  faceNotOnDie: { colour: 'red' | 'green'; die: number; face: Face };
  /** The battle is over: no more weather rolls, and it ends once. */
  battleOver: { turns: number };
  /** A battle turn's roll past the most turns a battle can have (weather data `drift.mostTurns`): a forged file or link. */
  tooManyBattleTurns: { most: number };
}
