import { useId } from 'react';
import { ODDS_FIELD_WORDS as W } from './words';

/** The odds setting (issue 13): off unless the players turn it on; a setting of the game that both players see. */
export function OddsField({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label className="check">
        <input type="checkbox" checked={on} aria-describedby={`${id}-hint`} onChange={(e) => onChange(e.target.checked)} />
        {W.setupLabel}
      </label>
      <div id={`${id}-hint`} className="hint">
        {W.setupHint}
      </div>
    </div>
  );
}
