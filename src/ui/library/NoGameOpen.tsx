import { useNavigation } from '../navigation';
import { useGame } from '../store';
import { failureText, LIBRARY_WORDS } from '../words/library';
import { wasShownHere } from './shownHere';

/** "Opening the game…", while a game is read. */
function OpeningGame() {
  return (
    <section aria-busy="true">
      <p role="status">{LIBRARY_WORDS.opening}</p>
    </section>
  );
}

/** The game screen with no game to show: "Opening the game…" while it is read (never a flash of "no game"), else why none and where to go. */
export function NoGameOpen() {
  const go = useNavigation((s) => s.go);
  const opening = useGame((s) => s.opening);
  const gone = useGame((s) => s.gone);
  const readFailure = useGame((s) => s.readFailure);
  // An address that names a game this browser does not hold (issue 29): a bookmark, or a link from another device.
  const address = useNavigation((s) => (s.view === 'game' ? s.params.id : undefined));
  const atAddress = address !== undefined && !wasShownHere(address);
  if (opening) return <OpeningGame />;
  return (
    <section aria-labelledby="no-game-title">
      <h1 id="no-game-title">{LIBRARY_WORDS.noGame}</h1>
      {gone && <p role="alert">{atAddress ? LIBRARY_WORDS.notAtAddress : LIBRARY_WORDS.gone}</p>}
      {readFailure && (
        <p className="field-error" role="alert">
          {LIBRARY_WORDS.readFailed({ why: failureText(readFailure) })}
        </p>
      )}
      <p>{LIBRARY_WORDS.noGameText}</p>
      <div className="actions">
        <button type="button" onClick={() => go('setup')}>
          {LIBRARY_WORDS.startNew}
        </button>
        <button type="button" className="ghost" onClick={() => go('home')}>
          {LIBRARY_WORDS.yourGames}
        </button>
      </div>
    </section>
  );
}
