import { createEngine } from './core/engine';
import { MEG_STEPS } from './steps/registry';

export type { ReplayResult, Advance, Replaying } from './core/engine';
export type { Actor } from './core/step';

/** The Mortem et Gloriam pre-battle's engine: its core functions read the registry of its steps (src/engine/steps). */
export const megEngine = createEngine(MEG_STEPS);

export const {
  ActionSchema,
  newGame,
  applyAction,
  legalActions,
  replay,
  replaying,
  actor,
  stepSource,
  chanceAction,
  automaticAction,
  advance,
  settle,
  parseAction,
  stepOfEvent,
  reveals,
  tellsRoll,
  fromHand,
  cardRound,
  onTable,
} = megEngine;
