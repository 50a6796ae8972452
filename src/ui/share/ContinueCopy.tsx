import { useId, useRef, useState } from 'react';
import type { GameLog } from '../../engine';
import { downloadText, gameFileName, unreadableFileName } from '../game/files';
import { toGameLog } from '../gameFile';
import { useNavigation } from '../navigation';
import { savedGamePlayers } from '../savedGame';
import { useGame } from '../store';
import { replaceQuestion } from '../words/share';

/** Downloads the game saved on this device (or, if it cannot be read, its raw data) before a copy replaces it. */
function exportSavedGame(): void {
  const store = useGame.getState();
  if (!store.setup && !store.storageProblem) store.load();
  const { setup, log, startedAt, storageProblem } = useGame.getState();
  if (setup) downloadText(gameFileName(setup, startedAt), JSON.stringify(toGameLog(setup, log), null, 2));
  else if (storageProblem) downloadText(unreadableFileName(), storageProblem.raw);
}

/**
 * "Continue a copy": makes the shared game this device's pre-battle. A game already saved here is named
 * and replaced only after an explicit yes, with a chance to export it first.
 */
export function ContinueCopy({ log }: { log: GameLog }) {
  const go = useNavigation((s) => s.go);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState<[string, string] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const replace = () => {
    const problem = useGame.getState().importText(JSON.stringify(log));
    if (problem) {
      setAsking(null);
      setError(problem);
      return;
    }
    go('game');
  };
  const close = () => {
    setAsking(null);
    button.current?.focus();
  };
  const question = asking && replaceQuestion(asking);
  return (
    <div className="actions">
      <button
        type="button"
        ref={button}
        onClick={() => {
          const saved = savedGamePlayers();
          if (saved) setAsking(saved);
          else replace();
        }}
      >
        Continue a copy
      </button>
      {question && (
        <div className="error-box" role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} onKeyDown={(e) => e.key === 'Escape' && close()}>
          <p id={`${id}-title`}>
            <strong>{question.title}</strong>
          </p>
          <p id={`${id}-text`}>{question.text}</p>
          <div className="actions">
            <button type="button" className="ghost" onClick={exportSavedGame}>
              Export the saved game
            </button>
            <button type="button" onClick={replace}>
              Replace it with the copy
            </button>
            <button type="button" className="ghost" autoFocus onClick={close}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error} Nothing on this device was changed.
        </p>
      )}
    </div>
  );
}
