/**
 * A text of the app that quotes the sources' own English (a rule of the sheet, its distances in the game's scale): the
 * app's words (a catalogue's) and the source's English kept apart, so a screen in another language shows the English
 * as a quotation (`<Quoted source>`, lang="en") and never glues it into its own sentences (issue 36).
 */

/** A source's own English text, quoted as printed. */
export interface SourceText {
  readonly source: string;
}

/** The pieces of such a text in reading order: the app's words (strings) and the source's (`SourceText`). */
export type WithSource = readonly (string | SourceText)[];

/** Marks a source's English text as such. */
export const fromSource = (text: string): SourceText => ({ source: text });

/** The pieces that say something, for rendering them one after the other with a space between. */
export function shownPieces(text: WithSource): WithSource {
  return text.filter((piece) => (typeof piece === 'string' ? piece : piece.source).trim() !== '');
}

/** The whole text as one string, as a reader sees it (the game log, the sheet's plain text). */
export function plainText(text: WithSource): string {
  return shownPieces(text)
    .map((piece) => (typeof piece === 'string' ? piece : piece.source))
    .join(' ');
}
