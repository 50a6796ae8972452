import { useState, type FormEvent } from 'react';

/**
 * A physical-entry form that records nothing until every field is filled: the first submit marks the
 * empty fields (`checked`), and `record` runs only once nothing is missing.
 */
export function useFilledForm(filled: boolean, record: () => void): { checked: boolean; onSubmit: (e: FormEvent) => void } {
  const [checked, setChecked] = useState(false);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (filled) record();
  };
  return { checked, onSubmit };
}
