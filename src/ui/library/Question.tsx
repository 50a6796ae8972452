import { useId, type ReactNode } from 'react';
import { LIBRARY_WORDS } from '../words/library';

interface QuestionProps {
  title: string;
  text: string;
  /** The button that says yes, first; Cancel (focused, so Enter never says yes by accident) comes last. */
  confirm: ReactNode;
  onCancel: () => void;
}

/** A question asked in place before something that cannot be taken back (a delete, an export that gives secrets away). */
export function Question({ title, text, confirm, onCancel }: QuestionProps) {
  const id = useId();
  return (
    <div className="error-box" role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <p id={`${id}-title`}>
        <strong>{title}</strong>
      </p>
      <p id={`${id}-text`}>{text}</p>
      <div className="actions">
        {confirm}
        <button type="button" className="ghost" autoFocus onClick={onCancel}>
          {LIBRARY_WORDS.cancel}
        </button>
      </div>
    </div>
  );
}
