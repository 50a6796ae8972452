import { z } from '../../packs/common/zod';
import { COLOURS, FaceSchema } from './vocab';

/** A distance of a profile in base widths as at Maximus scale; a smaller scale converts it like the value it replaces. */
const bw = z.number().positive().max(100);

/** Piece size bounds in BW as at Maximus: the shortest side at least `min`, the longest at most `max`. */
export const ProfileSizeSchema = z
  .strictObject({ min: bw, max: bw })
  .refine((s) => s.min <= s.max, { path: ['max'], params: { profileError: 'maxBelowMin' } });
export type ProfileSize = z.infer<typeof ProfileSizeSchema>;

const count = (max: number) => z.number().int().min(0).max(max);

/**
 * The numbers organisers change and the assumptions the seeds leave open, each optional: a value
 * left out keeps the seed's (or the data's documented assumption). Distances and sizes are in BW at
 * Maximus scale.
 */
export const ProfileValuesSchema = z.strictObject({
  flankSector: bw.optional(),
  deepWater: bw.optional(),
  deploymentFromCentre: bw.optional(),
  sideEdgeStrip: bw.optional(),
  spacing: bw.optional(),
  opponentMove: bw.optional(),
  camp: bw.optional(),
  flankSize: ProfileSizeSchema.optional(),
  compulsorySize: ProfileSizeSchema.optional(),
  optionalSize: ProfileSizeSchema.optional(),
  marchDays: z.number().int().min(1).max(10).optional(),
  mayMoveLess: z.boolean().optional(),
  deck: z.strictObject(Object.fromEntries(COLOURS.map((c) => [c, count(60)])) as Record<(typeof COLOURS)[number], z.ZodNumber>).optional(),
  dice: z.partialRecord(z.enum(COLOURS), z.array(FaceSchema).length(6)).optional(),
  pbsMax: count(20).optional(),
  scoutingMax: count(20).optional(),
  tugRounding: z.enum(['nearest', 'up', 'down']).optional(),
});
export type ProfileValues = z.infer<typeof ProfileValuesSchema>;
export type ProfileKey = keyof ProfileValues;

/** The keys of a profile, in the order the editor and the reference show them. */
export const PROFILE_KEYS = Object.keys(ProfileValuesSchema.shape) as ProfileKey[];

/** A named rules profile (house rules or a tournament's preset): what it changes from the seeds. */
export const RulesProfileSchema = z.strictObject({
  name: z.string().trim().min(1).max(60),
  note: z.string().max(500).optional(),
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
        id: z.string().regex(/^[a-z][a-zA-Z0-9]*$/),
        profile: RulesProfileSchema,
        basis: z.string().min(1),
      }),
    )
    .min(1),
});
export type ProfilePresets = z.infer<typeof ProfilePresetsSchema>;
