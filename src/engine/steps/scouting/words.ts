import type { StepWords } from '../../messages';
import { dealtHands } from '../dealPbs/words';

/** Scouting in English (PBS 10.A); its deal is said as the PBS deal. */
export const scoutingWords: StepWords = {
  events: {
    scoutingCounted: (say, p) =>
      `Scouting: ${say.who('invader')} ${p.totals.invader}%, ${say.who('defender')} ${p.totals.defender}%. ${
        p.outscouted ? `${say.who(p.outscouted)} is outscouted by ${p.by}%.` : 'Nobody is outscouted.'
      }`,
  },
  refusals: { tooManyScoutingCards: (say, p) => `${say.who(p.side)} holds at most ${p.limit} scouting cards.` },
  chance: { dealScouting: (say, a) => `invader ${dealtHands(say, a.invader)}; defender ${dealtHands(say, a.defender)}` },
};
