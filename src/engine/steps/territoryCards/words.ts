import type { StepWords } from '../../messages';

/** The territory contest's messages in English, with those of any round of face-down cards (PBS 8.C, 8.D). */
export const territoryCardsWords = {
  events: {
    cardCommitted:
      "{game.cards, select, physical {{round, round}: {side, who}'s card is entered.} other {{round, round}: {side, who} has chosen a card, face down.}}",
    cardChosen: '{round, round}: {side, name}, you chose {card, select, null {{round, select, null {no card} other {to pass}}} other {{card, colour}}}.',
    passedWithNoCards: '{round, round}: {side, who} has no cards left and passes (counts as Black).',
    territoryContestRevealed:
      'Territory contest: {sides.invader, who} {invader, select, null {no card} other {{invader, colour}}}, {sides.defender, who} {defender, select, null {no card} other {{defender, colour}}}. {chooser, name} picks the territory.',
  },
  refusals: {
    alreadyCommitted: '{side, name} has already chosen a card for this round.',
    noCardsLeft: '{side, name} has no cards left.',
    notInHand: '{side, name} holds no {card, colour} card.',
    mustPlayTerritoryCard: '{side, name} holds PBS cards, so must play one in the territory contest ({source}).',
  },
  chance: {},
} satisfies StepWords;
