import { downloadText, unreadableFileName } from '../game/files';
import { useNavigation } from '../navigation';
import { rules, type StorageProblem } from '../store';
import { LIBRARY_WORDS } from '../words/library';
import { DeleteButton } from './DeleteButton';
import { keptEntryText } from './keptEntryText';
import { logProblemText } from '../words/logProblem';

/** Why a stored game cannot be resumed, in the language on screen. */
function whyText(why: StorageProblem['why']): string {
  if (why.kind === 'log') return logProblemText(rules(), why.problem).message;
  if (why.kind === 'kept') return keptEntryText(why.entry);
  return why.path ? LIBRARY_WORDS.unreadableShapeAt({ path: why.path }) : LIBRARY_WORDS.unreadableShape;
}

/**
 * The game screen of a stored game that cannot be resumed: why, its data to download, a delete that asks; nothing is
 * wiped. Never a game's first step, so the game screen loads it, with the words that say why, only when it is needed.
 */
export function UnreadableGame({ problem }: { problem: StorageProblem }) {
  const go = useNavigation((s) => s.go);
  return (
    <section className="error-box" role="alert" aria-labelledby="problem-title">
      <h1 id="problem-title">{LIBRARY_WORDS.problemTitle}</h1>
      {problem.name && <p>{problem.name}</p>}
      <p>{whyText(problem.why)}</p>
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
