import { useId, type ReactNode } from 'react';
import { LIBRARY_WORDS } from '../words/library';

interface QuestionProps {
  title: string;
  text?: string;
  /** The button that says yes, first; Cancel (focused, so Enter never says yes by accident) comes last. */
  confirm: ReactNode;
  onCancel: () => void;
  /** The words of the answer that changes nothing ("Cancel" when left out). */
  cancelLabel?: string;
}

/** A question asked in place before something that cannot be taken back (a delete, an export that gives secrets away, an undo). */
export function Question({ title, text, confirm, onCancel, cancelLabel = LIBRARY_WORDS.cancel }: QuestionProps) {
  const id = useId();
  return (
    <div className="error-box" role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={text ? `${id}-text` : undefined} onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <p id={`${id}-title`}>
        <strong>{title}</strong>
      </p>
      {text && <p id={`${id}-text`}>{text}</p>}
      <div className="actions">
        {confirm}
        <button type="button" className="ghost" autoFocus onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
