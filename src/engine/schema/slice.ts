import type { z } from '../../lib/zod';
import type { RngState } from './rngState';
import type { Setup } from './setup';

/** The state fields a step adds to the game, by name, each with its schema. */
export type SliceFields = Record<string, z.ZodMiniType>;

/**
 * What one step declares of the game's data (ARCHITECTURE "Add a step"): the state fields it keeps with their value
 * when a game starts, which of them the room may see, and the actions it accepts, each by its schema (its events'
 * schemas are in its events.ts, which only the projector and the tests load). The game's state, its views'
 * allow-lists and the action union are built from the steps' slices (`schema/slices.ts`); a step's descriptor (its
 * handlers) lives beside its slice and reads the state they build.
 */
export interface StepSlice<
  Id extends string = string,
  F extends SliceFields = SliceFields,
  A extends readonly z.ZodMiniObject[] = readonly z.ZodMiniObject[],
> {
  id: Id;
  fields: F;
  /** Each field's value when a game starts; `startRng` gives a seeded generator's start (the battle's dice). */
  start: (setup: Setup, startRng: (seed: string) => RngState) => { [K in keyof F]: z.output<F[K]> };
  /** The fields the room sees as they are; a field not named here is in no view (the deck, the hands). */
  public: readonly (keyof F & string)[];
  actions: A;
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
>(slice: StepSlice<Id, F, A>): StepSlice<Id, F, A> {
  return slice;
}

/** The intersection of a list's object types, in order. */
export type Merged<T extends readonly unknown[]> = T extends readonly [infer H, ...infer R] ? H & Merged<R> : unknown;

/** The state fields each slice of a list declares, in order. */
export type FieldsOf<T extends readonly StepSlice[]> = { [I in keyof T]: T[I]['fields'] };

/** One object holding every slice's state fields, in the slices' order. */
export function fieldsOf<T extends readonly StepSlice[]>(slices: T): Merged<FieldsOf<T>> {
  return Object.assign({}, ...slices.map((slice) => slice.fields)) as Merged<FieldsOf<T>>;
}

/** One object holding every object's keys of a list; an event two steps emit is the same schema in both, so which one wins does not matter. */
export function merged<T extends readonly object[]>(list: T): Merged<T> {
  return Object.assign({}, ...list) as Merged<T>;
}
