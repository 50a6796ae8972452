import { z } from '../../lib/zod';
import { RulesProfileSchema } from './profile';
import { ScaleIdSchema } from './scales';
import { TournamentSchema } from './tournament';
import { RatingSchema } from './vocab';

/** A whole count from 0 to `max`; the UI's catalogue words each field's errors (src/ui/words/setup.ts). */
const count = (max: number) => z.number().check(z.int(), z.minimum(0), z.maximum(max));

/** Troops that deploy before all other TuGs (seed 000 PBS 10.D; seed 002 Deployment Process). */
export const DeploysFirstSchema = z.strictObject({
  batteries: count(60),
  barricades: count(60),
  battleWagons: count(60),
  redoubts: count(60),
  expendables: count(60),
});
export type DeploysFirst = z.infer<typeof DeploysFirstSchema>;

export const ArmySchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  rating: RatingSchema,
  pbsCards: count(99),
  scoutingCards: count(99),
  territories: z.array(z.string()).check(z.minLength(1), z.maxLength(7)),
  tugs: count(99).check(z.minimum(1)),
  deploysFirst: DeploysFirstSchema,
});
export type Army = z.infer<typeof ArmySchema>;

export const PlayerSetupSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(30)),
  army: ArmySchema,
});
export type PlayerSetup = z.infer<typeof PlayerSetupSchema>;

export const ModeSchema = z.enum(['digital', 'physical']);
export type Mode = z.infer<typeof ModeSchema>;

/** Who chose the seed: 'drawn' by the app and sealed until the end, or 'typed' by a person, so the hands can be known. */
export const SeedSourceSchema = z.enum(['drawn', 'typed']);
export type SeedSource = z.infer<typeof SeedSourceSchema>;

/** Everything decided before the roll-off: players, armies, edition, scale, table, modes, and the seed with who chose it. */
export const SetupSchema = z
  .strictObject({
    edition: z.enum(['2023', '2020']),
    scale: ScaleIdSchema,
    table: z.strictObject({
      widthCm: z.number().check(z.minimum(30), z.maximum(1000)),
      depthCm: z.number().check(z.minimum(30), z.maximum(1000)),
      /** The players' base width (BW) in millimetres; absent in older files, when the scale's default table gives it. */
      baseWidthMm: z.optional(z.number().check(z.minimum(10), z.maximum(200))),
    }),
    cards: ModeSchema,
    dice: ModeSchema,
    /**
     * The pre-battle's seed: the game code the app deals and rolls from. Every game the app starts has one; absent
     * only in a game file or link that lost it (issue 28), which opens rather than being refused: what the app
     * would have drawn is then replayed as the file gives it, marked "entered, not checked" (src/engine/verify.ts).
     */
    seed: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
    seedSource: SeedSourceSchema,
    /**
     * The battle's own seed for the digital weather dice of each battle turn (issue 13): drawn by the app and
     * sealed until the battle is over, so the pre-battle's seed, revealed when the pre-battle ends, predicts nothing.
     * Absent in older files, when the players roll the battle's weather dice themselves.
     */
    battleSeed: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
    players: z.tuple([PlayerSetupSchema, PlayerSetupSchema]),
    /**
     * Set only by the upgrade of a 2020 game file of log version 3 or older that passed the territory
     * card, which the app then read as optional: that game replays as it was played, while new games
     * follow seed 002's "Each play first PBS card" (src/engine/migrate.ts).
     */
    legacyTerritoryPass: z.optional(z.literal(true)),
    /** The app's rules version the game is played under (src/engine/rulesVersion.ts), written when it starts; absent only in files and links made before it was recorded, which are read under the rules of their log version. */
    rulesVersion: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(255))),
    /** Whether the app shows the odds of each choice (issue 13), a setting both players see; absent in older files: off. */
    odds: z.optional(z.boolean()),
    /** The rules profile (house rules, a tournament's preset) the game is played under; absent: the seeds' numbers. */
    profile: z.optional(RulesProfileSchema),
    /** The tournament's event, round and table the game is played at (issue 37); absent: not a tournament game. */
    tournament: z.optional(TournamentSchema),
  })
  .check(z.refine((s) => s.players[0].name.trim().toLowerCase() !== s.players[1].name.trim().toLowerCase(), {
    path: ['players', 1, 'name'],
    params: { setupError: 'sameNames' },
  }));
export type Setup = z.infer<typeof SetupSchema>;
