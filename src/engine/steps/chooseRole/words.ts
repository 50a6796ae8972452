import type { StepWords } from '../../messages';

/** The role choice's messages in English (PBS 8.A). */
export const chooseRoleWords: StepWords = {
  events: { roleChosen: (say, p) => `${say.name(p.player)} chooses to be the ${p.role}.` },
  refusals: {},
  chance: {},
};
