import type { StepWords } from '../../messages';

/** The march's messages in English (PBS 8.D); its face-down cards are said as the territory contest's. */
export const marchWords = {
  events: {
    dayRevealed:
      'Day {day}: {sides.invader, who} {invader, select, null {a pass (Black)} other {{invader, colour}}}, {sides.defender, who} {defender, select, null {a pass (Black)} other {{defender, colour}}}. {winner, select, null {Equal cards: the counter stays.} other {{winner, name} wins by {difference} and moves the counter.}}',
  },
  refusals: {
    mustPlay: {
      text: '{side, name} holds {cards, plural, one {# card} other {# cards}} for {days, plural, one {# day} other {# days}} left, so must play a card today ({source}).',
      values: (_p, game) => ({ source: game.rules.editions[game.edition].march.source }),
    },
  },
  chance: {},
} satisfies StepWords;
