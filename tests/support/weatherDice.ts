import type { Face } from '../../src/engine';

/**
 * Battle-turn weather reports with the wrong number of dice (seed 002 Weather rules: turn roll, one Red and one Green
 * die, two of each while the weather is changeable): whether it is changeable, the Red and Green faces reported, and
 * the refusal's parameters. The weather's own function and the engine's battle step both refuse each one.
 */
export const WRONG_DICE_COUNTS = [
  [false, ['skull', 'skull'], ['blank'], { colour: 'red', expected: 1, got: 2, changeable: false }],
  [false, ['skull'], [], { colour: 'green', expected: 1, got: 0, changeable: false }],
  [true, ['skull'], ['blank', 'blank'], { colour: 'red', expected: 2, got: 1, changeable: true }],
  [true, ['skull', 'wound'], ['blank'], { colour: 'green', expected: 2, got: 1, changeable: true }],
] as const satisfies readonly (readonly [boolean, readonly Face[], readonly Face[], object])[];
