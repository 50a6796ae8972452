import { useState } from 'react';
import { create } from 'zustand';
import type { Action } from '../../engine';
import { useGame } from '../store';
import { exportGameFile, seedCheckText } from '../gameFile';
import { ErrorNotice } from '../components/ErrorNotice';
import { ExportButton } from '../library/ExportButton';
import { battleSealed } from '../store/seals';
import { LIBRARY_WORDS } from '../words/library';
import type { FileProblem } from '../words/files';
import { useNavigation } from '../navigation';
import { GAME_FILE_WORDS } from './words';

/** The note on the last opened file, shown by whichever copy of the buttons is on screen until the next action. */
const useOpenedNote = create<{ text: string | null; log: readonly Action[] | null }>(() => ({ text: null, log: null }));

/** Export the game file (the engine's log format) and import one; a bad file leaves the current game untouched. */
export function GameFileButtons() {
  const setup = useGame((s) => s.setup);
  const log = useGame((s) => s.log);
  const startedAt = useGame((s) => s.startedAt);
  const stepId = useGame((s) => s.state?.stepId ?? null);
  const sealed = useGame((s) => (s.state ? battleSealed(s.state) : false));
  const importText = useGame((s) => s.importText);
  const note = useOpenedNote((s) => (s.log === log ? s.text : null));
  const [error, setError] = useState<FileProblem | null>(null);
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
            const problem = importText(await file.text());
            setError(problem);
            if (problem) return;
            const { state, log: opened } = useGame.getState();
            useOpenedNote.setState({ text: state && seedCheckText(state), log: opened });
            useNavigation.getState().go('game');
          }}
        />
      </label>
      {error && <ErrorNotice message={GAME_FILE_WORDS.notChanged(error.message)} details={error.details} onDismiss={() => setError(null)} />}
      <div role="status">{note && <p>{note}</p>}</div>
    </div>
  );
}
