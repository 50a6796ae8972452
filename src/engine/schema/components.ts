import { z } from '../../lib/zod';
import { ColourSchema, COLOURS, FaceSchema, RatingSchema, SourceSchema } from './vocab';

/**
 * The physical components the app needs for its own digital cards and dice. Almost none of this is
 * in the seeds (RULES-NOTES section 4): every assumed field is listed in `assumptions` with a note,
 * and the app shows those flags. Only `ratingDie` comes from a seed.
 */

export const DieSchema = z.strictObject({
  colour: ColourSchema,
  faces: z.array(FaceSchema).check(z.length(6)),
  assumption: z.boolean(),
});
export type Die = z.infer<typeof DieSchema>;

export const RatingDieSchema = z.strictObject({
  ...(Object.fromEntries(RatingSchema.options.map((r) => [r, ColourSchema])) as Record<
    z.infer<typeof RatingSchema>,
    typeof ColourSchema
  >),
  assumption: z.boolean(),
  source: SourceSchema,
});
export type RatingDie = z.infer<typeof RatingDieSchema>;

export const DeckSchema = z.strictObject(
  Object.fromEntries(COLOURS.map((c) => [c, z.number().check(z.int(), z.minimum(0))])) as Record<
    (typeof COLOURS)[number],
    z.ZodMiniNumber<number>
  >,
);
export type Deck = z.infer<typeof DeckSchema>;

export const ArmyCardLimitsSchema = z
  .strictObject({
    pbsMin: z.number().check(z.int(), z.minimum(0)),
    pbsMax: z.number().check(z.int(), z.minimum(0)),
    scoutingMin: z.number().check(z.int(), z.minimum(0)),
    scoutingMax: z.number().check(z.int(), z.minimum(0)),
  })
  .check(z.refine((l) => l.pbsMin <= l.pbsMax && l.scoutingMin <= l.scoutingMax, { message: 'min must not exceed max' }));

export const TugRoundingSchema = z.strictObject({
  /** How a percentage of the army becomes a number of TuGs. */
  method: z.enum(['nearest', 'up', 'down']),
  /** At least one TuG whenever the percentage is above 0. */
  atLeastOneIfAboveZero: z.boolean(),
  /** Thirds of the army are rounded the same way. */
  appliesToThirds: z.boolean(),
  note: z.string().check(z.minLength(1)),
});

export const ASSUMED_FIELDS = ['dice', 'rollOffRanking', 'deck', 'armyCardLimits', 'tugRounding'] as const;

export const AssumptionSchema = z.strictObject({
  field: z.enum(ASSUMED_FIELDS),
  assumption: z.literal(true),
  /** What was assumed and why. */
  note: z.string().check(z.minLength(1)),
  /** Where the default comes from (not a seed). */
  basis: z.string().check(z.minLength(1)),
});
export type Assumption = z.infer<typeof AssumptionSchema>;

export const ComponentsSchema = z
  .strictObject({
    dice: z.array(DieSchema).check(z.length(5)),
    ratingDie: RatingDieSchema,
    /** Roll-off faces, best first. */
    rollOffRanking: z.array(FaceSchema).check(z.length(4)),
    /** Cards of each colour in the command deck. */
    deck: DeckSchema,
    armyCardLimits: ArmyCardLimitsSchema,
    tugRounding: TugRoundingSchema,
    /** Every assumed field, with its note. */
    assumptions: z.array(AssumptionSchema),
  })
  .check(
    z.refine((c) => new Set(c.dice.map((d) => d.colour)).size === 5, { message: 'one die per colour' }),
    z.refine((c) => new Set(c.rollOffRanking).size === 4, { message: 'each face ranked once' }),
    z.refine((c) => ASSUMED_FIELDS.every((f) => c.assumptions.some((a) => a.field === f)), {
      message: 'every assumed field must be listed in assumptions',
    }),
  );
export type Components = z.infer<typeof ComponentsSchema>;
