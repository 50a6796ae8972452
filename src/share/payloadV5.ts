import type { LinkPin } from './layout';
import { sheetFlagBody } from './payloadV3';
import { FLAGS_V4 } from './payloadV4';
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
/** Version 5's bit stream: version 3's scheme and flags by its own pin. */
export const { write: writeBodyV5, read: readBodyV5 } = sheetFlagBody(PIN_V5);
