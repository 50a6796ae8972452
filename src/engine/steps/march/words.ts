import type { StepWords } from '../../messages';

/** The march's messages in English (PBS 8.D); its face-down cards are said as the territory contest's. */
export const marchWords: StepWords = {
  events: {
    dayRevealed: (say, p) =>
      `Day ${p.day}: ${say.who('invader')} ${p.invader === null ? 'a pass (Black)' : say.colour(p.invader)}, ${say.who('defender')} ${p.defender === null ? 'a pass (Black)' : say.colour(p.defender)}. ${
        p.winner ? `${say.name(p.winner)} wins by ${p.difference} and moves the counter.` : 'Equal cards: the counter stays.'
      }`,
  },
  refusals: {
    mustPlay: (say, p) =>
      `${say.name(p.side)} holds ${p.cards} ${p.cards === 1 ? 'card' : 'cards'} for ${p.days} ${p.days === 1 ? 'day' : 'days'} left, so must play a card today (${say.rules.editions[say.edition].march.source}).`,
  },
  chance: {},
};
