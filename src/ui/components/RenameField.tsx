import { useId, useState } from 'react';
import type { StorageFailure } from '../library/db';

/** The words of a rename form, from the catalogue of the screen that uses it. */
export interface RenameWords {
  label: string;
  hint?: string;
  save: string;
  cancel: string;
  failed: (failure: StorageFailure) => string;
}

interface RenameFieldProps {
  /** The name shown now, to start from. */
  name: string;
  /** Stores the new name; resolves with null on success, else why not. */
  rename: (name: string) => Promise<StorageFailure | null>;
  /** Called with whether the name was stored (false: cancelled). */
  onDone: (renamed: boolean) => void;
  words: RenameWords;
}

/** Renames something stored on this device, in place: Escape or Cancel leaves it as it was, a failure is told in place. */
export function RenameField({ name, rename, onDone, words }: RenameFieldProps) {
  const field = useId();
  const [text, setText] = useState(name);
  const [failure, setFailure] = useState<StorageFailure | null>(null);
  const hint = words.hint ? `${field}-hint` : undefined;
  return (
    <form
      className="rename"
      onSubmit={async (e) => {
        e.preventDefault();
        const problem = await rename(text);
        setFailure(problem);
        if (!problem) onDone(true);
      }}
      onKeyDown={(e) => e.key === 'Escape' && onDone(false)}
    >
      <div className="field">
        <label htmlFor={field}>{words.label}</label>
        {hint && (
          <div id={hint} className="hint">
            {words.hint}
          </div>
        )}
        <input id={field} value={text} autoFocus maxLength={120} aria-describedby={hint} onChange={(e) => setText(e.target.value)} />
      </div>
      {failure && (
        <p className="field-error" role="alert">
          {words.failed(failure)}
        </p>
      )}
      <div className="actions">
        <button type="submit">{words.save}</button>
        <button type="button" className="ghost" onClick={() => onDone(false)}>
          {words.cancel}
        </button>
      </div>
    </form>
  );
}
