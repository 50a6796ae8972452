import { useId, useState } from 'react';
import type { StorageFailure } from '../library/db';
import { LAYOUT_LIBRARY_WORDS } from '../words/agvTable';
import { renameLayout } from './layoutStorage';

const w = LAYOUT_LIBRARY_WORDS;

/** Renames a saved layout in place; an empty name brings back the name made of the table size. */
export function LayoutRenameForm({ id, name, onDone }: { id: string; name: string; onDone: (renamed: boolean) => void }) {
  const field = useId();
  const [text, setText] = useState(name);
  const [failure, setFailure] = useState<StorageFailure | null>(null);
  return (
    <form
      className="rename"
      onSubmit={async (e) => {
        e.preventDefault();
        const result = await renameLayout(id, text);
        if (!result.ok) return setFailure(result.failure);
        onDone(true);
      }}
      onKeyDown={(e) => e.key === 'Escape' && onDone(false)}
    >
      <div className="field">
        <label htmlFor={field}>{w.renameLabel}</label>
        <input id={field} value={text} autoFocus maxLength={120} onChange={(e) => setText(e.target.value)} />
      </div>
      {failure && (
        <p className="field-error" role="alert">
          {w.failed(failure)}
        </p>
      )}
      <div className="actions">
        <button type="submit">{w.renameSave}</button>
        <button type="button" className="ghost" onClick={() => onDone(false)}>
          {w.cancel}
        </button>
      </div>
    </form>
  );
}
