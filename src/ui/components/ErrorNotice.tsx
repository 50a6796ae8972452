import { useEffect, useRef } from 'react';
import { COMMON_WORDS } from './commonWords';

export interface ErrorNoticeProps {
  /** What went wrong, in a player's words. */
  message: string;
  /** The technical path or code behind it, folded away under "Details". */
  details?: string | null | undefined;
  /** Offers a "Dismiss" button when given. */
  onDismiss?: (() => void) | undefined;
  /** Lets a field point at the notice with aria-describedby. */
  id?: string | undefined;
}

/**
 * An error shown where the player is looking: announced as an alert, focused when it appears or
 * changes so the eye and the screen reader land on it, with any technical detail folded away.
 */
export function ErrorNotice({ message, details, onDismiss, id }: ErrorNoticeProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message, details]);
  return (
    <div className="error-box error-notice" role="alert" tabIndex={-1} ref={box} id={id}>
      <p>{message}</p>
      {details && (
        <details>
          <summary>{COMMON_WORDS.details}</summary>
          <p className="error-details">{details}</p>
        </details>
      )}
      {onDismiss && (
        <button type="button" className="ghost small" onClick={onDismiss}>
          {COMMON_WORDS.dismiss}
        </button>
      )}
    </div>
  );
}
