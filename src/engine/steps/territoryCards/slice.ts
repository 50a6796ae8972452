import { z } from '../../../lib/zod';
import { cardOrNone, intField } from '../../schema/actionFields';
import { bySide, SideSchema } from '../../schema/side';
import { defineSlice } from '../../schema/slice';
import { ColourSchema } from '../../schema/vocab';

export const PlayTerritoryCardActionSchema = z.strictObject({ type: z.literal('playTerritoryCard'), side: SideSchema, card: cardOrNone });

/** A round of face-down cards: the territory contest (null) or a day of the march. */
const round = z.nullable(intField);

/** The events of a round of cards played face down, the territory contest's and each day's of the march (PBS 8.C, 8.D). */
export const faceDownEvents = {
  cardCommitted: z.strictObject({ side: SideSchema, round }),
  cardChosen: z.strictObject({ side: SideSchema, round, card: cardOrNone }),
  passedWithNoCards: z.strictObject({ side: SideSchema, round }),
};

/**
 * PBS 8.C: the cards played so far (face up, to the discard), the cards lying face down this round (secret), the
 * territory contest's cards and who chooses the territory.
 */
export const territoryCardsSlice = defineSlice({
  id: 'territoryCards',
  fields: {
    played: z.array(ColourSchema),
    commits: z.strictObject({ invader: z.optional(cardOrNone), defender: z.optional(cardOrNone) }),
    territoryCards: z.nullable(bySide(cardOrNone)),
    territoryChooser: z.nullable(SideSchema),
  },
  start: () => ({ played: [], commits: {}, territoryCards: null, territoryChooser: null }),
  public: ['played', 'territoryCards', 'territoryChooser'],
  actions: [PlayTerritoryCardActionSchema],
  events: {
    ...faceDownEvents,
    territoryContestRevealed: z.strictObject({ invader: cardOrNone, defender: cardOrNone, chooser: SideSchema }),
  },
});

