import { placementStep } from '../placeCompulsory';

/** PBS 9.D: the optional pieces are placed one at a time, after the compulsory ones; its events are the compulsory pieces', said by their words. */
export const placeOptionalStep = placementStep('placeOptional', 'optional', { events: {}, refusals: {}, chance: {} });
