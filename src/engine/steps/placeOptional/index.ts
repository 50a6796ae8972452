import { placementStep } from '../placeCompulsory';

/** PBS 9.D: the optional pieces are placed one at a time, after the compulsory ones. */
export const placeOptionalStep = placementStep('placeOptional', 'optional');
