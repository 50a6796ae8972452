import { describe, expect, it } from 'vitest';
import { z } from '../../src/lib/zod';
import { bundledRules, createEngine, megEngine, playerView, publicView, type Action, type GameState, type StepDescriptor, type StepRegistry } from '../../src/engine';
import { defineAction } from '../../src/engine/core/step';
import { rollDie } from '../../src/engine/rng';
import { MEG_STEPS } from '../../src/engine/steps/registry';
import { actionCodec } from '../../src/share/payload';
import { makeSetup, playRandomGame } from '../support/randomGame';

/*
 * ARCHITECTURE.md, "add a step": a step is its registration alone. This made-up step, read after the season,
 * has the seed roll an omen die in digital mode and the players report it otherwise; nothing else is changed.
 */

const OmenActionSchema = z.strictObject({ type: z.literal('readOmens'), die: z.number().check(z.int(), z.minimum(1), z.maximum(6)) });
type WithOmen = GameState & { omen?: number };

const omensStep: StepDescriptor = {
  id: 'omens' as StepDescriptor['id'],
  actions: [
    defineAction({
      linkCode: 31,
      schema: OmenActionSchema,
      chance: 'dice',
      handle: (_rules, state, action) => ({ ok: true, state: { ...state, omen: action.die } as WithOmen, events: [] }),
    }),
  ],
  events: {},
  pending: (_rules, state) => (state as WithOmen).omen === undefined,
  source: (rules) => rules.weather.source,
  legal: () => [1, 2, 3, 4, 5, 6].map((die) => ({ type: 'readOmens', die }) as unknown as Action),
  draw: (_rules, _state, next) => ({ type: 'readOmens', die: rollDie(next) }) as unknown as Action,
};

const at = MEG_STEPS.steps.findIndex((step) => step.id === 'season') + 1;
const registry: StepRegistry = { ...MEG_STEPS, steps: [...MEG_STEPS.steps.slice(0, at), omensStep, ...MEG_STEPS.steps.slice(at)] };
const engine = createEngine(registry);
const rules = bundledRules();

describe('a made-up step plays from its registration alone', () => {
  for (const mode of ['digital', 'physical'] as const) {
    it(`is reached after the season and played through to the end of the pre-battle (${mode} dice)`, () => {
      const setup = makeSetup({ dice: mode, cards: mode });
      const { log, state, played } = playRandomGame(rules, setup, `omens-${mode}`, 400, engine);
      expect(state.stepId).toBe('done');
      const omen = log.findIndex((action) => (action.type as string) === 'readOmens');
      expect(played[omen]?.stepId).toBe('omens');
      expect(played[omen - 1]?.stepId).toBe('season');
      expect((state as WithOmen).omen).toBe((log[omen] as unknown as { die: number }).die);

      // Replay rebuilds the same game; the engine without the step refuses the log where the omen was read.
      const replayed = engine.replay(rules, setup, log);
      expect(replayed.ok && replayed.state).toEqual(state);
      const without = megEngine.replay(rules, setup, log);
      expect(without.ok === false && without.index).toBe(omen);

      // The step's action travels in a link with its own code.
      const codec = actionCodec(engine.linkActions);
      for (const action of log) expect(codec.unpackAction(codec.packAction(action) as unknown[])).toEqual(action);
      expect(codec.packAction(log[omen]!)).toEqual([31, (log[omen] as unknown as { die: number }).die]);

      // A field the step adds to the state is private until a view names it.
      expect(publicView(state)).not.toHaveProperty('omen');
      expect(playerView(state, 'invader')).not.toHaveProperty('omen');
    });
  }

  it('in digital mode, a forged omen roll is refused like any other roll', () => {
    const setup = makeSetup();
    const { log } = playRandomGame(rules, setup, 'omens-forged', 400, engine);
    const omen = log.findIndex((action) => (action.type as string) === 'readOmens');
    const die = (log[omen] as unknown as { die: number }).die;
    const forged = [...log.slice(0, omen), { type: 'readOmens', die: (die % 6) + 1 }];
    const result = engine.replay(rules, setup, forged);
    expect(!result.ok && result.index === omen && 'error' in result && result.error.code).toBe('chanceMismatch');
  });
});
