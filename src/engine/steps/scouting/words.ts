import type { StepWords } from '../../messages';
import { dealtHands } from '../dealPbs/words';

/** Scouting in English (PBS 10.A); its deal is said as the PBS deal. */
export const scoutingWords = {
  events: {
    scoutingCounted:
      'Scouting: {sides.invader, who} {totals.invader}%, {sides.defender, who} {totals.defender}%. {outscouted, select, null {Nobody is outscouted.} other {{outscouted, who} is outscouted by {by}%.}}',
  },
  refusals: { tooManyScoutingCards: '{side, who} holds at most {limit} scouting cards.' },
  chance: { dealScouting: dealtHands },
} satisfies StepWords;
