import type { z } from '../../lib/zod';
import type { RngState } from './rngState';
import type { Setup } from './setup';

/** The state fields a step adds to the game, by name, each with its schema. */
export type SliceFields = Record<string, z.ZodMiniType>;

/**
 * What one step declares of the game's data (ARCHITECTURE "Add a step"): the state fields it keeps with their value
 * when a game starts, which of them the room may see, the actions it accepts and the events it emits, each by its schema.
 * The game's state, its views' allow-lists, the action union and the event codes are built from the steps' slices
 * (`schema/slices.ts`); a step's descriptor (its handlers) lives beside its slice and reads the state they build.
 */
export interface StepSlice<
  Id extends string = string,
  F extends SliceFields = SliceFields,
  A extends readonly z.ZodMiniObject[] = readonly z.ZodMiniObject[],
  E extends Record<string, z.ZodMiniType> = Record<string, z.ZodMiniType>,
> {
  id: Id;
  fields: F;
  /** Each field's value when a game starts; `startRng` gives a seeded generator's start (the battle's dice). */
  start: (setup: Setup, startRng: (seed: string) => RngState) => { [K in keyof F]: z.output<F[K]> };
  /** The fields the room sees as they are; a field not named here is in no view (the deck, the hands). */
  public: readonly (keyof F & string)[];
  actions: A;
  /** The events it emits, by code; a code two steps emit is declared by the first and listed by both. */
  events: E;
  /**
   * The app rules versions its fields and events belong to (src/engine/rulesVersion.ts), as its descriptor says for the
   * step: a game of older rules skips the step, so its fields keep their start values. Left out: every version.
   */
  since?: number;
  until?: number;
}

/** A step's slice, typed by what it declares (the identity: the types flow from here into the state, actions and events). */
export function defineSlice<
  const Id extends string,
  F extends SliceFields,
  const A extends readonly z.ZodMiniObject[],
  E extends Record<string, z.ZodMiniType>,
>(slice: StepSlice<Id, F, A, E>): StepSlice<Id, F, A, E> {
  return slice;
}

/** The intersection of a list's object types, in order. */
export type Merged<T extends readonly unknown[]> = T extends readonly [infer H, ...infer R] ? H & Merged<R> : unknown;

/** What each slice of a list declares under one key, in order. */
export type Each<T extends readonly StepSlice[], K extends 'fields' | 'events'> = { [I in keyof T]: T[I][K] };

/**
 * One object holding what every slice of a list declares under `key` (its state fields or its events), in the slices'
 * order; an event two steps emit is the same schema in both, so which one wins does not matter.
 */
export function mergedOf<T extends readonly StepSlice[], K extends 'fields' | 'events'>(slices: T, key: K): Merged<Each<T, K>> {
  return Object.assign({}, ...slices.map((slice) => slice[key])) as Merged<Each<T, K>>;
}
