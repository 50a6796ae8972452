import { useGame } from '../store';
import { failureText, LIBRARY_WORDS } from '../words/library';
import { SaveExportButton } from './SaveExportButton';

/** Told where the game is played when the browser would not store it (full, private mode, blocked), with its export at hand. */
export function SaveProblem() {
  const failure = useGame((s) => (s.saveFailed ? (s.saveFailure ?? 'other') : null));
  const open = useGame((s) => s.setup !== null && s.state !== null);
  if (!failure || !open) return null;
  return (
    <div className="error-box" role="alert">
      <p>{LIBRARY_WORDS.saveFailed({ why: failureText(failure) })}</p>
      <div className="actions">
        <SaveExportButton label={LIBRARY_WORDS.exportNow} />
      </div>
    </div>
  );
}
