import { z } from '../../../lib/zod';
import { cardOrNone, intField } from '../../schema/actionFields';
import { SideSchema } from '../../schema/side';

/** A round of face-down cards: the territory contest (null) or a day of the march. */
const round = z.nullable(intField);

/** The events of a round of cards played face down, the territory contest's and each day's of the march (PBS 8.C, 8.D). */
export const faceDownEvents = {
  cardCommitted: z.strictObject({ side: SideSchema, round }),
  cardChosen: z.strictObject({ side: SideSchema, round, card: cardOrNone }),
  passedWithNoCards: z.strictObject({ side: SideSchema, round }),
};

/** The territory contest's events, with those of any round of face-down cards (PBS 8.C, 8.D). */
export const territoryCardsEvents = {
    ...faceDownEvents,
    territoryContestRevealed: z.strictObject({ invader: cardOrNone, defender: cardOrNone, chooser: SideSchema }),
  };
