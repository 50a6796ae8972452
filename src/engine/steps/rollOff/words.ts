import type { StepWords } from '../../messages';

/** The roll-off's messages in English (PBS 8.A). */
export const rollOffWords = {
  events: {
    rolledOff: 'Roll-off: {game.players.0} rolled {faces.0, face}, {game.players.1} rolled {faces.1, face}; {winner, select, null {a tie: roll again} other {{winner, name} wins}}.',
  },
  refusals: {
    impossibleFace: "{player, name}'s {colour, colourWord} die has no {face, face} face (see the dice in the rules reference).",
  },
  chance: {
    rollOff: 'roll-off faces {faces.0, face} and {faces.1, face}',
  },
} satisfies StepWords;
