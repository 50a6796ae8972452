import { useState } from 'react';
import type { GameLog } from '../../engine';
import { useGame } from '../store';
import { useNavigation } from '../navigation';
import { SHARED_OPENING_WORDS } from './words';

/** "Continue a copy": opens the shared game as a new game of this device's library; the games already here are kept. */
export function ContinueCopy({ log }: { log: GameLog }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="actions">
      <button
        type="button"
        onClick={() => {
          const problem = useGame.getState().importText(JSON.stringify(log));
          setError(problem?.message ?? null);
          if (!problem) useNavigation.getState().go('game');
        }}
      >
        {SHARED_OPENING_WORDS.continueCopy}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {SHARED_OPENING_WORDS.copyFailed({ problem: error })}
        </p>
      )}
    </div>
  );
}
