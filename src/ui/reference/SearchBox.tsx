import { useId } from 'react';
import { referenceWords } from './words';

/** The one search box of the reference and the live region that says how many entries match. */
export function SearchBox({ value, onChange, status }: { value: string; onChange: (value: string) => void; status: string }) {
  const id = useId();
  return (
    <div className="ref-search" role="search" aria-label={referenceWords.searchRegion}>
      <label htmlFor={`${id}-input`}>{referenceWords.searchLabel}</label>
      <p id={`${id}-hint`} className="hint">
        {referenceWords.searchHint}
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
