import { z } from '../../../lib/zod';
import { cardOrNone, intField } from '../../schema/actionFields';
import { bySide, SideSchema } from '../../schema/side';
import { defineSlice } from '../../schema/slice';
import { SquareSchema } from '../placeCounter/slice';
import { faceDownEvents } from '../territoryCards/slice';

/** One day of the march: the cards played, who won it by how much, and the counter's move (PBS 8.D). */
export const DayResultSchema = z.strictObject({
  day: intField,
  cards: bySide(cardOrNone),
  winner: z.nullable(SideSchema),
  difference: intField,
  from: SquareSchema,
  to: SquareSchema,
});
export type DayResult = z.infer<typeof DayResultSchema>;

export const PlayDayCardActionSchema = z.strictObject({ type: z.literal('playDayCard'), side: SideSchema, card: cardOrNone });

/** PBS 8.D: each day of the march, and the move a day's winner still has to make. */
export const marchSlice = defineSlice({
  id: 'march',
  fields: { days: z.array(DayResultSchema), pendingMove: z.nullable(z.strictObject({ winner: SideSchema, difference: intField })) },
  start: () => ({ days: [], pendingMove: null }),
  public: ['days', 'pendingMove'],
  actions: [PlayDayCardActionSchema],
  events: {
    ...faceDownEvents,
    dayRevealed: z.strictObject({ day: intField, invader: cardOrNone, defender: cardOrNone, winner: z.nullable(SideSchema), difference: intField }),
  },
});
