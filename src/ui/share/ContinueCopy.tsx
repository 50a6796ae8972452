import { useState } from 'react';
import type { GameLog } from '../../engine';
import type { LogProblem } from '../gameFile';
import { rules, useGame } from '../store';
import { useNavigation } from '../navigation';
import { logProblemText } from '../words/logProblem';
import { SHARED_OPENING_WORDS } from './words';

/** "Continue a copy": opens the shared game as a new game of this device's library; the games already here are kept. */
export function ContinueCopy({ log }: { log: GameLog }) {
  const [error, setError] = useState<LogProblem | null>(null);
  return (
    <div className="actions">
      <button
        type="button"
        onClick={() => {
          const problem = useGame.getState().importText(JSON.stringify(log));
          setError(problem);
          if (!problem) useNavigation.getState().go('game');
        }}
      >
        {SHARED_OPENING_WORDS.continueCopy}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {SHARED_OPENING_WORDS.copyFailed({ problem: logProblemText(rules(), error).message })}
        </p>
      )}
    </div>
  );
}
