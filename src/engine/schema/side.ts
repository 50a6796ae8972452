import { z } from '../../lib/zod';

export const SideSchema = z.enum(['invader', 'defender']);
export type Side = z.infer<typeof SideSchema>;

/** The bounds of the actions' numbers and lists. */
export const ACTION_LIMITS = {
  die: { min: 1, max: 6 },
  cell: { min: 0, max: 4 },
  cards: 99,
  /** The faces of one colour's dice in a battle turn's weather roll (seed 002: one, or two if changeable). */
  turnDice: 6,
} as const;

/** A player by his place in the setup: the first (0) or the second (1). */
export const PlayerIndexSchema = z.union([z.literal(0), z.literal(1)]);
export type PlayerIndex = z.infer<typeof PlayerIndexSchema>;

/** One value for each side. */
export const bySide = <T extends z.ZodMiniType>(value: T) => z.strictObject({ invader: value, defender: value });
