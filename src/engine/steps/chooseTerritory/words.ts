import type { StepWords } from '../../messages';

/** The territory choice's messages in English (PBS 8.C). */
export const chooseTerritoryWords: StepWords = {
  events: { territoryChosen: (say, p) => `${say.name(p.side)} chooses ${say.territoryName(p.territory)} territory for the battle.` },
  refusals: { territoryNotOffered: () => "That territory is not on the defender's list." },
  chance: {},
};
