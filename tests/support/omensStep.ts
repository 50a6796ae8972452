import { z } from '../../src/lib/zod';
import { createEngine, type Action, type GameState, type StepDescriptor, type StepRegistry } from '../../src/engine';
import { defineAction } from '../../src/engine/core/step';
import { rollDie } from '../../src/engine/rng';
import { MEG_STEPS } from '../../src/engine/steps/registry';

/*
 * ARCHITECTURE.md, "add a step": a step is its registration alone. This made-up step, read after the season,
 * has the seed roll an omen die in digital mode and the players report it otherwise; nothing else is changed.
 */

/** The omens' link code: past every code the app's own actions use. */
export const OMENS_LINK_CODE = 90;

const OmenActionSchema = z.strictObject({ type: z.literal('readOmens'), die: z.number().check(z.int(), z.minimum(1), z.maximum(6)) });
export type WithOmen = GameState & { omen?: number };

/** The omen die an action read, when it is the made-up step's action. */
export function omenOf(action: unknown): number | null {
  const read = OmenActionSchema.safeParse(action);
  return read.success ? read.data.die : null;
}

export const omensStep: StepDescriptor = {
  id: 'omens' as StepDescriptor['id'],
  actions: [
    defineAction({
      linkCode: OMENS_LINK_CODE,
      schema: OmenActionSchema,
      chance: 'dice',
      handle: (_rules, state, action) => ({ ok: true, state: { ...state, omen: action.die } as WithOmen, events: [] }),
    }),
  ],
  events: {},
  words: { events: {}, refusals: {}, chance: {} },
  pending: (_rules, state) => (state as WithOmen).omen === undefined,
  source: (rules) => rules.weather.source,
  legal: () => [1, 2, 3, 4, 5, 6].map((die) => ({ type: 'readOmens', die }) as unknown as Action),
  draw: (_rules, _state, next) => ({ type: 'readOmens', die: rollDie(next) }) as unknown as Action,
};

const at = MEG_STEPS.steps.findIndex((step) => step.id === 'season') + 1;
/** Today's steps with the omens after the season. */
export const omensRegistry: StepRegistry = { ...MEG_STEPS, steps: [...MEG_STEPS.steps.slice(0, at), omensStep, ...MEG_STEPS.steps.slice(at)] };
export const omensEngine = createEngine(omensRegistry);
