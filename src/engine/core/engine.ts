import { z } from '../../lib/zod';
import { publicEvent, type EventCode, type GameEvent } from '../events';
import { refusal, refuse, type Refusal, type StepResult } from '../refusal';
import { generator } from '../rng';
import type { Rules } from '../rules';
import { inForce, rulesVersionOf } from '../rulesVersion';
import type { Action } from '../schema/action';
import type { Setup } from '../schema/setup';
import { validateSetup, type SetupErrors } from '../setup';
import { initialState, type GameState, type StepId } from '../state';
import type { StepWords } from '../messages';
import type { ActionDef, Actor, CardRound, ChanceKind, EventAudience, HandleContext, SeededChance, StepDescriptor, StepRegistry } from './step';

/** The final state and each action's events, or the refusal of the first bad action with its index (STYLE habit 6). */
export type ReplayResult =
  | { ok: true; state: GameState; events: GameEvent[][] }
  | { ok: false; index: number; error: Refusal }
  | { ok: false; index: -1; errors: SetupErrors };

/** A replay under way (`replaying`): the state so far, and the next action applied to it. */
export interface Replaying {
  readonly state: GameState;
  apply(input: unknown): StepResult;
}

/**
 * The automatic actions applied from a state on, with their events, until a player has something to do;
 * `stopped` is the refusal when that took more than the bound (then nothing is applied and `state` is the one given).
 */
export interface Advance {
  actions: Action[];
  events: GameEvent[][];
  state: GameState;
  stopped: Refusal | null;
}

/**
 * Most automatic actions after one decision. A whole pre-battle draws about a hundred times; roll-off ties
 * re-roll, and with the shipped dice 200 ties in a row has a chance below 1 in 10^40, so reaching it means a
 * profile whose dice always tie: the app stops and says so rather than writing thousands of rolls.
 */
const MOST_AUTOMATIC = 200;

/**
 * Whether the app deals or rolls this kind of chance itself (digital cards or dice), so its outcome follows the seed.
 * A game with no seed (a file that lost it) draws nothing: its outcomes are taken as the log gives them, unchecked.
 */
function appDecides(state: GameState, kind: ChanceKind | undefined): boolean {
  if (state.setup.seed === undefined) return false;
  if (kind === 'cards') return state.setup.cards === 'digital';
  if (kind === 'dice') return state.setup.dice === 'digital';
  return false;
}

/**
 * True when two chance actions carry the same outcome (field order does not matter). Actions are flat, each
 * field a string, number, boolean, null or a list of them, so one level of lists is all there is to compare.
 */
function sameChance(a: Action, b: Action): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  return keys.every((key) => {
    const u = x[key];
    const v = y[key];
    if (u === v) return true;
    return Array.isArray(u) && Array.isArray(v) && Object.hasOwn(y, key) && u.length === v.length && u.every((item, i) => item === v[i]);
  });
}

/**
 * The game's core, read from a registry of steps (STYLE: one registration per step): applying, listing and
 * replaying actions, who acts, what the seed draws, and the schema of every action, with no table of its own.
 */
export function createEngine(registry: StepRegistry) {
  const order = new Map<StepId, number>(registry.steps.map((step, i) => [step.id, i]));
  const byId = new Map<StepId, StepDescriptor>(registry.steps.map((step) => [step.id, step]));
  const anyStep = new Map(registry.anyStep.actions.map((def) => [def.type, def]));
  const stepActions = new Map(registry.steps.map((step) => [step.id, new Map(step.actions.map((def) => [def.type, def]))]));
  const every = [...new Map([...registry.steps.flatMap((step) => step.actions), ...registry.anyStep.actions].map((def) => [def.type, def])).values()];
  const codes = new Set(every.map((def) => def.linkCode));
  if (codes.size !== every.length) throw new Error('two actions of the step registry share a link code');
  const final = registry.steps.at(-1);
  if (!final) throw new Error('the step registry is empty');
  const last: StepDescriptor = final;
  if (last.since !== undefined || last.until !== undefined) throw new Error('the last step is the end of every game: it cannot be bounded by rules versions');
  /** Whether any step or action is bounded by rules versions: only then does the core read the game's rules at each action (replay stays fast). */
  const boundedSteps = registry.steps.some((step) => step.since !== undefined || step.until !== undefined);
  const boundedActions = every.some((def) => def.since !== undefined || def.until !== undefined);

  /** Every action's schema, in the order of their link codes: the one check of actions from files, links and players. */
  const ActionSchema = z.discriminatedUnion(
    'type',
    [...every].sort((a, b) => a.linkCode - b.linkCode).map((def) => def.schema) as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]],
  ) as unknown as z.ZodMiniType<Action>;

  const stepOf = (state: GameState): StepDescriptor => byId.get(state.stepId) ?? last;

  /**
   * The first step from the index `from` on with something left to decide, else the last (run at every action, so a plain
   * loop); a step not in force under the game's rules version is skipped (a step added later, for an older game).
   */
  function firstPending(rules: Rules, state: GameState, from: number): StepDescriptor {
    const version = boundedSteps ? rulesVersionOf(state.setup) : 0;
    for (let index = from; index < registry.steps.length; index++) {
      const step = registry.steps[index]!;
      if ((!boundedSteps || inForce(step, version)) && step.pending(rules, state)) return step;
    }
    return last;
  }

  /** The step the pre-battle stands at: the first one, from the current step (or the one it resumes) on, with something left to decide. */
  function settle(rules: Rules, state: GameState): GameState {
    const next = settledStep(rules, state);
    return next === state.stepId ? state : { ...state, stepId: next };
  }

  /** The step `settle` moves the game to. */
  function settledStep(rules: Rules, state: GameState): StepId {
    const current = stepOf(state);
    const from = order.get(current.resumes ?? current.id) ?? registry.steps.length - 1;
    return firstPending(rules, state, from).id;
  }

  /** Who must act now. */
  function actor(rules: Rules, state: GameState): Actor {
    const step = stepOf(state);
    return step.actor ? step.actor(rules, state) : 'both';
  }

  /** The rule the current step applies, as a citation of the data (seed file and section). */
  function stepSource(rules: Rules, state: GameState): string {
    return stepOf(state).source(rules, state);
  }

  /**
   * Digital mode: the chance action the app makes for the current pre-battle step, drawn from the pre-battle seed's generator at the
   * state's position (a roll, a shuffle or a deal carrying its outcome, STYLE habit 3), with the generator after it.
   */
  function seededChance(rules: Rules, state: GameState): SeededChance | null {
    const step = stepOf(state);
    if (!step.draw) return null;
    const rng = generator(state.rng);
    const action = step.draw(rules, state, rng.next);
    if (!action || !appDecides(state, stepActions.get(step.id)?.get(action.type)?.chance)) return null;
    return { action, rng: rng.state() };
  }

  /** The seeded chance action alone (for screens that offer the roll), or null when the players decide or report. */
  function chanceAction(rules: Rules, state: GameState): Action | null {
    return seededChance(rules, state)?.action ?? null;
  }

  /** An action from outside (a file, a link, a player) checked against the schema, or null when it is not one. */
  function parseAction(input: unknown): Action | null {
    const parsed = ActionSchema.safeParse(input);
    return parsed.success ? parsed.data : null;
  }

  /** A new game at the first step, or the setup's errors field by field. */
  function newGame(rules: Rules, setup: unknown): { ok: true; state: GameState } | { ok: false; errors: SetupErrors } {
    const checked = validateSetup(rules, setup);
    if (!checked.ok) return checked;
    return { ok: true, state: settle(rules, initialState(checked.setup)) };
  }

  /** The definition of an action the current step (or any step) accepts. */
  function accepted(state: GameState, type: string): ActionDef | undefined {
    return anyStep.get(type) ?? stepActions.get(state.stepId)?.get(type);
  }

  /**
   * Applies one action: the new state and the events it produced, or a refusal code (STYLE habit 2).
   * Digital mode: a chance action must be exactly what the seed gives at this point, so an edited roll,
   * shuffle or deal is refused as `chanceMismatch`; the generator's new position is what drawing it took.
   */
  function applyAction(rules: Rules, state: GameState, input: unknown): StepResult {
    return applyWith(rules, state, input, undefined);
  }

  /**
   * The seed's own draw when the input is exactly it (a digital roll, shuffle or deal as a log or the store gives it back):
   * the engine made that action, so it needs no schema check; any other input is checked as it comes.
   */
  function drawnAsGiven(rules: Rules, state: GameState, input: unknown): SeededChance | null {
    const type = (input as { type?: unknown } | null)?.type;
    if (typeof type !== 'string') return null;
    const def = accepted(state, type);
    if (!def || def.chance === 'battleDice' || !appDecides(state, def.chance)) return null;
    const chance = seededChance(rules, state);
    return chance && sameChance(chance.action, input as Action) ? chance : null;
  }

  /** `applyAction`, its handler told which lists a replay owns (`HandleContext`). */
  function applyWith(rules: Rules, state: GameState, input: unknown, context: HandleContext | undefined): StepResult {
    // The step before the action: a state the replay owns is changed in place.
    const from = state.stepId;
    const drawn = drawnAsGiven(rules, state, input);
    const action = drawn ? drawn.action : parseAction(input);
    if (!action) return refuse('invalidAction', {});
    const def = accepted(state, action.type);
    if (!def) return refuse('wrongStep', { stepId: state.stepId });
    if (boundedActions && !inForce(def, rulesVersionOf(state.setup))) return refuse('notInForce', { type: def.type, rulesVersion: rulesVersionOf(state.setup) });
    if ('side' in action) {
      const who = actor(rules, state);
      if (who !== 'both' && who !== action.side) return refuse('notYourTurn', { actor: who });
    }
    const battleTurn = def.chance === 'battleDice';
    const chance = drawn ?? (battleTurn ? (stepOf(state).battleChance?.(rules, state) ?? null) : appDecides(state, def.chance) ? seededChance(rules, state) : null);
    if (chance && !sameChance(chance.action, action)) return refuse('chanceMismatch', { expected: chance.action, got: action });
    const result = def.handle(rules, state, action as never, context);
    if (!result.ok) return result;
    const done = result.state;
    // The step to settle at is read before the generator's new position is written (a step's `pending` never reads it).
    const stepId = settledStep(rules, done);
    let next = done;
    if (chance || stepId !== done.stepId) {
      // A state the handler returns other than `state` is a copy it has just made, which nobody else holds yet, and a
      // state the replay owns is its own to change: the step and the draw are written into it instead of copying it again.
      next = done === state && !context?.owned.has(done) ? { ...done } : done;
      next.stepId = stepId;
      if (chance && battleTurn) next.battle = { ...next.battle, rng: chance.rng };
      else if (chance) next.rng = chance.rng;
    }
    // A replay keeps only its last state, so the state it applies the next action to is its own (`revised`).
    context?.owned.add(next);
    const ended = next.stepId === last.id && from !== last.id;
    return { ok: true, state: next, events: ended ? [...result.events, publicEvent('preBattleEnded', {})] : result.events };
  }

  /** Every action allowed now, enumerated where finite; the seed's own roll or deal where the app draws it. */
  function legalActions(rules: Rules, state: GameState): Action[] {
    const step = stepOf(state);
    const chance = chanceAction(rules, state);
    if (chance && !step.chanceAmongOthers) return [chance];
    const legal = boundedActions ? step.legal(rules, state).filter((action) => inForce(accepted(state, action.type), rulesVersionOf(state.setup))) : step.legal(rules, state);
    return chance && step.chanceAmongOthers ? [chance, ...legal.filter((action) => action.type !== chance.type)] : legal;
  }

  /**
   * What the step waits for when nobody decides it: in digital mode the seeded roll, shuffle or deal (STYLE
   * habit 3: still an action in the log), and the pass of a side with no cards left. Null when a player chooses or reports.
   */
  function automaticAction(rules: Rules, state: GameState): Action | null {
    const step = stepOf(state);
    const forced = step.automatic?.(rules, state) ?? null;
    if (forced === 'choice') return null;
    if (forced) return forced;
    return chanceAction(rules, state);
  }

  /** Applies every automatic action from `state` on (see `automaticAction`), stopping where a player must act, or refusing past `MOST_AUTOMATIC` (replay is not bounded). */
  function advance(rules: Rules, state: GameState): Advance {
    const actions: Action[] = [];
    const events: GameEvent[][] = [];
    let current = state;
    for (;;) {
      const action = automaticAction(rules, current);
      if (!action) return { actions, events, state: current, stopped: null };
      if (actions.length === MOST_AUTOMATIC) return { actions: [], events: [], state, stopped: refusal('automaticLimit', { most: MOST_AUTOMATIC, stepId: current.stepId }) };
      const result = applyAction(rules, current, action);
      if (!result.ok) throw new Error(`the automatic ${action.type} was refused: ${result.error.code}`);
      actions.push(action);
      events.push(result.events);
      current = result.state;
    }
  }

  /**
   * Applies actions one after another from `start`, in time linear in their number: the lists it makes are its
   * own, so a state it gave may change at the next `apply`; keep only the last (a refused action changes nothing).
   */
  function replaying(rules: Rules, start: GameState): Replaying {
    const context: HandleContext = { owned: new WeakSet() };
    let state = start;
    return {
      get state() {
        return state;
      },
      apply(input: unknown): StepResult {
        const result = applyWith(rules, state, input, context);
        if (result.ok) state = result.state;
        return result;
      },
    };
  }

  /** Rebuilds a game from its setup and log in one pass; the same log always gives the same state (STYLE habit 6). */
  function replay(rules: Rules, setup: Setup | unknown, log: readonly unknown[]): ReplayResult {
    const started = newGame(rules, setup);
    if (!started.ok) return { ok: false, index: -1, errors: started.errors };
    const run = replaying(rules, started.state);
    const events: GameEvent[][] = [];
    for (let index = 0; index < log.length; index++) {
      const result = run.apply(log[index]);
      if (!result.ok) return { ok: false, index, error: result.error };
      events.push(result.events);
    }
    return { ok: true, state: run.state, events };
  }

  /** Every action with its fixed link code, in code order (the share link's codec reads them). */
  const linkActions = [...every].sort((a, b) => a.linkCode - b.linkCode);

  /** Who may see each event the steps emit, as the steps declare it (one audience per code). */
  const eventAudience = new Map<EventCode, EventAudience>();
  for (const events of [...registry.steps.map((step) => step.events), registry.anyStep.events]) {
    for (const [code, audience] of Object.entries(events) as [EventCode, EventAudience][]) {
      if ((eventAudience.get(code) ?? audience) !== audience) throw new Error(`the event ${code} is declared for two audiences`);
      eventAudience.set(code, audience);
    }
  }

  /** The steps that declare each event, in order. */
  const declaring = new Map<EventCode, StepDescriptor[]>();
  for (const step of registry.steps) for (const code of Object.keys(step.events) as EventCode[]) declaring.set(code, [...(declaring.get(code) ?? []), step]);

  /** The step an event belongs to, as the steps declare it; null for an event any step may emit (a recorded table position). */
  function stepOfEvent(event: GameEvent): StepId | null {
    const steps = declaring.get(event.code) ?? [];
    return (steps.length > 1 ? steps.find((step) => step.claims?.(event)) : undefined)?.id ?? steps[0]?.id ?? null;
  }

  const revealing = new Set(registry.steps.flatMap((step) => step.reveals ?? []));
  /** Whether an event turns both face-down cards up (the steps' `reveals`). */
  const reveals = (code: EventCode): boolean => revealing.has(code);

  const handPlays = new Set(every.filter((def) => def.fromHand).map((def) => def.type));
  /** Whether an action plays a card from a hand (its definition's `fromHand`). */
  const fromHand = (type: string): boolean => handPlays.has(type);

  const rolling = new Set(registry.steps.flatMap((step) => step.rolls ?? []));
  /** Whether an event tells a roll of the pre-battle's dice in the open (the steps' `rolls`). */
  const tellsRoll = (code: EventCode): boolean => rolling.has(code);

  const tableFrom = registry.steps.findIndex((step) => step.laysTable);
  /** Whether the table is laid at the state's step: from the step that `laysTable` on (never when none does). */
  const onTable = (state: Pick<GameState, 'stepId'>): boolean => tableFrom >= 0 && (order.get(state.stepId) ?? -1) >= tableFrom;

  /** The round of face-down cards the state's step plays, or null. */
  const cardRound = (state: Pick<GameState, 'stepId'>): CardRound | null => byId.get(state.stepId)?.cardRound ?? null;

  /** Every step's messages in English joined by code (each step's words.ts); a code said by two steps is a registration error. */
  const words: Required<Pick<StepWords, 'events' | 'refusals' | 'chance'>> = { events: {}, refusals: {}, chance: {} };
  for (const own of [...registry.steps.map((step) => step.words), registry.anyStep.words]) {
    for (const kind of ['events', 'refusals', 'chance'] as const) {
      for (const code of Object.keys(own[kind])) {
        if (Object.hasOwn(words[kind], code)) throw new Error(`two steps give words for the ${kind} ${code}`);
      }
      Object.assign(words[kind], own[kind]);
    }
  }

  return { ActionSchema, linkActions, eventAudience, words, stepOfEvent, reveals, tellsRoll, fromHand, cardRound, onTable, newGame, applyAction, legalActions, replay, replaying, actor, stepSource, chanceAction, automaticAction, advance, settle, parseAction };
}

/** One game's engine: its core functions bound to its registry of steps. */
export type Engine = ReturnType<typeof createEngine>;
