import type { StepWords } from '../../messages';

/** The counter's move in English (PBS 8.D). */
export const moveCounterWords = {
  events: { counterMoved: { text: 'Day {day}: {side, name} moves the counter to {square, square}.', values: (p) => ({ square: { row: p.row, col: p.col } }) } },
  refusals: { tooFar: 'The counter cannot reach that square with a card difference of {difference} (or it would leave the territory).' },
  chance: {},
} satisfies StepWords;
