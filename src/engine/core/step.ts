import type { z } from '../../lib/zod';
import type { EventCode, GameEvent } from '../events';
import type { StepResult } from '../refusal';
import type { Rules } from '../rules';
import type { StepWords } from '../messages';
import type { InForce } from '../rulesVersion';
import type { Action } from '../schema/action';
import type { GameState, StepId, PlayerIndex, Side } from '../state';

/** Who must act now: a side, a player before roles are set, both (secret or shared steps), or nobody. */
export type Actor = Side | PlayerIndex | 'both' | null;

/**
 * Who decides a chance action's outcome in digital mode: the pre-battle seed deals the cards or rolls the
 * dice, the battle seed rolls the battle's dice; in physical mode (or a game with no battle seed) the players report it.
 */
export type ChanceKind = 'cards' | 'dice' | 'battleDice';

/**
 * Who may see an event a step emits: the room (the players, the projector, a share link), the table (both
 * players on the device, not sent to the room), or only the player it concerns (a dealt hand, a chosen card).
 */
export type EventAudience = 'room' | 'table' | 'player';

/** The events a step (or an action any step accepts) emits, by code, with who may see them; each code's schema is in schema/events.ts. */
export type StepEvents = Partial<Record<EventCode, EventAudience>>;

/**
 * What a handler is told of the state it is given: during a replay, the lists that replay made itself, which
 * no state outside it holds, so a handler may add to one in place instead of copying it (`appended`).
 */
export interface HandleContext {
  owned: WeakSet<object>;
}

/**
 * `list` with `item` at its end: added in place to a list the replay owns, else a new list that it then owns.
 * So a replay of n battle turns copies the list once, not n times (issue 38: 100,000 turns took 66 s).
 */
export function appended<T>(list: T[], item: T, context: HandleContext | undefined): T[] {
  if (context?.owned.has(list)) {
    list.push(item);
    return list;
  }
  const copy = [...list, item];
  context?.owned.add(copy);
  return copy;
}

/** `list` with the item at `index` replaced by `item`: in place in a list the replay owns, else in a new list that it then owns (as `appended`). */
export function replaced<T>(list: T[], index: number, item: T, context: HandleContext | undefined): T[] {
  const out = context?.owned.has(list) ? list : list.slice();
  out[index] = item;
  context?.owned.add(out);
  return out;
}

/**
 * `state` with `fields` written: into `state` itself when the replay owns it (a replay keeps only its last state, as
 * with its lists), else into a new copy. So a replay copies a game's state at most once an action, which is most of its time.
 */
export function revised(state: GameState, fields: Partial<GameState>, context: HandleContext | undefined): GameState {
  return context?.owned.has(state) ? Object.assign(state, fields) : { ...state, ...fields };
}

/**
 * One action a step accepts: its schema (the action's whole shape), its handler, its fixed number in share links and
 * the app rules versions it is in force for (`since`, `until`; src/engine/rulesVersion.ts): a game of other rules refuses it.
 */
export interface ActionDef extends InForce {
  type: string;
  /** Its number in a share link: fixed once given, never reused (share links made today must keep decoding). */
  linkCode: number;
  schema: z.ZodMiniObject;
  /**
   * It returns `state` itself or a new state object made for this call, never one kept from elsewhere (the core writes
   * the settled step and the generator's position into that new object); it changes `state` only through `revised`, as
   * it accepts the action, and only a state the replay owns.
   */
  handle: (rules: Rules, state: GameState, action: never, context?: HandleContext) => StepResult;
  chance?: ChanceKind;
  /** The action plays a card from its side's hand: a list of the choices open to both would show that hand. */
  fromHand?: boolean;
}

/** An action of a step, typed by its schema so the handler receives exactly what the schema parses. */
export function defineAction<S extends z.ZodMiniObject>(def: {
  linkCode: number;
  schema: S;
  handle: (rules: Rules, state: GameState, action: z.infer<S>, context?: HandleContext) => StepResult;
  chance?: ChanceKind;
  fromHand?: boolean;
  since?: number;
  until?: number;
}): ActionDef {
  const type = (def.schema.shape as { type?: { def: { values: unknown[] } } }).type?.def.values[0];
  if (typeof type !== 'string') throw new Error('an action schema needs a literal `type`');
  return {
    type,
    linkCode: def.linkCode,
    schema: def.schema,
    handle: def.handle as ActionDef['handle'],
    ...(def.chance ? { chance: def.chance } : {}),
    ...(def.fromHand ? { fromHand: true } : {}),
    ...(def.since !== undefined ? { since: def.since } : {}),
    ...(def.until !== undefined ? { until: def.until } : {}),
  };
}

/** The round of face-down cards a step plays: the territory contest's (PBS 8.B) or one day of the march (PBS 8.D). */
export type CardRound = 'contest' | 'day';

/** A chance action drawn from a seed, and the generator's position after the draws it took. */
export interface SeededChance {
  action: Action;
  rng: GameState['rng'];
}

/**
 * One step of the pre-battle, said once (STYLE: one registration per step): the actions it accepts, who acts,
 * whether it still has something to decide, the rule it applies, what is legal now and what the seed draws, and
 * the app rules versions it is in force for (`since`, `until`): a game of other rules skips it, so a step added
 * later leaves older games as they were played. The core (`applyAction`, `legalActions`, `replay`, `automaticAction`) reads only these.
 */
export interface StepDescriptor extends InForce {
  id: StepId;
  actions: readonly ActionDef[];
  events: StepEvents;
  /**
   * Whether the step still has something to decide; the first such step from the current one on is where the game stands.
   * It never reads the generators' positions (`rng`, `battle.rng`): the core settles the step before writing a draw's.
   */
  pending: (rules: Rules, state: GameState) => boolean;
  /** The rule the step applies, as a citation of the data (seed file and section). */
  source: (rules: Rules, state: GameState) => string;
  /** Who must act now; both when left out. */
  actor?: (rules: Rules, state: GameState) => Actor;
  /** Every action allowed now, enumerated where finite. A seeded chance action, when there is one, replaces them unless `chanceAmongOthers`. */
  legal: (rules: Rules, state: GameState) => Action[];
  /** The seeded chance action is one option among others (the owner may place a piece without dice); `legal` offers it itself. */
  chanceAmongOthers?: boolean;
  /** Digital mode: the chance action the pre-battle seed gives here, drawing numbers from `next`; null when nothing is drawn. */
  draw?: (rules: Rules, state: GameState, next: () => number) => Action | null;
  /** The battle's own seeded chance (its generator is the battle seed's), or null when the players roll. */
  battleChance?: (rules: Rules, state: GameState) => SeededChance | null;
  /**
   * When nobody decides: an action the app plays for a player who has no choice (a side with no cards passes),
   * `'choice'` when a player chooses even though the seed could draw, or null to let the seed's draw be automatic.
   */
  automatic?: (rules: Rules, state: GameState) => Action | 'choice' | null;
  /** The step the pre-battle returns to after this one (the march resumes after each counter move). */
  resumes?: StepId;
  /** Its messages in English (its folder's words.ts): its events, refusals and chance outcomes in words. */
  words: StepWords;
  /** The round of face-down cards the step plays, if it plays one. */
  cardRound?: CardRound;
  /** The events that turn both face-down cards up: the players have seen them, so going back over one needs both. */
  reveals?: readonly EventCode[];
  /** The events that tell a roll of the pre-battle's dice in the open (the roll-off, a terrain piece, the weather). */
  rolls?: readonly EventCode[];
  /** The table is laid from this step on (PBS 9.A: the flanks, then the terrain): what the room needs to see is the table. */
  laysTable?: boolean;
  /**
   * Of the events it declares that other steps declare too, which are this step's: where several steps declare a code,
   * the event is the first such step's that claims it, else the first's (`stepOfEvent`).
   */
  claims?: (event: GameEvent) => boolean;
}

/** The steps of a game in order, and the actions any step accepts without changing the step. */
export interface StepRegistry {
  steps: readonly StepDescriptor[];
  anyStep: { actions: readonly ActionDef[]; events: StepEvents; words: StepWords };
}
