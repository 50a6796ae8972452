import { useId, useState } from 'react';
import { LIBRARY_WORDS } from '../words/library';
import type { StorageFailure } from './db';
import { renameGame } from './library';

interface RenameFormProps {
  id: string;
  /** The name shown now, to start from. */
  title: string;
  onDone: () => void;
}

/** Renames a game in place: an empty name brings back the name made of players, armies and date. */
export function RenameForm({ id, title, onDone }: RenameFormProps) {
  const field = useId();
  const [text, setText] = useState(title);
  const [failure, setFailure] = useState<StorageFailure | null>(null);
  return (
    <form
      className="rename"
      onSubmit={async (e) => {
        e.preventDefault();
        const problem = await renameGame(id, text);
        setFailure(problem);
        if (!problem) onDone();
      }}
      onKeyDown={(e) => e.key === 'Escape' && onDone()}
    >
      <div className="field">
        <label htmlFor={field}>{LIBRARY_WORDS.renameLabel}</label>
        <div id={`${field}-hint`} className="hint">
          {LIBRARY_WORDS.renameHint}
        </div>
        <input id={field} value={text} autoFocus maxLength={120} aria-describedby={`${field}-hint`} onChange={(e) => setText(e.target.value)} />
      </div>
      {failure && (
        <p className="field-error" role="alert">
          {LIBRARY_WORDS.renameFailed(failure)}
        </p>
      )}
      <div className="actions">
        <button type="submit">{LIBRARY_WORDS.save}</button>
        <button type="button" className="ghost" onClick={onDone}>
          {LIBRARY_WORDS.cancel}
        </button>
      </div>
    </form>
  );
}
