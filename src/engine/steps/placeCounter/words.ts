import type { StepWords } from '../../messages';

/** The army counter's placing in English (PBS 8.D). */
export const placeCounterWords = {
  events: { counterPlaced: { text: '{side, name} places the army counter at {square, square}.', values: (p) => ({ square: { row: p.row, col: p.col } }) } },
  refusals: { offTerritory: 'The army counter must be placed on a square of the chosen territory type (source 002).' },
  chance: {},
} satisfies StepWords;
