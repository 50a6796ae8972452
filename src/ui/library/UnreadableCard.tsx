import { downloadText, unreadableFileName } from '../game/files';
import { dayTimeText, LIBRARY_WORDS } from '../words/library';
import { DeleteButton } from './DeleteButton';
import type { NewerEntry } from './checkEntries';
import type { ReadEntry } from './entry';

/**
 * A stored entry that cannot be read as a game: listed, never wiped, with its data to download and a delete that
 * asks; one a newer version of the app saved (`newer`) says so and asks for an update instead. An old save kept as it
 * was says why once the library's check has read it again (`said`, in the language on screen).
 */
export function UnreadableCard({ item, newer, said, onDeleted }: { item: Exclude<ReadEntry, { kind: 'game' }>; newer?: NewerEntry; said?: () => string; onDeleted?: () => void }) {
  const id = item.kind === 'kept' ? item.entry.id : item.id;
  const raw = item.kind === 'kept' ? item.entry.raw : item.raw;
  const since = item.kind === 'kept' ? dayTimeText(item.entry.createdAt) : null;
  const title = newer ? LIBRARY_WORDS.newerTitle : LIBRARY_WORDS.unreadableTitle;
  return (
    <li className="card library-game">
      <h3 tabIndex={-1} data-entry={id}>
        {title}
      </h3>
      <p>{newer ? LIBRARY_WORDS.newerEntry({ version: newer.version, reads: newer.reads }) : item.kind === 'kept' ? (said ? said() : LIBRARY_WORDS.keptEntry) : item.path ? LIBRARY_WORDS.unreadableShapeAt({ path: item.path }) : LIBRARY_WORDS.unreadableShape}</p>
      {since && <p className="hint">{LIBRARY_WORDS.unreadableSince({ when: since })}</p>}
      <p className="hint">{LIBRARY_WORDS.downloadGivesAway}</p>
      <div className="actions">
        <button type="button" aria-label={LIBRARY_WORDS.downloadName({ game: title })} onClick={() => downloadText(unreadableFileName(), raw)}>
          {LIBRARY_WORDS.download}
        </button>
        <DeleteButton id={id} title={title} text={LIBRARY_WORDS.deleteUnreadableText} onDeleted={onDeleted} />
      </div>
    </li>
  );
}
