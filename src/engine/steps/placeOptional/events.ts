import { placeCompulsoryEvents } from '../placeCompulsory/events';

/** Placing the optional pieces: the compulsory pieces' events (PBS 9.D-9.E). */
export const placeOptionalEvents = placeCompulsoryEvents;
