import { useRef } from 'react';

interface FileButtonProps {
  /** The button's words. */
  label: string;
  /** The hidden input's accessible name, for a file given to it directly (a test, a driver); the button's words when left out. */
  inputLabel?: string;
  /** What the file picker offers (the input's `accept`). */
  accept: string;
  /** A phone's camera instead of its files (`capture`: "environment" is the back camera, iOS included). */
  capture?: 'environment';
  disabled?: boolean;
  /** The id of a hint that describes the button. */
  describedBy?: string;
  /** Called with the file chosen; choosing the same file again calls it again. */
  onFile: (file: File) => void;
}

/**
 * A button that opens the browser's file picker at once, its `<input type="file">` hidden behind it: the picker looks
 * like the app's other buttons in every browser, and a file chosen reaches `onFile` (issue 37 and Home's game file).
 */
export function FileButton({ label, inputLabel = label, accept, capture, disabled = false, describedBy, onFile }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" disabled={disabled} aria-describedby={describedBy} onClick={() => input.current?.click()}>
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        capture={capture}
        hidden
        aria-label={inputLabel}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Emptied at once, so the same file chosen again is a change again.
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
