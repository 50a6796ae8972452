import type { LinkPin } from './layout';
import { sheetFlagBody } from './payloadV3';
import { FLAGS_V__LINK__ } from './payloadV__LINK__';
import V__NEXT_LINK__ from './pins/link-v__NEXT_LINK__.json';

/*
 * Share links, version __NEXT_LINK__ (ARCHITECTURE.md "Formats"), written from now on: version __LINK__'s stream and flags laid out by
 * the layout pinned with version __NEXT_LINK__ (pins/link-v__NEXT_LINK__.json), which adds the omens' action and the view's omen.
 */

/** Every flag version __NEXT_LINK__ knows: version __LINK__'s. */
export const FLAGS_V__NEXT_LINK__ = FLAGS_V__LINK__;

/** The pinned layout of version __NEXT_LINK__. */
export const PIN_V__NEXT_LINK__ = V__NEXT_LINK__ as unknown as LinkPin;
/** Version __NEXT_LINK__'s bit stream: version 3's scheme and flags by its own pin. */
export const { write: writeBodyV__NEXT_LINK__, read: readBodyV__NEXT_LINK__ } = sheetFlagBody(PIN_V__NEXT_LINK__);
