import { STEP_SLICES } from './slices';

/** The steps of the pre-battle in order, as their slices declare them (schema/slices.ts). */
export const STEP_IDS = STEP_SLICES.map((slice) => slice.id);
export type StepId = (typeof STEP_IDS)[number];
