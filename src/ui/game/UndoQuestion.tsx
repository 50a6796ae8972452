import { useId, type ReactNode } from 'react';

export interface UndoQuestionProps {
  question: ReactNode;
  yes: string;
  no: string;
  onYes: () => void;
  onNo: () => void;
}

/** One question an undo asks before anything changes; the focus starts on the answer that changes nothing. */
export function UndoQuestion({ question, yes, no, onYes, onNo }: UndoQuestionProps) {
  const id = useId();
  return (
    <div className="error-box" role="alertdialog" aria-labelledby={id}>
      <p id={id}>{question}</p>
      <div className="actions">
        <button type="button" onClick={onYes}>
          {yes}
        </button>
        <button type="button" className="ghost" autoFocus onClick={onNo}>
          {no}
        </button>
      </div>
    </div>
  );
}
