import { z } from '../../lib/zod';
import { ACTION_LIMITS } from './side';
import { ColourSchema, FaceSchema } from './vocab';

/*
 * The kinds of value the steps' actions carry, with the bounds a share link's layout reads (ACTION_LIMITS).
 * Each step's own actions are declared in its slice (src/engine/steps/<step>/slice.ts).
 */

/** A die's score. */
export const dieField = z.number().check(z.int(), z.minimum(ACTION_LIMITS.die.min), z.maximum(ACTION_LIMITS.die.max));
/** A row or column of the PBS map. */
export const cellField = z.number().check(z.int(), z.minimum(ACTION_LIMITS.cell.min), z.maximum(ACTION_LIMITS.cell.max));
/** Cards in order, as dealt or shuffled. */
export const cardsField = z.array(ColourSchema).check(z.maxLength(ACTION_LIMITS.cards));
/** The faces of one colour's dice in a battle turn. */
export const turnDiceField = z.array(FaceSchema).check(z.maxLength(ACTION_LIMITS.turnDice));
/** A place in a list (a plan item, a batch, a piece). */
export const indexField = z.number().check(z.int(), z.minimum(0));
/** A whole number an event reports. */
export const intField = z.number().check(z.int());
/** A card, or none (a pass, or no card played). */
export const cardOrNone = z.nullable(ColourSchema);
/** A flank or side edge of the table, named from the defender's side. */
export const edgeField = z.enum(['left', 'right']);
