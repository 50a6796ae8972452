import { exportGameFile } from '../gameFile';
import { useGame } from '../store';
import { LIBRARY_WORDS } from '../words/library';
import { ExportButton } from './ExportButton';
import { battleSealed } from '../store/seals';

/** Told where the game is played when the browser would not store it (full, private mode, blocked), with its export at hand. */
export function SaveProblem() {
  const failure = useGame((s) => (s.saveFailed ? (s.saveFailure ?? 'other') : null));
  const setup = useGame((s) => s.setup);
  const log = useGame((s) => s.log);
  const startedAt = useGame((s) => s.startedAt);
  const stepId = useGame((s) => s.state?.stepId ?? null);
  const sealed = useGame((s) => (s.state ? battleSealed(s.state) : false));
  if (!failure || !setup || !stepId) return null;
  return (
    <div className="error-box" role="alert">
      <p>{LIBRARY_WORDS.saveFailed(failure)}</p>
      <div className="actions">
        <ExportButton label={LIBRARY_WORDS.exportNow} modes={setup} stepId={stepId} battleSealed={sealed} onExport={() => exportGameFile(setup, log, startedAt)} />
      </div>
    </div>
  );
}
