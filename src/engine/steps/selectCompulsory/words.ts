import type { StepWords } from '../../messages';

/** Choosing terrain in English (PBS 9.B-9.C, and the 2020 tables' limits). */
export const selectCompulsoryWords = {
  events: {
    terrainSelected: '{side, who} chooses {terrain, terrain} ({kind, pieceKind}){declared, select, null {} other {, declared {declared, declared}}}.',
  },
  refusals: {
    notInTerrainTable: '{terrain, terrain} is not in the {territory, territory} terrain table.',
    impassableNotAllowed: 'No impassable terrain at {density, density} density ({source}).',
    declarationNotAllowed: '{terrain, terrain} cannot be declared {status, declared} here.',
    declarationLimit: 'Only {max} {terrain, terrain} may be declared {status, declared} ({source}).',
    capReached: 'At most {max} {terrain, terrain, and} may be on the table ({source}).',
    perSettlementCap: '{terrain, terrain}: at most 1 per town or village already laid ({source}).',
    categoryFull: 'The compulsory terrain already has all the {category, category} pieces {density, density} density needs ({source}).',
  },
  chance: {},
} satisfies StepWords;
