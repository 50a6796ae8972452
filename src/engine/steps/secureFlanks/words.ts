import type { StepWords } from '../../messages';

/** The secure flank's messages in English (PBS 9.A). */
export const secureFlanksWords = {
  events: {
    deepWaterPlaced: {
      text: '{side, who} places the deep-water flank along {edge, sideEdge}{given, select, true {, {depth, distance} into the table} other {}}.',
      values: (p) => ({ given: p.depth !== undefined }),
    },
    flankPiecePlaced: '{side, who} places {terrain, terrain} as a secure flank in {sector, sector}.',
    flankPieceSkipped: '{side, who} has no secure-flank terrain left to place.',
  },
  refusals: {
    flankNotOffered: '{terrain, terrain} is not a secure-flank option of this square (or its limit is reached).',
    sameFlankSector: 'The invader places in the same flank sector as the defender: {sector, sector}.',
    flankPieceRequired: 'A secure-flank piece can still be placed, so it must be.',
    deepWaterTooDeep: {
      text: 'The deep water may reach no more than {most, distance} into the table, not {given, distance}.',
      values: (p) => ({ most: { value: p.max, unit: p.unit }, given: { value: p.depth, unit: p.unit } }),
    },
  },
  chance: {},
} satisfies StepWords;
