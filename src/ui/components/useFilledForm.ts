import { useRef, useState, type FormEvent } from 'react';
import { useGame } from '../store';

/**
 * A physical-entry form that records nothing until every field is filled: the first submit marks the
 * empty fields (`checked`), and `record` runs only once nothing is missing. A click that finds the form
 * emptied by another window's change (or this window behind) says the game moved on instead (issue 28):
 * `onChange` on the form notes which revision the players last typed against.
 */
export function useFilledForm(filled: boolean, record: () => void): { checked: boolean; onSubmit: (e: FormEvent) => void; onChange: () => void } {
  const [checked, setChecked] = useState(false);
  const typedAt = useRef<number | null>(null);
  const onChange = () => {
    typedAt.current = useGame.getState().revision;
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!filled && useGame.getState().movedOnSince(typedAt.current)) {
      typedAt.current = useGame.getState().revision;
      setChecked(false);
      return;
    }
    setChecked(true);
    if (filled) record();
  };
  return { checked, onSubmit, onChange };
}
