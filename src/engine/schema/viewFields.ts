import type { Setup } from './setup';
import type { GameState } from './state';
import { STEP_SLICES } from './slices';

export { PUBLIC_BATTLE_FIELDS } from '../steps/done/slice';

/**
 * The game's fields the room sees as they are (STYLE "Events, views and words"): the step, and the fields each step's
 * slice names public (schema/slices.ts); a field of the state that no list names is in no view, so a secret added to
 * the state stays secret by default.
 */
export const PUBLIC_STATE_FIELDS = ['stepId' as const, ...STEP_SLICES.flatMap((slice) => slice.public)] satisfies readonly (keyof GameState)[];

/** The setup's fields the room sees: all but the seeds, the pre-battle's and the battle's, sealed until the end. */
export const PUBLIC_SETUP_FIELDS = [
  'edition',
  'scale',
  'table',
  'cards',
  'dice',
  'seedSource',
  'players',
  'legacyTerritoryPass',
  'rulesVersion',
  'odds',
  'profile',
  'tournament',
] as const satisfies readonly (keyof Setup)[];
