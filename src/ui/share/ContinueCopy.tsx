import { useState } from 'react';
import type { GameLog } from '../../engine';
import { useNavigation } from '../navigation';
import { useGame } from '../store';

/** "Continue a copy": opens the shared game as a new game of this device's library; the games already here are kept. */
export function ContinueCopy({ log }: { log: GameLog }) {
  const go = useNavigation((s) => s.go);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="actions">
      <button
        type="button"
        onClick={() => {
          const problem = useGame.getState().importText(JSON.stringify(log));
          setError(problem?.message ?? null);
          if (!problem) go('game');
        }}
      >
        Continue a copy
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error} Nothing on this device was changed.
        </p>
      )}
    </div>
  );
}
