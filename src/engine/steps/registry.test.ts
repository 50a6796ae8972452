import { describe, expect, it } from 'vitest';
import { makeSetup, playRandomGame } from '../../../tests/support/randomGame';
import { bundledRules } from '../bundledRules';
import { megEngine } from '../game';
import { ALL_SLICES, STEP_SLICES } from '../schema/slices';
import { STEP_IDS } from '../schema/stepIds';
import { EVENT_SCHEMAS as eventSchemas, STEP_EVENTS } from '../schema/events';
import { startRng } from '../rng';
import { MEG_STEPS } from './registry';

const rules = bundledRules();

describe('the step registry (one registration per step)', () => {
  it('lists the steps in the order the pre-battle names them (seed 000 PBS 8-10), each once', () => {
    expect(MEG_STEPS.steps.map((step) => step.id)).toEqual([...STEP_IDS]);
  });

  it('has each step declare, in its slice, exactly the actions it accepts and the events it emits (src/engine/steps/<step>/slice.ts)', () => {
    expect(STEP_SLICES.map((slice) => slice.id)).toEqual(MEG_STEPS.steps.map((step) => step.id));
    const registered = [...MEG_STEPS.steps, { id: 'anyStep', since: undefined, until: undefined, ...MEG_STEPS.anyStep }];
    for (const [i, step] of registered.entries()) {
      const slice = ALL_SLICES[i]!;
      const events = STEP_EVENTS[slice.id];
      expect(slice.id, 'slice and step in the same order').toBe(step.id);
      expect(step.actions.map((def) => def.schema), `${step.id}: its actions are its slice's schemas`).toEqual([...slice.actions]);
      expect(Object.keys(step.events).sort(), `${step.id}: its events are its events.ts's`).toEqual(Object.keys(events).sort());
      expect([step.since, step.until], `${step.id}: the step and its slice are in force for the same app rules`).toEqual([slice.since, slice.until]);
    }
  });

  it('gives every action one step that owns it and a link code of its own', () => {
    const codes = megEngine.linkActions.map((def) => def.linkCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
  });

  it('refuses a registry whose actions share a link code', async () => {
    const { createEngine } = await import('../core/engine');
    const [first, second] = MEG_STEPS.steps;
    const clash = { ...second!, actions: [{ ...second!.actions[0]!, linkCode: first!.actions[0]!.linkCode }] };
    expect(() => createEngine({ ...MEG_STEPS, steps: [first!, clash] })).toThrow(/link code/);
  });

  it('declares every event a step emits, for the audience it is emitted to, and each event fits its schema', () => {
    const declared = new Map(MEG_STEPS.steps.map((step) => [step.id, step.events]));
    let seen = 0;
    for (const [cards, dice] of [
      ['digital', 'digital'],
      ['physical', 'physical'],
      ['physical', 'digital'],
    ] as const) {
      for (const edition of ['2023', '2020'] as const) {
        for (const n of [1, 2, 3]) {
          const { played } = playRandomGame(rules, makeSetup({ cards, dice, edition }), `events-${cards}-${dice}-${edition}-${n}`);
          for (const { stepId, events } of played) {
            for (const event of events) {
              const audience = declared.get(stepId)?.[event.code] ?? (event.code === 'preBattleEnded' ? MEG_STEPS.steps.at(-1)?.events.preBattleEnded : undefined);
              expect(audience, `${event.code} at ${stepId}`).toBeDefined();
              expect(event.audience === 'public' ? audience !== 'player' : audience === 'player', `${event.code} at ${stepId}`).toBe(true);
              expect(eventSchemas[event.code].safeParse(event.params).success, `${event.code} params`).toBe(true);
              seen++;
            }
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(500);
  });

  it("has no step's pending read the generators' positions, which the core writes after settling the step (core/step.ts)", () => {
    let compared = 0;
    let actions = 0;
    for (const edition of ['2023', '2020'] as const) {
      for (const cards of ['digital', 'physical'] as const) {
        const setup = makeSetup({ cards, dice: cards, edition, seed: `pending-${edition}-${cards}` });
        const { log } = playRandomGame(rules, setup, `pending-choice-${edition}-${cards}`);
        const started = megEngine.newGame(rules, setup);
        if (!started.ok) throw new Error('bad setup');
        const game = megEngine.replaying(rules, started.state);
        for (const action of log) {
          const before = game.state.stepId;
          expect(game.apply(action).ok).toBe(true);
          actions++;
          // The state as the action's handler left it, at the step before, and the steps the core then asks as it
          // settles: from that step on, up to the first with something left to decide.
          const done = { ...game.state, stepId: before };
          const moved = { ...done, rng: startRng('elsewhere'), battle: { ...done.battle, rng: startRng('elsewhere too') } };
          for (const step of MEG_STEPS.steps.slice(MEG_STEPS.steps.findIndex((s) => s.id === before))) {
            const pending = step.pending(rules, done);
            expect(step.pending(rules, moved), `${step.id} after ${action.type}`).toBe(pending);
            compared++;
            if (pending) break;
          }
        }
      }
    }
    expect(compared, 'some actions end their step, so the steps after it are asked too').toBeGreaterThan(actions);
  });
});
