import { useState } from 'react';
import { useNavigation } from '../navigation';
import { useGame } from '../store';
import { toGameLog } from '../gameFile';
import { downloadText } from './files';

/** Export the game file (the engine's log format) and import one; a bad file leaves the current game untouched. */
export function GameFileButtons() {
  const setup = useGame((s) => s.setup);
  const log = useGame((s) => s.log);
  const importText = useGame((s) => s.importText);
  const go = useNavigation((s) => s.go);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="actions files">
      {setup && (
        <button type="button" className="ghost" onClick={() => downloadText('pre-battle.json', JSON.stringify(toGameLog(setup, log), null, 2))}>
          Export the game file
        </button>
      )}
      <label className="button ghost">
        Open a game file
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
            if (!problem) go('game');
          }}
        />
      </label>
      {error && (
        <p className="field-error" role="alert">
          {error} The current game was not changed.
        </p>
      )}
    </div>
  );
}
