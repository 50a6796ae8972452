import { useRef, useState } from 'react';
import { Question } from '../components/Question';
import type { StorageFailure } from '../library/db';
import { LAYOUT_LIBRARY_WORDS } from '../words/agvTable';
import { deleteLayout } from './layoutStorage';

const w = LAYOUT_LIBRARY_WORDS;

/** Deletes a saved layout after asking, naming it; a failure is told in place. */
export function LayoutDeleteButton({ id, title, onDeleted }: { id: string; title: string; onDeleted: () => void }) {
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<StorageFailure | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const remove = async () => {
    const result = await deleteLayout(id);
    setAsking(false);
    if (!result.ok) return setFailure(result.failure);
    onDeleted();
  };
  return (
    <>
      <button type="button" className="ghost" ref={button} aria-label={w.deleteName(title)} onClick={() => setAsking(true)}>
        {w.delete}
      </button>
      {asking && (
        <Question
          title={w.deleteTitle(title)}
          text={w.deleteText}
          onCancel={() => {
            setAsking(false);
            button.current?.focus();
          }}
          confirm={
            <button type="button" onClick={() => void remove()}>
              {w.deleteConfirm}
            </button>
          }
        />
      )}
      {failure && (
        <p className="field-error" role="alert">
          {w.failed(failure)}
        </p>
      )}
    </>
  );
}
