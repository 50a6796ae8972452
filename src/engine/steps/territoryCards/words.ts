import type { Colour } from '../../schema/vocab';
import type { Say, StepWords } from '../../messages';

const card = (say: Say, c: Colour | null, none: string) => (c === null ? none : say.colour(c));

/** The territory contest's messages in English, with those of any round of face-down cards (PBS 8.C, 8.D). */
export const territoryCardsWords: StepWords = {
  events: {
    cardCommitted: (say, p) =>
      say.cards === 'physical' ? `${say.round(p.round)}: ${say.who(p.side)}'s card is entered.` : `${say.round(p.round)}: ${say.who(p.side)} has chosen a card, face down.`,
    cardChosen: (say, p) => `${say.round(p.round)}: ${say.name(p.side)}, you chose ${card(say, p.card, p.round === null ? 'no card' : 'to pass')}.`,
    passedWithNoCards: (say, p) => `${say.round(p.round)}: ${say.who(p.side)} has no cards left and passes (counts as Black).`,
    territoryContestRevealed: (say, p) =>
      `Territory contest: ${say.who('invader')} ${card(say, p.invader, 'no card')}, ${say.who('defender')} ${card(say, p.defender, 'no card')}. ${say.name(p.chooser)} picks the territory.`,
  },
  refusals: {
    alreadyCommitted: (say, p) => `${say.name(p.side)} has already chosen a card for this round.`,
    noCardsLeft: (say, p) => `${say.name(p.side)} has no cards left.`,
    notInHand: (say, p) => `${say.name(p.side)} holds no ${say.colour(p.card)} card.`,
    mustPlayTerritoryCard: (say, p) => `${say.name(p.side)} holds PBS cards, so must play one in the territory contest (${p.source}).`,
  },
  chance: {},
};
