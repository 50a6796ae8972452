import { downloadText, unreadableFileName } from '../game/files';
import { useNavigation } from '../navigation';
import type { StorageProblem } from '../store';
import { LIBRARY_WORDS } from '../words/library';
import { DeleteButton } from './DeleteButton';

/** The game screen of a stored game that cannot be resumed: why, its data to download, a delete that asks; nothing is wiped. */
export function UnreadableGame({ problem }: { problem: StorageProblem }) {
  const go = useNavigation((s) => s.go);
  return (
    <section className="error-box" role="alert" aria-labelledby="problem-title">
      <h1 id="problem-title">{LIBRARY_WORDS.problemTitle}</h1>
      {problem.name && <p>{problem.name}</p>}
      <p>{problem.message}</p>
      <p>{LIBRARY_WORDS.problemKept}</p>
      <p>{LIBRARY_WORDS.downloadGivesAway}</p>
      <div className="actions">
        <button type="button" onClick={() => downloadText(unreadableFileName(), problem.raw)}>
          {LIBRARY_WORDS.download}
        </button>
        <DeleteButton id={problem.id} title={problem.name ?? LIBRARY_WORDS.thisGame} text={LIBRARY_WORDS.deleteUnreadableText} onDeleted={() => go('home')} />
        <button type="button" className="ghost" onClick={() => go('home')}>
          {LIBRARY_WORDS.yourGames}
        </button>
        <button type="button" className="ghost" onClick={() => go('setup')}>
          {LIBRARY_WORDS.startNew}
        </button>
      </div>
    </section>
  );
}
