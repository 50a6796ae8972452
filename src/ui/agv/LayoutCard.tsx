import { useRef, useState } from 'react';
import { useNavigation } from '../navigation';
import { LAYOUT_LIBRARY_WORDS, layoutSummaryText, layoutTitle } from './tableWords';
import { downloadLayout, type LayoutEntry } from './layoutEntry';
import { LayoutDeleteButton } from './LayoutDeleteButton';
import { LayoutRenameForm } from './LayoutRenameForm';

const w = LAYOUT_LIBRARY_WORDS;

/** One saved table layout on Home: its name, size and feature count, with Open, Rename, Download and Delete (which asks first). */
export function LayoutCard({ entry, onChanged }: { entry: LayoutEntry; onChanged: () => void }) {
  const go = useNavigation((s) => s.go);
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const title = layoutTitle(entry);
  return (
    <li className="card library-game">
      <h3>{title}</h3>
      <p>
        {layoutSummaryText(entry)}
      </p>
      {renaming ? (
        <LayoutRenameForm
          id={entry.id}
          name={entry.name}
          onDone={(renamed) => {
            setRenaming(false);
            if (renamed) onChanged();
            requestAnimationFrame(() => renameButton.current?.focus());
          }}
        />
      ) : (
        <div className="actions">
          <button type="button" aria-label={w.openName({ title })} onClick={() => go('agvTable', { layout: entry.id })}>
            {w.open}
          </button>
          <button type="button" className="ghost" ref={renameButton} aria-label={w.renameName({ title })} onClick={() => setRenaming(true)}>
            {w.rename}
          </button>
          <button type="button" className="ghost" aria-label={w.downloadName({ title })} onClick={() => downloadLayout(entry)}>
            {w.download}
          </button>
          <LayoutDeleteButton id={entry.id} title={title} onDeleted={onChanged} />
        </div>
      )}
    </li>
  );
}
