import { useId, useRef, useState } from 'react';
import { create } from 'zustand';
import type { Action, Setup } from '../../engine';
import { useNavigation } from '../navigation';
import { useGame } from '../store';
import { seedCheckText, toGameLog } from '../gameFile';
import { downloadText, gameFileName } from './files';

/** The note on the last opened file, shown by whichever copy of the buttons is on screen until the next action. */
const useOpenedNote = create<{ text: string | null; log: readonly Action[] | null }>(() => ({ text: null, log: null }));

/** What an unfinished game's file gives away: the secrets the sealed seed decides. */
function secretsText(setup: Setup): string {
  const secrets =
    setup.cards === 'physical'
      ? 'every roll still to come'
      : setup.dice === 'physical'
        ? "both players' hands and the order of the deck"
        : "both players' hands, the order of the deck and every roll still to come";
  return `This file holds the game's sealed seed: anyone who opens it can work out ${secrets}. Keep it to yourselves until the pre-battle is over.`;
}

/** Export the game file (the engine's log format) and import one; a bad file leaves the current game untouched. */
export function GameFileButtons() {
  const setup = useGame((s) => s.setup);
  const log = useGame((s) => s.log);
  const startedAt = useGame((s) => s.startedAt);
  const secretPending = useGame((s) => s.setup !== null && (s.setup.cards === 'digital' || s.setup.dice === 'digital') && s.state?.phase !== 'done');
  const importText = useGame((s) => s.importText);
  const go = useNavigation((s) => s.go);
  const note = useOpenedNote((s) => (s.log === log ? s.text : null));
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const exportButton = useRef<HTMLButtonElement>(null);
  const exportFile = () => {
    if (setup) downloadText(gameFileName(setup, startedAt), JSON.stringify(toGameLog(setup, log), null, 2));
  };
  const closeQuestion = () => {
    setConfirming(false);
    exportButton.current?.focus();
  };
  return (
    <div className="actions files">
      {setup && (
        <button type="button" className="ghost" ref={exportButton} onClick={() => (secretPending ? setConfirming(true) : exportFile())}>
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
            if (problem) return;
            const { state, log: opened } = useGame.getState();
            useOpenedNote.setState({ text: state && seedCheckText(state), log: opened });
            go('game');
          }}
        />
      </label>
      {confirming && setup && (
        <div className="error-box" role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} onKeyDown={(e) => e.key === 'Escape' && closeQuestion()}>
          <p id={`${id}-title`}>
            <strong>Export a game that is not over?</strong>
          </p>
          <p id={`${id}-text`}>{secretsText(setup)}</p>
          <button
            type="button"
            onClick={() => {
              exportFile();
              closeQuestion();
            }}
          >
            Export anyway
          </button>
          <button type="button" className="ghost" autoFocus onClick={closeQuestion}>
            Cancel
          </button>
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error} The current game was not changed.
        </p>
      )}
      <div role="status">{note && <p>{note}</p>}</div>
    </div>
  );
}
