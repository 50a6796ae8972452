import type { StepWords } from '../../messages';

/** Choosing terrain in English (PBS 9.B-9.C, and the 2020 tables' limits). */
export const selectCompulsoryWords: StepWords = {
  events: {
    terrainSelected: (say, p) => `${say.who(p.side)} chooses ${say.terrain(p.terrain)} (${p.kind})${p.declared ? `, declared ${p.declared}` : ''}.`,
  },
  refusals: {
    notInTerrainTable: (say, p) => `${say.terrain(p.terrain)} is not in the ${say.territory?.name ?? p.territory} terrain table.`,
    impassableNotAllowed: (say, p) => `No impassable terrain at ${say.density(p.density)} density (${p.source}).`,
    declarationNotAllowed: (say, p) => `${say.terrain(p.terrain)} cannot be declared ${p.status} here.`,
    declarationLimit: (say, p) => `Only ${p.max} ${say.terrain(p.terrain)} may be declared ${p.status} (${p.source}).`,
    capReached: (say, p) => `At most ${p.max} ${p.terrain.map((id) => say.terrain(id)).join(' and ')} may be on the table (${p.source}).`,
    perSettlementCap: (say, p) => `${say.terrain(p.terrain)}: at most 1 per town or village already laid (${p.source}).`,
    categoryFull: (say, p) => `The compulsory terrain already has all the ${say.category(p.category)} pieces ${say.density(p.density)} density needs (${p.source}).`,
  },
  chance: {},
};
