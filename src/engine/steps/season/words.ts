import type { StepWords } from '../../messages';

/** The season's messages in English (seed 002 Weather rules). */
export const seasonWords = {
  events: { seasonChosen: '{sides.invader, who} chooses {season, season}.' },
  refusals: { seasonNotOffered: 'That season is not in the weather rules.' },
  chance: {},
} satisfies StepWords;
