import { useRef, useState } from 'react';
import { useGame } from '../store';
import { LIBRARY_WORDS } from '../words/library';
import type { StorageFailure } from './db';
import { deleteGame } from './library';
import { Question } from '../components/Question';

interface DeleteButtonProps {
  id: string;
  /** The game's name, as the question names it. */
  title: string;
  /** What is lost, and how to keep a copy first. */
  text: string;
  /** Called once the entry is gone. */
  onDeleted?: () => void;
}

/** Deletes a library entry after asking, naming the game; a window showing it closes it; a failure is told in place. */
export function DeleteButton({ id, title, text, onDeleted }: DeleteButtonProps) {
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<StorageFailure | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setAsking(false);
    button.current?.focus();
  };
  const remove = async () => {
    const problem = await deleteGame(id);
    setAsking(false);
    setFailure(problem);
    if (problem) return;
    if (useGame.getState().id === id || useGame.getState().storageProblem?.id === id) useGame.getState().clear();
    onDeleted?.();
  };
  return (
    <>
      <button type="button" className="ghost" ref={button} aria-label={LIBRARY_WORDS.deleteName(title)} onClick={() => setAsking(true)}>
        {LIBRARY_WORDS.delete}
      </button>
      {asking && (
        <Question
          title={LIBRARY_WORDS.deleteTitle(title)}
          text={text}
          onCancel={close}
          confirm={
            <button type="button" onClick={() => void remove()}>
              {LIBRARY_WORDS.deleteConfirm}
            </button>
          }
        />
      )}
      {failure && (
        <p className="field-error" role="alert">
          {LIBRARY_WORDS.deleteFailed(failure)}
        </p>
      )}
    </>
  );
}
