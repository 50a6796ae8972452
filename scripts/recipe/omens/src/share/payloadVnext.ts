import { BitReader, BitWriter } from './bits';
import type { LinkPin } from './layout';
import { contentOf, FLAG_VIEW, payloadOf, pinnedBody } from './payloadV2';
import { FLAG_SHEET, fromSheet } from './payloadV3';
import { FLAGS_V__LINK__ } from './payloadV__LINK__';
import { fromSheetMarked, type SharePayload } from './payload';
import V__NEXT_LINK__ from './pins/link-v__NEXT_LINK__.json';

/*
 * Share links, version __NEXT_LINK__ (ARCHITECTURE.md "Formats"), written from now on: version __LINK__'s stream and flags laid out by
 * the layout pinned with version __NEXT_LINK__ (pins/link-v__NEXT_LINK__.json), which adds the omens' action and the view's omen.
 */

/** Every flag version __NEXT_LINK__ knows: version __LINK__'s. */
export const FLAGS_V__NEXT_LINK__ = FLAGS_V__LINK__;

/** The pinned layout of version __NEXT_LINK__. */
export const PIN_V__NEXT_LINK__ = V__NEXT_LINK__ as unknown as LinkPin;
const body = pinnedBody(PIN_V__NEXT_LINK__);

/** A share payload as the version __NEXT_LINK__ bit stream, with the first byte's flags (not yet deflated). */
export function writeBodyV__NEXT_LINK__(payload: SharePayload): { flags: number; bits: Uint8Array } {
  const w = new BitWriter();
  body.write(w, contentOf(payload));
  return { flags: (payload[1] === 'v' ? FLAG_VIEW : 0) | (fromSheet(payload) ? FLAG_SHEET : 0), bits: w.finish() };
}

/** The payload of a version __NEXT_LINK__ bit stream, read by its pin alone; throws `BadBody` when it is not one. */
export function readBodyV__NEXT_LINK__(flags: number, bits: Uint8Array): SharePayload {
  const r = new BitReader(bits);
  const payload = payloadOf(body.read(r, (flags & FLAG_VIEW) !== 0));
  r.end();
  return flags & FLAG_SHEET ? fromSheetMarked(payload) : payload;
}
