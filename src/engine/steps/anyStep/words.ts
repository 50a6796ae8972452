import type { StepWords } from '../../messages';

/** A piece's recorded position in English (issue 10). */
export const anyStepWords: StepWords = {
  events: {
    positionRecorded: (say, p) =>
      `${say.name(p.side)}'s ${say.terrain(p.terrain)}, ${say.stage(p.stage)}, is recorded: ${say.footprint({ unit: p.unit, mmPerUnit: p.mmPerUnit }, p)}.`,
  },
  refusals: {
    noSuchPiece: (_say, p) => `There is no terrain piece number ${p.piece} in this game.`,
    notPlacedYet: (say, p) =>
      p.stage === 'placed'
        ? `${say.terrain(p.terrain)} has not been placed yet, so it has no position on the table.`
        : `The opponent has not yet decided what becomes of ${say.terrain(p.terrain)}, so it has no final position.`,
    positionBreaksRule: (say, p) =>
      `That position of ${say.terrain(p.terrain)} breaks the rules: ${p.violations.map((v) => say.violation({ unit: p.unit, mmPerUnit: p.mmPerUnit }, v)).join(' ')}`,
  },
  chance: {},
};
