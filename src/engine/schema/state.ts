import { z } from '../../lib/zod';
import { RngStateSchema } from './rngState';
import { SetupSchema } from './setup';
import { mergedOf } from './slice';
import { STEP_SLICES } from './slices';
import { STEP_IDS } from './stepIds';

export { PlayerIndexSchema, type PlayerIndex } from './side';
export { Arc4StateSchema, RngStateSchema, type Arc4State, type RngState } from './rngState';
export { RollOffAttemptSchema, RollOffStateSchema, type RollOffAttempt, type RollOffState } from '../steps/rollOff/slice';
export { SquareSchema, type Square } from '../steps/placeCounter/slice';
export { DayResultSchema, type DayResult } from '../steps/march/slice';
export { FlankStateSchema, type FlankState } from '../steps/secureFlanks/slice';
export { PieceKindSchema, PiecePlacementSchema, PieceSchema, type Piece, type PieceKind, type PiecePlacement } from '../steps/selectCompulsory/slice';
export { WeatherResultSchema, type WeatherResult } from '../steps/weather/slice';
export { ScoutingResultSchema, type ScoutingResult } from '../steps/scouting/slice';
export { BattleStateSchema, BattleTurnSchema, type BattleState, type BattleTurn } from '../steps/done/slice';

/**
 * The whole pre-battle as plain JSON: setup, the generator's position, the step, then each step's fields as its slice
 * declares them (schema/slices.ts), in the steps' order: the secrets (the deck, top first, the hands and the cards
 * committed face down) and every decision so far. Only the views' field lists make any of it public.
 */
export const GameStateSchema = z.strictObject({
  setup: SetupSchema,
  rng: RngStateSchema,
  stepId: z.enum(STEP_IDS),
  ...mergedOf(STEP_SLICES, 'fields'),
});
export type GameState = z.infer<typeof GameStateSchema>;
