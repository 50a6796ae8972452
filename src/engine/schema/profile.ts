import { z } from '../../lib/zod';
import { COLOURS, FaceSchema } from './vocab';

/** A distance of a profile in base widths as at Maximus scale; a smaller scale converts it like the value it replaces. */
const bw = z.number().check(z.positive(), z.maximum(100));

/** Piece size bounds in BW as at Maximus: the shortest side at least `min`, the longest at most `max`. */
export const ProfileSizeSchema = z
  .strictObject({ min: bw, max: bw })
  .check(z.refine((s) => s.min <= s.max, { path: ['max'], params: { profileError: 'maxBelowMin' } }));
export type ProfileSize = z.infer<typeof ProfileSizeSchema>;

const count = (max: number) => z.number().check(z.int(), z.minimum(0), z.maximum(max));

/**
 * The numbers organisers change and the assumptions the seeds leave open, each optional: a value
 * left out keeps the seed's (or the data's documented assumption). Distances and sizes are in BW at
 * Maximus scale.
 */
export const ProfileValuesSchema = z.strictObject({
  flankSector: z.optional(bw),
  deepWater: z.optional(bw),
  deploymentFromCentre: z.optional(bw),
  sideEdgeStrip: z.optional(bw),
  spacing: z.optional(bw),
  opponentMove: z.optional(bw),
  camp: z.optional(bw),
  flankSize: z.optional(ProfileSizeSchema),
  compulsorySize: z.optional(ProfileSizeSchema),
  optionalSize: z.optional(ProfileSizeSchema),
  marchDays: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(10))),
  mayMoveLess: z.optional(z.boolean()),
  deck: z.optional(z.strictObject(Object.fromEntries(COLOURS.map((c) => [c, count(60)])) as Record<(typeof COLOURS)[number], z.ZodMiniNumber<number>>)),
  dice: z.optional(z.partialRecord(z.enum(COLOURS), z.array(FaceSchema).check(z.length(6)))),
  pbsMax: z.optional(count(20)),
  scoutingMax: z.optional(count(20)),
  tugRounding: z.optional(z.enum(['nearest', 'up', 'down'])),
});
export type ProfileValues = z.infer<typeof ProfileValuesSchema>;
export type ProfileKey = keyof ProfileValues;

/** The keys of a profile, in the order the editor and the reference show them. */
export const PROFILE_KEYS = Object.keys(ProfileValuesSchema.shape) as ProfileKey[];

/** A named rules profile (house rules or a tournament's preset): what it changes from the seeds. */
export const RulesProfileSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  note: z.optional(z.string().check(z.maxLength(500))),
  values: ProfileValuesSchema,
});
export type RulesProfile = z.infer<typeof RulesProfileSchema>;

export const PROFILE_FORMAT = 'pbw-rules-profile';
export const PROFILE_VERSION = 1;

/** A rules profile as a file to share between clubs and events. */
export const ProfileFileSchema = z.strictObject({
  format: z.literal(PROFILE_FORMAT),
  version: z.literal(PROFILE_VERSION),
  profile: RulesProfileSchema,
});
export type ProfileFile = z.infer<typeof ProfileFileSchema>;

/** The presets shipped in data/meg/profiles.json, each with where its numbers come from. */
export const ProfilePresetsSchema = z.strictObject({
  presets: z
    .array(
      z.strictObject({
        id: z.string().check(z.regex(/^[a-z][a-zA-Z0-9]*$/)),
        profile: RulesProfileSchema,
        basis: z.string().check(z.minLength(1)),
      }),
    )
    .check(z.minLength(1)),
});
export type ProfilePresets = z.infer<typeof ProfilePresetsSchema>;
