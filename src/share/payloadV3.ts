import { BitReader, BitWriter } from './bits';
import type { LinkPin } from './layout';
import { contentOf, FLAG_DEFLATED, FLAG_VIEW, payloadOf, pinnedBody } from './payloadV2';
import { fromSheetMarked, type SharePayload } from './payload';
import V3 from './pins/link-v3.json';

/*
 * Share links, version 3 (ARCHITECTURE.md "Formats"), written from now on: version 2's stream laid out by the
 * layout pinned with version 3 (pins/link-v3.json), which carries the setup's app rules version and keeps room
 * for a tournament's event (at most 24 letters), round and table (issue 37), in a game's setup and a view's.
 * The body's first byte adds one flag to version 2's: FLAG_SHEET, the link is a battle sheet's QR code.
 */

/** The body's first byte: the link is a battle sheet's (its QR code), so it opens the sheet (issue 38). */
export const FLAG_SHEET = 4;
/** Every flag version 3 knows: a body with another is not one of its links. */
export const FLAGS_V3 = FLAG_DEFLATED | FLAG_VIEW | FLAG_SHEET;

/** Whether a payload is marked as a battle sheet's link. */
export const fromSheet = (payload: SharePayload): boolean => payload[4] === 'sheet';

/** How a link version writes its payload as a bit stream with the first byte's flags (not yet deflated), and reads it back. */
export interface LinkBody {
  /** The payload's bit stream and the flags of its first byte. */
  write: (payload: SharePayload) => { flags: number; bits: Uint8Array };
  /** The payload (version 1's arrays, marked when from a sheet) of a bit stream; throws `BadBody` when it is not one. */
  read: (flags: number, bits: Uint8Array) => SharePayload;
}

/** The body of version 3 and of every version after it that keeps its flags: its pin's `pinnedBody`, read by the pin alone. */
export function sheetFlagBody(pin: LinkPin): LinkBody {
  const body = pinnedBody(pin);
  return {
    write(payload) {
      const w = new BitWriter();
      body.write(w, contentOf(payload));
      return { flags: (payload[1] === 'v' ? FLAG_VIEW : 0) | (fromSheet(payload) ? FLAG_SHEET : 0), bits: w.finish() };
    },
    read(flags, bits) {
      const r = new BitReader(bits);
      const payload = payloadOf(body.read(r, (flags & FLAG_VIEW) !== 0));
      r.end();
      return flags & FLAG_SHEET ? fromSheetMarked(payload) : payload;
    },
  };
}

/** The pinned layout of version 3. */
export const PIN_V3 = V3 as unknown as LinkPin;
/** Version 3's bit stream. */
export const { write: writeBodyV3, read: readBodyV3 } = sheetFlagBody(PIN_V3);
