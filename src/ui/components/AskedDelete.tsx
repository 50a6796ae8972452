import { useRef, useState } from 'react';
import type { StorageFailure } from '../library/db';
import { Question } from './Question';

/** The words of a delete button and its question, from the catalogue of the screen that uses it. */
export interface DeleteWords {
  delete: string;
  deleteName: (title: string) => string;
  deleteTitle: (title: string) => string;
  deleteConfirm: string;
  failed: (failure: StorageFailure) => string;
}

interface AskedDeleteProps {
  /** The thing's name, as the question names it. */
  title: string;
  /** What is lost, and how to keep a copy first. */
  text: string;
  /** Deletes it; resolves with null on success, else why not. */
  remove: () => Promise<StorageFailure | null>;
  onDeleted?: () => void;
  words: DeleteWords;
}

/** Deletes something stored on this device after asking, naming it; Cancel returns the focus, a failure is told in place. */
export function AskedDelete({ title, text, remove, onDeleted, words }: AskedDeleteProps) {
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<StorageFailure | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const confirm = async () => {
    const problem = await remove();
    setAsking(false);
    setFailure(problem);
    if (!problem) onDeleted?.();
  };
  return (
    <>
      <button type="button" className="ghost" ref={button} aria-label={words.deleteName(title)} onClick={() => setAsking(true)}>
        {words.delete}
      </button>
      {asking && (
        <Question
          title={words.deleteTitle(title)}
          text={text}
          onCancel={() => {
            setAsking(false);
            button.current?.focus();
          }}
          confirm={
            <button type="button" onClick={() => void confirm()}>
              {words.deleteConfirm}
            </button>
          }
        />
      )}
      {failure && (
        <p className="field-error" role="alert">
          {words.failed(failure)}
        </p>
      )}
    </>
  );
}
