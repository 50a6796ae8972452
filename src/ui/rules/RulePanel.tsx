import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { citationWords } from './words';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"], summary';

/** Keeps Tab and Shift+Tab inside the panel while it is open (WCAG 2.4.3: a modal keeps focus). */
function keepFocusInside(event: KeyboardEvent<HTMLDivElement>): void {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !items.includes(active as HTMLElement))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A rule opened in place: a dialog over the screen (a side panel on a wide screen, a sheet on a phone)
 * with the rule's text, so the players read it without leaving the step. Focus moves to its title;
 * Escape, the Close button or a click beside it closes it, and the opener takes focus back.
 */
export function RulePanel({ title, onClose, children }: Props) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    // The screen behind is out of reach while the panel is open (a modal dialog), and back when it closes.
    const app = document.getElementById('root');
    app?.setAttribute('inert', '');
    return () => app?.removeAttribute('inert');
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') keepFocusInside(event);
  };
  return createPortal(
    <div className="rule-panel-backdrop" onClick={onClose}>
      <div className="rule-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown} onClick={(e) => e.stopPropagation()}>
        <div className="rule-panel-head">
          <h2 id={titleId} ref={heading} tabIndex={-1}>
            {title}
          </h2>
          <button type="button" className="ghost small" onClick={onClose}>
            {citationWords.close}
          </button>
        </div>
        <div className="rule-panel-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
