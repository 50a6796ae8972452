import { SCAN_WORDS, shortCode } from './words';

/**
 * The visual confirmation of a read: a mark and the start of the code read, announced politely, with a brief flash
 * that a reduced-motion setting turns off (scan.css). `count` restarts the flash at each new read.
 */
export function ScanConfirmation({ text, count }: { text: string | null; count: number }) {
  return (
    <p className="scan-confirmation" aria-live="polite">
      {text && (
        <span key={count} className="scan-read">
          <span aria-hidden="true">{SCAN_WORDS.mark} </span>
          {SCAN_WORDS.read({ text: shortCode(text) })}
        </span>
      )}
    </p>
  );
}
