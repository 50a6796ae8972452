import type { StepWords } from '../../messages';

/** The roll-off's messages in English (PBS 8.A). */
export const rollOffWords: StepWords = {
  events: {
    rolledOff: (say, p) =>
      `Roll-off: ${say.players[0]} rolled ${say.face(p.faces[0])}, ${say.players[1]} rolled ${say.face(p.faces[1])}; ${p.winner === null ? 'a tie: roll again' : `${say.name(p.winner)} wins`}.`,
  },
  refusals: {
    impossibleFace: (say, p) => `${say.players[p.player]}'s ${p.colour} die has no ${say.face(p.face)} face (see the dice in the rules reference).`,
  },
  chance: {
    rollOff: (say, a) => `roll-off faces ${say.face(a.faces[0])} and ${say.face(a.faces[1])}`,
  },
};
