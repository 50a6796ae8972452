import { defineSlice } from '../../schema/slice';
import { placeCompulsorySlice } from '../placeCompulsory/slice';

/** PBS 9.D-9.E for the optional pieces: the compulsory pieces' actions and events, nothing of its own. */
export const placeOptionalSlice = defineSlice({
  id: 'placeOptional',
  fields: {},
  start: () => ({}),
  public: [],
  actions: placeCompulsorySlice.actions,
  events: placeCompulsorySlice.events,
});
