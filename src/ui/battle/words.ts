import type { Face, Rules, WeatherId } from '../../engine';
import { FACE_WORDS } from '../words/vocab';
import { catalogue, msg } from '../words/catalogue';
import { dataName } from '../words/vocab';

/** The colours of the battle's weather dice, always said with a word (never a colour alone). */
export const DIE_COLOUR_WORDS = catalogue({ red: 'Red', green: 'Green' } as const);

/** A weather type's name from the data, e.g. "Heavy Rain". */
export function weatherName(rules: Rules, id: WeatherId): string {
  return WEATHER_ROLL_WORDS.name({ name: dataName('weather', id, rules.weather.types.find((t) => t.id === id)?.name ?? id) });
}

/** One colour's dice of a roll in words, e.g. "Red Skull" or "Green Blank and Wound". */
export function diceText(colour: 'red' | 'green', faces: readonly Face[]): string {
  return WEATHER_ROLL_WORDS.colourDice({ colour: DIE_COLOUR_WORDS[colour], any: faces.length > 0, faces: faces.map((f) => FACE_WORDS[f]) });
}

/** How far a roll moved the weather, e.g. "up 1 type", "down 2 types", "no change". */
export function stepsText(steps: number): string {
  return WEATHER_ROLL_WORDS.steps({ steps: Math.abs(steps), up: steps > 0 });
}

/** The words of a weather roll that the game's events and undo say too: one colour's dice, how far it moved the weather, a type's name. */
export const WEATHER_ROLL_WORDS = catalogue({
  /** One colour's dice of a roll, e.g. "Red Skull" or "Green Blank and Wound" (`any`: at least one die). */
  colourDice: msg<{ colour: string; any: boolean; faces: readonly string[] }>('{colour} {any, select, true {{faces, list}} other {none}}'),
  /** How far a roll moved the weather, e.g. "up 1 type", "down 2 types", "no change". */
  steps: msg<{ steps: number; up: boolean }>('{steps, plural, =0 {no change} other {{up, select, true {up} other {down}} {steps, plural, one {# type} other {# types}}}}'),
  /** A weather type's name from the data, as printed. */
  name: msg<{ name: string }>('{name}'),
  /** What an undo takes back, in its list of steps. */
  undoName: 'the weather through the battle',
} as const);
