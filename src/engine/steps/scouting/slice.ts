import { z } from '../../../lib/zod';
import { cardsField } from '../../schema/actionFields';
import { bySide, SideSchema } from '../../schema/side';
import { defineSlice } from '../../schema/slice';
import { ColourSchema } from '../../schema/vocab';
import { dealPbsSlice } from '../dealPbs/slice';

/** The scouting cards, each side's best ones and totals, and who outscouted whom by how much (PBS 10.A). */
export const ScoutingResultSchema = z.strictObject({
  cards: bySide(z.array(ColourSchema)),
  best: bySide(z.array(ColourSchema)),
  totals: bySide(z.number()),
  outscouted: z.nullable(SideSchema),
  by: z.number(),
});
export type ScoutingResult = z.infer<typeof ScoutingResultSchema>;

export const DealScoutingActionSchema = z.strictObject({ type: z.literal('dealScouting'), invader: cardsField, defender: cardsField });
export const ReportScoutingActionSchema = z.strictObject({ type: z.literal('reportScouting'), invader: cardsField, defender: cardsField });

/** PBS 10.A: the scouting cards and who is outscouted. */
export const scoutingSlice = defineSlice({
  id: 'scouting',
  fields: { scouting: z.nullable(ScoutingResultSchema) },
  start: () => ({ scouting: null }),
  public: ['scouting'],
  actions: [DealScoutingActionSchema, ReportScoutingActionSchema],
  events: {
    ...dealPbsSlice.events,
    scoutingCounted: z.strictObject({ totals: bySide(z.number()), outscouted: z.nullable(SideSchema), by: z.number() }),
  },
});
