/**
 * The battle sheet (issue 10), for any screen that shows a finished battle: `BattleSheet` draws the printable
 * page from a public view, the revealed seed (or null) and a share link (or null); `battleSheet` and `sheetText`
 * give the same content as data and as plain text. Import it lazily: it brings the QR code library.
 */
export { BattleSheet } from './BattleSheet';
export type { BattleSheetProps } from './BattleSheet';
export { battleSheet, sheetText } from './battleSheet';
export type { BattleSheet as BattleSheetData, SheetExtras, SheetRow, SheetSection, SheetSectionId, SheetView } from './battleSheet';
