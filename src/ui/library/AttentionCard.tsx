import { downloadText, unreadableFileName } from '../game/files';
import { dayTimeText, gameHeading, LIBRARY_WORDS } from '../words/library';
import { DeleteButton } from './DeleteButton';
import type { GameEntry } from './entry';
import type { EntryProblem } from './useEntryProblems';

/**
 * A saved game whose log no longer replays (issue 28), or that a newer version of the app saved: listed as needing
 * attention, never as a normal game, with why, its data to download and a delete that asks; nothing is wiped and it
 * is not offered to resume.
 */
export function AttentionCard({ entry, problem, onDeleted }: { entry: GameEntry; problem: EntryProblem; onDeleted?: () => void }) {
  // Named as the heading shows it, a name that could reorder the sentence isolated, in the buttons' names too (issue 38).
  const title = gameHeading(entry);
  const saved = dayTimeText(entry.savedAt);
  return (
    <li className="card library-game needs-attention">
      <h3 tabIndex={-1} data-entry={entry.id}>
        <bdi>{title}</bdi>
      </h3>
      <p>
        <strong className="attention-badge">{LIBRARY_WORDS.needsAttention}</strong>{' '}
        {'newer' in problem ? LIBRARY_WORDS.newerEntry({ version: problem.newer.version, reads: problem.newer.reads }) : LIBRARY_WORDS.doesNotReplay({ problem: problem.said() })}
      </p>
      {saved && <p className="hint">{LIBRARY_WORDS.lastSaved({ when: saved })}</p>}
      <p className="hint">{LIBRARY_WORDS.downloadGivesAway}</p>
      <div className="actions">
        <button type="button" aria-label={LIBRARY_WORDS.downloadName({ game: title })} onClick={() => downloadText(unreadableFileName(), JSON.stringify(entry, null, 2))}>
          {LIBRARY_WORDS.download}
        </button>
        <DeleteButton id={entry.id} title={title} text={LIBRARY_WORDS.deleteUnreadableText} onDeleted={onDeleted} />
      </div>
    </li>
  );
}
