import { BitReader, BitWriter } from './bits';
import type { LinkPin } from './layout';
import { contentOf, FLAG_VIEW, payloadOf, pinnedBody } from './payloadV2';
import { FLAG_SHEET, fromSheet } from './payloadV3';
import { FLAGS_V4 } from './payloadV4';
import { fromSheetMarked, type SharePayload } from './payload';
import V5 from './pins/link-v5.json';

/*
 * Share links, version 5 (ARCHITECTURE.md "Formats"), written from now on: version 4's stream and flags laid out by
 * the layout pinned with version 5 (pins/link-v5.json), which adds the tournament's event, round and table to
 * the room's view (issue 37), so a link of a game still being played, whose code is sealed, names its table.
 */

/** Every flag version 5 knows: version 4's. */
export const FLAGS_V5 = FLAGS_V4;

/** The pinned layout of version 5. */
export const PIN_V5 = V5 as unknown as LinkPin;
const body = pinnedBody(PIN_V5);

/** A share payload as the version 5 bit stream, with the first byte's flags (not yet deflated). */
export function writeBodyV5(payload: SharePayload): { flags: number; bits: Uint8Array } {
  const w = new BitWriter();
  body.write(w, contentOf(payload));
  return { flags: (payload[1] === 'v' ? FLAG_VIEW : 0) | (fromSheet(payload) ? FLAG_SHEET : 0), bits: w.finish() };
}

/** The payload of a version 5 bit stream, read by its pin alone; throws `BadBody` when it is not one. */
export function readBodyV5(flags: number, bits: Uint8Array): SharePayload {
  const r = new BitReader(bits);
  const payload = payloadOf(body.read(r, (flags & FLAG_VIEW) !== 0));
  r.end();
  return flags & FLAG_SHEET ? fromSheetMarked(payload) : payload;
}
