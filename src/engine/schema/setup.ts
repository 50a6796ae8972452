import { z } from 'zod';
import { ScaleIdSchema } from './scales';
import { RatingSchema } from './vocab';

const count = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} is at most ${max}`);

/** Troops that deploy before all other TuGs (seed 000 PBS 10.D; seed 002 Deployment Process). */
export const DeploysFirstSchema = z.strictObject({
  batteries: count('Batteries', 60),
  barricades: count('TuGs with barricades', 60),
  battleWagons: count('Battle wagons', 60),
  redoubts: count('TuGs with redoubts', 60),
  expendables: count('Expendables', 60),
});
export type DeploysFirst = z.infer<typeof DeploysFirstSchema>;

export const ArmySchema = z.strictObject({
  name: z.string().trim().min(1, 'Name the army').max(60, 'Keep the army name under 60 characters'),
  rating: RatingSchema,
  pbsCards: count('PBS cards', 99),
  scoutingCards: count('Scouting cards', 99),
  territories: z.array(z.string()).min(1, 'Offer at least one territory').max(7, 'At most seven territories'),
  tugs: count('TuGs', 99).min(1, 'An army has at least one TuG'),
  deploysFirst: DeploysFirstSchema,
});
export type Army = z.infer<typeof ArmySchema>;

export const PlayerSetupSchema = z.strictObject({
  name: z.string().trim().min(1, 'Enter the player name').max(30, 'Keep the name under 30 characters'),
  army: ArmySchema,
});
export type PlayerSetup = z.infer<typeof PlayerSetupSchema>;

export const ModeSchema = z.enum(['digital', 'physical']);
export type Mode = z.infer<typeof ModeSchema>;

/** Everything decided before the roll-off: players, armies, edition, scale, table, modes and the seed. */
export const SetupSchema = z
  .strictObject({
    edition: z.enum(['2023', '2020']),
    scale: ScaleIdSchema,
    table: z.strictObject({
      widthCm: z.number().min(30, 'A table is at least 30 cm wide').max(1000, 'A table is at most 1000 cm wide'),
      depthCm: z.number().min(30, 'A table is at least 30 cm deep').max(1000, 'A table is at most 1000 cm deep'),
    }),
    cards: ModeSchema,
    dice: ModeSchema,
    seed: z.string().trim().min(1, 'Enter a seed (any word or number)').max(64, 'Keep the seed under 64 characters'),
    players: z.tuple([PlayerSetupSchema, PlayerSetupSchema]),
  })
  .refine((s) => s.players[0].name.trim().toLowerCase() !== s.players[1].name.trim().toLowerCase(), {
    message: 'The two players need different names',
    path: ['players', 1, 'name'],
  });
export type Setup = z.infer<typeof SetupSchema>;
