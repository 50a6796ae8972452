import { useState } from 'react';
import { rules, useGame } from '../store';
import { exportGameFile, type LogProblem } from '../gameFile';
import { ErrorNotice } from '../components/ErrorNotice';
import { ExportButton } from '../library/ExportButton';
import { battleSealed } from '../store/seals';
import { LIBRARY_WORDS } from '../words/library';
import { fileCheckLines } from '../words/fileChecks';
import { logProblemText } from '../words/logProblem';
import { GAME_FILE_WORDS } from './words';
import { FileChecksNote } from './FileChecksNote';
import { openGameFileText, useOpenedNote } from './openedFile';

/** Export the game file (the engine's log format) and import one; a bad file leaves the current game untouched. */
export function GameFileButtons() {
  const setup = useGame((s) => s.setup);
  const log = useGame((s) => s.log);
  const startedAt = useGame((s) => s.startedAt);
  const stepId = useGame((s) => s.state?.stepId ?? null);
  const sealed = useGame((s) => (s.state ? battleSealed(s.state) : false));
  const opened = useOpenedNote((s) => (s.log === log ? s.opened : null));
  const [error, setError] = useState<LogProblem | null>(null);
  // Said when shown, so a switch of language says them again.
  const said = error && logProblemText(rules(), error);
  return (
    <div className="actions files">
      {setup && stepId && <ExportButton label={LIBRARY_WORDS.exportNow} modes={setup} stepId={stepId} battleSealed={sealed} onExport={() => exportGameFile(setup, log, startedAt)} />}
      <label className="button ghost">
        {GAME_FILE_WORDS.open}
        <input
          type="file"
          accept="application/json,.json"
          className="visually-hidden"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            setError(openGameFileText(await file.text()));
          }}
        />
      </label>
      {said && <ErrorNotice message={GAME_FILE_WORDS.notChanged({ message: said.message })} details={said.details} onDismiss={() => setError(null)} />}
      <FileChecksNote lines={opened && fileCheckLines(opened.checks, opened.scale)} />
    </div>
  );
}
