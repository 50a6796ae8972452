import type { LinkPin } from './layout';
import { FLAGS_V3, sheetFlagBody } from './payloadV3';
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
/** Version 4's bit stream: version 3's scheme and flags by its own pin. */
export const { write: writeBodyV4, read: readBodyV4 } = sheetFlagBody(PIN_V4);
