import { mergedOf } from './slice';
import { ALL_SLICES } from './slices';

/**
 * What each event says, by code, one schema each, as the steps' slices declare them (src/engine/steps/<step>/slice.ts):
 * the event codes and their parameters (events.ts). Each step's descriptor names the events it emits and who may see
 * them; the projector's messages are checked against the ones the room may see.
 */
export const EVENT_SCHEMAS = mergedOf(ALL_SLICES, 'events');
