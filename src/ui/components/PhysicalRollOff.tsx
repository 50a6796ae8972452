import { useState } from 'react';
import { FACES, type Face } from '../../engine';
import { FACE_WORDS } from '../words/vocab';
import { PHYSICAL_WORDS } from '../words/physical';
import { ErrorNotice } from './ErrorNotice';
import { useFilledForm } from './useFilledForm';
import { COMMON_WORDS } from './words';

/**
 * Physical dice (PBS 8.A): each player enters the face rolled. Both lists start empty and must be
 * filled, so a forgotten field is never recorded as a roll.
 */
export function PhysicalRollOff({ names, onSubmit }: { names: [string, string]; onSubmit: (faces: [Face, Face]) => void }) {
  const [faces, setFaces] = useState<[Face | '', Face | '']>(['', '']);
  const empty = faces.filter((f) => f === '').length;
  const { checked, onSubmit: record, onChange: typed } = useFilledForm(empty === 0, () => onSubmit(faces as [Face, Face]));
  return (
    <form noValidate onSubmit={record} onChange={typed}>
      {names.map((name, i) => {
        const error = checked && faces[i] === '' ? PHYSICAL_WORDS.faceMissing(name) : null;
        return (
          <div className="field" key={name}>
            <label htmlFor={`face${i}`}>{COMMON_WORDS.rolled(name)}</label>
            <select
              id={`face${i}`}
              value={faces[i]}
              aria-invalid={error !== null}
              aria-describedby={error ? `face${i}-error` : undefined}
              onChange={(e) => setFaces((i === 0 ? [e.target.value, faces[1]] : [faces[0], e.target.value]) as [Face | '', Face | ''])}
            >
              <option value="" disabled>
                {PHYSICAL_WORDS.choose}
              </option>
              {FACES.map((f) => (
                <option key={f} value={f}>
                  {FACE_WORDS[f]}
                </option>
              ))}
            </select>
            {error && (
              <div id={`face${i}-error`} className="field-error">
                {error}
              </div>
            )}
          </div>
        );
      })}
      {checked && empty > 0 && <ErrorNotice message={PHYSICAL_WORDS.stillEmpty(empty)} />}
      <button type="submit">{COMMON_WORDS.recordRoll}</button>
    </form>
  );
}
