import type { StepWords } from '../../messages';

/** The role choice's messages in English (PBS 8.A). */
export const chooseRoleWords = {
  events: { roleChosen: '{player, name} chooses to be the {role, side}.' },
  refusals: {},
  chance: {},
} satisfies StepWords;
