import { useId } from 'react';

/** The one search box of the reference and the live region that says how many entries match. */
export function SearchBox({ value, onChange, status }: { value: string; onChange: (value: string) => void; status: string }) {
  const id = useId();
  return (
    <div className="ref-search" role="search" aria-label="Search the rules reference">
      <label htmlFor={`${id}-input`}>Search the rules</label>
      <p id={`${id}-hint`} className="hint">
        Shows only the rows and cards that contain every word you type: terrain names, effects, sources such as “000
        PBS 9.B”…
      </p>
      <input
        id={`${id}-input`}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        spellCheck={false}
      />
      <p role="status" className="ref-status">
        {status}
      </p>
    </div>
  );
}
