import type { StepWords } from '../../messages';

/** The territory choice's messages in English (PBS 8.C). */
export const chooseTerritoryWords = {
  events: { territoryChosen: '{side, name} chooses {territory, territory} territory for the battle.' },
  refusals: { territoryNotOffered: "That territory is not on the defender's list." },
  chance: {},
} satisfies StepWords;
