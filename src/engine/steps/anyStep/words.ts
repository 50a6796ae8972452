import type { StepWords } from '../../messages';

/** A piece's recorded position in English (issue 10). */
export const anyStepWords = {
  events: {
    positionRecorded: {
      text: "{side, name}'s {terrain, terrain}, {stage, stage}, is recorded: {at, footprint}.",
      values: (p) => ({ at: { geometry: { unit: p.unit, mmPerUnit: p.mmPerUnit }, footprint: p } }),
    },
  },
  refusals: {
    noSuchPiece: 'There is no terrain piece number {piece} in this game.',
    notPlacedYet:
      '{stage, select, placed {{terrain, terrain} has not been placed yet, so it has no position on the table.} other {The opponent has not yet decided what becomes of {terrain, terrain}, so it has no final position.}}',
    positionBreaksRule: {
      text: 'That position of {terrain, terrain} breaks the rules: {broken, violation, sentences}',
      values: (p) => ({ broken: p.violations.map((violation) => ({ geometry: { unit: p.unit, mmPerUnit: p.mmPerUnit }, violation })) }),
    },
  },
  chance: {},
} satisfies StepWords;
