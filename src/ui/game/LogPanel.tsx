import { useMemo, useRef, useState } from 'react';
import { applyAction, describeAction, newGame, type Action, type Rules, type Setup } from '../../engine';

export interface Entry {
  text: string;
  reveals: boolean;
}

/** Each logged action in words, and whether it completed a reveal of secret cards. */
export function logEntries(rules: Rules, setup: Setup, log: readonly Action[]): Entry[] {
  const started = newGame(rules, setup);
  if (!started.ok) return [];
  let state = started.state;
  return log.map((action) => {
    const result = applyAction(rules, state, action);
    if (!result.ok) return { text: 'Unreadable action', reveals: false };
    const before = state;
    state = result.state;
    const reveals = (action.type === 'playTerritoryCard' || action.type === 'playDayCard') && Object.keys(before.commits).length === 1;
    return { text: describeAction(rules, before, action, state), reveals };
  });
}

/** Every event in words with player names, and undo back to any point (after both agree when a reveal is undone). */
export function LogPanel({ rules, setup, log, onUndo }: { rules: Rules; setup: Setup; log: readonly Action[]; onUndo: (count: number) => void }) {
  const lines = useMemo(() => logEntries(rules, setup, log), [rules, setup, log]);
  const [confirming, setConfirming] = useState<number | null>(null);
  // The undo button that opened the confirmation gets the focus back on Cancel.
  const opener = useRef<HTMLButtonElement | null>(null);
  const undo = (count: number, from: HTMLButtonElement) => {
    if (lines.slice(count).some((l) => l.reveals)) {
      opener.current = from;
      setConfirming(count);
    } else onUndo(count);
  };
  return (
    <section className="log" aria-labelledby="log-title">
      <h2 id="log-title">Log</h2>
      {confirming !== null && (
        <div className="error-box" role="alertdialog" aria-labelledby="undo-title">
          <p id="undo-title">Going back undoes a reveal: both players have seen the cards. Do both players agree?</p>
          <div className="actions">
            <button
              type="button"
              onClick={() => {
                onUndo(confirming);
                setConfirming(null);
              }}
            >
              Both agree: go back
            </button>
            <button
              type="button"
              className="ghost"
              autoFocus
              onClick={() => {
                setConfirming(null);
                opener.current?.focus();
              }}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
      {lines.length === 0 ? (
        <p>Nothing has happened yet.</p>
      ) : (
        <ol className="log-list">
          {lines.map((line, i) => (
            <li key={i}>
              <span>{line.text}</span>{' '}
              <button type="button" className="ghost small" onClick={(e) => undo(i, e.currentTarget)} aria-label={`Undo to here: back to before event ${i + 1}`}>
                Undo to here
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
