import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { LoadGuard } from '../components/LoadGuard';
import { RulePanel } from './RulePanel';

interface Props {
  /** What the button shows. */
  label: ReactNode;
  /** The button's name when its label alone would not say enough (an abbreviation). */
  ariaLabel?: string;
  className?: string;
  /** The panel's title. */
  title: string;
  /** The panel's content; `leave` closes it without taking focus back (a link is leaving the screen). */
  children: (leave: () => void) => ReactNode;
}

/**
 * A button that opens a rule panel and takes focus back when it closes. Its class includes `small`:
 * a helper control, never a step's own action (the playthrough specs press the first big button).
 */
export function PanelButton({ label, ariaLabel, className, title, children }: Props) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const giveFocusBack = useRef(false);
  // Focus returns once the panel is gone and the screen behind it is no longer inert.
  useEffect(() => {
    if (open || !giveFocusBack.current) return;
    giveFocusBack.current = false;
    opener.current?.focus();
  }, [open]);
  const close = useCallback(() => {
    giveFocusBack.current = true;
    setOpen(false);
  }, []);
  const leave = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={['small', className].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={ariaLabel}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open && (
        <RulePanel title={title} onClose={close}>
          <LoadGuard>{children(leave)}</LoadGuard>
        </RulePanel>
      )}
    </>
  );
}
