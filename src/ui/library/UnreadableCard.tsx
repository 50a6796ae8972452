import { downloadText, unreadableFileName } from '../game/files';
import { dayTimeText, LIBRARY_WORDS } from '../words/library';
import { DeleteButton } from './DeleteButton';
import type { ReadEntry } from './entry';

/** A stored entry that cannot be read as a game: listed, never wiped, with its data to download and a delete that asks. */
export function UnreadableCard({ item, onDeleted }: { item: Exclude<ReadEntry, { kind: 'game' }>; onDeleted?: () => void }) {
  const id = item.kind === 'kept' ? item.entry.id : item.id;
  const raw = item.kind === 'kept' ? item.entry.raw : item.raw;
  const since = item.kind === 'kept' ? dayTimeText(item.entry.createdAt) : null;
  const title = LIBRARY_WORDS.unreadableTitle;
  return (
    <li className="card library-game">
      <h3 tabIndex={-1} data-entry={id}>
        {title}
      </h3>
      <p>{item.kind === 'kept' ? item.entry.message : LIBRARY_WORDS.unreadableShape(item.path)}</p>
      {since && <p className="hint">{LIBRARY_WORDS.unreadableSince(since)}</p>}
      <p className="hint">{LIBRARY_WORDS.downloadGivesAway}</p>
      <div className="actions">
        <button type="button" aria-label={LIBRARY_WORDS.downloadName(title)} onClick={() => downloadText(unreadableFileName(), raw)}>
          {LIBRARY_WORDS.download}
        </button>
        <DeleteButton id={id} title={title} text={LIBRARY_WORDS.deleteUnreadableText} onDeleted={onDeleted} />
      </div>
    </li>
  );
}
