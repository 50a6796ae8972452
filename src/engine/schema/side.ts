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
