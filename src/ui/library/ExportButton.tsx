import { useRef, useState } from 'react';
import { isFinished, type StepId, type Setup } from '../../engine';
import { exportNeedsWarning, exportWarning, LIBRARY_WORDS } from '../words/library';
import { Question } from '../components/Question';

interface ExportButtonProps {
  /** The visible label ("Export the game file", "Export"). */
  label: string;
  /** The accessible name when the label alone does not say which game. */
  name?: string;
  modes: Pick<Setup, 'cards' | 'dice'>;
  stepId: StepId;
  /** The file still holds the sealed battle code (issue 13). */
  battleSealed?: boolean;
  onExport: () => void;
}

/** Exports a game file; for an unfinished game whose chance comes from a sealed seed it first says what the file gives away. */
export function ExportButton({ label, name, modes, stepId, battleSealed = false, onExport }: ExportButtonProps) {
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setAsking(false);
    button.current?.focus();
  };
  return (
    <>
      <button type="button" className="ghost" ref={button} aria-label={name} onClick={() => (exportNeedsWarning(modes, stepId, battleSealed) ? setAsking(true) : onExport())}>
        {label}
      </button>
      {asking && (
        <Question
          title={LIBRARY_WORDS.exportTitle}
          text={exportWarning(modes, isFinished({ stepId }))}
          onCancel={close}
          confirm={
            <button
              type="button"
              onClick={() => {
                onExport();
                close();
              }}
            >
              {LIBRARY_WORDS.exportAnyway}
            </button>
          }
        />
      )}
    </>
  );
}
