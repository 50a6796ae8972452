import { catalogue, msg } from './catalogue';
/** The words around a garbled source line shown as our reading. */
export const READING_WORDS = catalogue({
  ours: '(our reading of a garbled source line)',
  sourceLine: 'Source line',
  /** `reading`: our reading; `line`: the line as printed. */
  withSource: msg<{ reading: string; line: string }>('{reading} (our reading of the garbled source line “{line}”)'),
} as const);

/** A source line in plain text with the line as printed beside our reading, for places with no room for a tap (tables, print); a catalogue's function, so a line quoted as it is is in the pseudo-language too. */
export const readLineWithSource = catalogue(function readLineWithSource(line: { text: string; reading?: string | undefined }): string {
  return line.reading ? READING_WORDS.withSource({ reading: line.reading, line: line.text }) : line.text;
});
