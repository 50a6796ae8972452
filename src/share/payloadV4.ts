import { BitReader, BitWriter } from './bits';
import type { LinkPin } from './layout';
import { contentOf, FLAG_VIEW, payloadOf, pinnedBody } from './payloadV2';
import { FLAG_SHEET, FLAGS_V3, fromSheet } from './payloadV3';
import { fromSheetMarked, type SharePayload } from './payload';
import V4 from './pins/link-v4.json';

/*
 * Share links, version 4 (ARCHITECTURE.md "Formats"), still read (version 5 is written): version 3's stream and flags laid out by
 * the layout pinned with version 4 (pins/link-v4.json), which carries a tournament's event (at most 24 letters), round
 * and table (issue 37), the deep water's depth and a battle without a Vital Settlement or Fort (issue 38, app rules 5).
 */

/** Every flag version 4 knows: version 3's. */
export const FLAGS_V4 = FLAGS_V3;

/** The pinned layout of version 4. */
export const PIN_V4 = V4 as unknown as LinkPin;
const bodyV4 = pinnedBody(PIN_V4);

/** A share payload as the version 4 bit stream, with the first byte's flags (not yet deflated). */
export function writeBodyV4(payload: SharePayload): { flags: number; bits: Uint8Array } {
  const w = new BitWriter();
  bodyV4.write(w, contentOf(payload));
  return { flags: (payload[1] === 'v' ? FLAG_VIEW : 0) | (fromSheet(payload) ? FLAG_SHEET : 0), bits: w.finish() };
}

/** The payload of a version 4 bit stream, read by its pin alone; throws `BadBody` when it is not one. */
export function readBodyV4(flags: number, bits: Uint8Array): SharePayload {
  const r = new BitReader(bits);
  const payload = payloadOf(bodyV4.read(r, (flags & FLAG_VIEW) !== 0));
  r.end();
  return flags & FLAG_SHEET ? fromSheetMarked(payload) : payload;
}
