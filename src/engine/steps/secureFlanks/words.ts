import type { StepWords } from '../../messages';

/** The secure flank's messages in English (PBS 9.A). */
export const secureFlanksWords: StepWords = {
  events: {
    deepWaterPlaced: (say, p) =>
      `${say.who(p.side)} places the deep-water flank along ${say.sideEdge(p.edge)}${p.depth === undefined ? '' : `, ${say.distance(p.depth.value, p.depth.unit)} into the table`}.`,
    flankPiecePlaced: (say, p) => `${say.who(p.side)} places ${say.terrain(p.terrain)} as a secure flank in ${say.sector(p.sector)}.`,
    flankPieceSkipped: (say, p) => `${say.who(p.side)} has no secure-flank terrain left to place.`,
  },
  refusals: {
    flankNotOffered: (say, p) => `${say.terrain(p.terrain)} is not a secure-flank option of this square (or its limit is reached).`,
    sameFlankSector: (say, p) => `The invader places in the same flank sector as the defender: ${say.sector(p.sector)}.`,
    flankPieceRequired: () => 'A secure-flank piece can still be placed, so it must be.',
    deepWaterTooDeep: (say, p) => `The deep water may reach no more than ${say.distance(p.max, p.unit)} into the table, not ${say.distance(p.depth, p.unit)}.`,
  },
  chance: {},
};
