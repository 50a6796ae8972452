import { catalogue } from './catalogue';
/** The words around a garbled source line shown as our reading. */
export const READING_WORDS = catalogue({
  ours: '(our reading of a garbled source line)',
  sourceLine: 'Source line',
} as const);

/** A source line in plain text with the line as printed beside our reading, for places with no room for a tap (tables, print). */
export const readLineWithSource = catalogue(function readLineWithSource(line: { text: string; reading?: string | undefined }): string {
  return line.reading ? `${line.reading} (our reading of the garbled source line “${line.text}”)` : line.text;
});
