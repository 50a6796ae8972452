import type { StepWords } from '../../messages';

/** The season's messages in English (seed 002 Weather rules). */
export const seasonWords: StepWords = {
  events: { seasonChosen: (say, p) => `${say.who('invader')} chooses ${say.seasonName(p.season)}.` },
  refusals: { seasonNotOffered: () => 'That season is not in the weather rules.' },
  chance: {},
};
