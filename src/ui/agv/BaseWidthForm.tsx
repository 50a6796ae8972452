import { useId, useState } from 'react';
import { AGV_TABLE_WORDS, numberProblemText } from './tableWords';
import { BASE_WIDTH_MAX_CM } from './layoutEntry';
import { readNumber } from './layoutNumbers';

const w = AGV_TABLE_WORDS.baseWidth;

/**
 * The layout's base width (issue 27; seed 004 Linear terrain features give widths in base widths): the players' own,
 * or the pack's assumed one, said to be assumed, until they enter theirs.
 */
export function BaseWidthForm({ baseWidthCm, assumedCm, onChange }: { baseWidthCm: number | undefined; assumedCm: number; onChange: (cm: number | undefined) => void }) {
  const id = useId();
  const [text, setText] = useState(String(baseWidthCm ?? assumedCm));
  const [error, setError] = useState('');
  return (
    <form
      className="agv-base-width agv-controls"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const r = readNumber(text, 0.5, BASE_WIDTH_MAX_CM);
        if (!r.ok) return setError(numberProblemText(w.label, r.problem));
        setError('');
        onChange(r.value);
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-bw`}>{w.label}</label>
        <p className="hint" id={`${id}-bw-hint`}>
          {baseWidthCm === undefined ? (
            <>
              <strong className="ref-flag">{AGV_TABLE_WORDS.reading.flag}</strong> {w.assumed({ width: assumedCm })}
            </>
          ) : (
            w.own({ width: baseWidthCm })
          )}
        </p>
        <input
          id={`${id}-bw`}
          className="short"
          inputMode="decimal"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-bw-hint${error ? ` ${id}-bw-error` : ''}`}
          onChange={(e) => setText(e.target.value)}
        />
        {error && (
          <p className="field-error" id={`${id}-bw-error`}>
            {error}
          </p>
        )}
      </div>
      <div className="actions">
        <button type="submit" className="ghost">
          {w.apply}
        </button>
        {baseWidthCm !== undefined && (
          <button
            type="button"
            className="ghost"
            onClick={() => {
              setText(String(assumedCm));
              onChange(undefined);
            }}
          >
            {w.useAssumed}
          </button>
        )}
      </div>
    </form>
  );
}
