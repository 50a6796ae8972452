import { defineAction, type StepDescriptor } from '../../core/step';
import { rollDie } from '../../rng';
import { RollOffActionSchema } from './slice';
import { FACES, type Face } from '../../schema/vocab';
import type { Action } from '../../schema/action';
import { rollOff, rollOffDice } from './rules';
import { rollOffWords } from './words';

/** PBS 8.A: both players roll their commander's die; the better face wins, ties roll again. */
export const rollOffStep: StepDescriptor = {
  id: 'rollOff',
  words: rollOffWords,
  actions: [defineAction({ linkCode: 0, schema: RollOffActionSchema, handle: rollOff, chance: 'dice' })],
  events: { rolledOff: 'room' },
  rolls: ['rolledOff'],
  pending: (_rules, state) => state.rollOffWinner === null,
  source: (rules, state) => rules.editions[state.setup.edition].rollOff.source,
  legal: (rules, state) => {
    const faces = rollOffDice(rules, state).map((colour) => FACES.filter((f) => rules.components.dice.some((d) => d.colour === colour && d.faces.includes(f))));
    return (faces[0] ?? []).flatMap((a) => (faces[1] ?? []).map((b): Action => ({ type: 'rollOff', faces: [a, b] })));
  },
  draw: (rules, state, next) => {
    const faces = rollOffDice(rules, state).map((colour) => {
      const die = rules.components.dice.find((d) => d.colour === colour);
      if (!die) throw new Error(`no ${colour} die in the components data`);
      return die.faces[rollDie(next, die.faces.length) - 1] as Face;
    }) as [Face, Face];
    return { type: 'rollOff', faces };
  },
};
