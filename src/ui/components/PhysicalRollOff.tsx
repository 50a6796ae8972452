import { useState } from 'react';
import type { Colour, Face } from '../../engine';
import { COLOUR_WORDS, FACE_WORDS } from '../words/vocab';
import { PHYSICAL_WORDS } from '../words/physical';
import { isolateName } from '../words/names';
import { ErrorNotice } from './ErrorNotice';
import { FaceButtons } from './FaceButtons';
import { useFilledForm } from './useFilledForm';
import { COMMON_WORDS } from './commonWords';

/**
 * Physical dice (PBS 8.A): each player taps the face rolled, among the faces his die has (components
 * data: a White die offers no skull), then one confirm records both. Nothing starts chosen, so a
 * forgotten die is never recorded as a roll.
 */
export function PhysicalRollOff({ names, dice, faces: offered, onSubmit }: { names: [string, string]; dice: [Colour, Colour]; faces: [Face[], Face[]]; onSubmit: (faces: [Face, Face]) => void }) {
  const [faces, setFaces] = useState<[Face | null, Face | null]>([null, null]);
  const empty = faces.filter((f) => f === null).length;
  const { checked, onSubmit: record, onChange: typed } = useFilledForm(empty === 0, () => onSubmit(faces as [Face, Face]));
  return (
    <form noValidate onSubmit={record}>
      {names.map((name, i) => (
        <FaceButtons
          key={name}
          id={`face${i}`}
          legend={PHYSICAL_WORDS.rolledDie({ player: isolateName(name), colour: COLOUR_WORDS[dice[i]!].toLowerCase() })}
          options={offered[i]!.map((f) => ({ value: f, label: FACE_WORDS[f] }))}
          value={faces[i]!}
          onChange={(face) => {
            typed();
            setFaces(i === 0 ? [face, faces[1]] : [faces[0], face]);
          }}
          error={checked && faces[i] === null ? PHYSICAL_WORDS.faceMissing({ player: name }) : null}
        />
      ))}
      {checked && empty > 0 && <ErrorNotice message={PHYSICAL_WORDS.stillEmpty({ count: empty })} />}
      <button type="submit">{COMMON_WORDS.recordRoll}</button>
    </form>
  );
}
