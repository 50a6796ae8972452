import { useState } from 'react';
import { FACES, type Face, type Rules, type TurnDice } from '../../engine';
import { ErrorNotice } from '../components/ErrorNotice';
import { useFilledForm } from '../components/useFilledForm';
import { BATTLE_WORDS as W } from './words';
import { PHYSICAL_WORDS } from '../words/physical';
import { FACE_WORDS } from '../words/vocab';

type Colour = 'red' | 'green';

/** The faces a die of `colour` has (components data), in the catalogue's order. */
function facesOf(rules: Rules, colour: Colour): Face[] {
  const faces = rules.components.dice.find((d) => d.colour === colour)?.faces ?? [];
  return FACES.filter((f) => faces.includes(f));
}

/**
 * The players' own Red and Green dice for one battle turn (seed 002 Weather rules: turn roll): one list per die,
 * each starting empty, named by its colour in words; nothing is recorded until every die is chosen.
 */
export function WeatherDiceForm({ rules, turn, dice, onSubmit }: { rules: Rules; turn: number; dice: TurnDice; onSubmit: (red: Face[], green: Face[]) => void }) {
  const [chosen, setChosen] = useState<Record<Colour, (Face | '')[]>>({ red: Array(dice.red).fill(''), green: Array(dice.green).fill('') });
  const empty = [...chosen.red, ...chosen.green].filter((f) => f === '').length;
  const { checked, onSubmit: record, onChange: typed } = useFilledForm(empty === 0, () => onSubmit(chosen.red as Face[], chosen.green as Face[]));
  const choose = (colour: Colour, index: number, face: Face | '') => setChosen((c) => ({ ...c, [colour]: c[colour].map((f, i) => (i === index ? face : f)) }));
  return (
    <form noValidate onSubmit={record} onChange={typed}>
      <fieldset className="battle-dice-form">
        <legend>{W.formLegend(turn)}</legend>
        {(['red', 'green'] as const).flatMap((colour) =>
          chosen[colour].map((value, index) => {
            const id = `battle-${colour}-${index}`;
            const label = W.dieLabel(colour, index, chosen[colour].length);
            const error = checked && value === '' ? W.dieMissing(label) : null;
            return (
              <div className="field" key={id}>
                <label htmlFor={id} className={`battle-die-label battle-die-${colour}`}>
                  {label}
                </label>
                <select
                  id={id}
                  value={value}
                  aria-invalid={error !== null}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(e) => choose(colour, index, e.target.value as Face | '')}
                >
                  <option value="" disabled>
                    {PHYSICAL_WORDS.choose}
                  </option>
                  {facesOf(rules, colour).map((f) => (
                    <option key={f} value={f}>
                      {FACE_WORDS[f]}
                    </option>
                  ))}
                </select>
                {error && (
                  <div id={`${id}-error`} className="field-error">
                    {error}
                  </div>
                )}
              </div>
            );
          }),
        )}
        <button type="submit">{W.record(turn)}</button>
      </fieldset>
      {checked && empty > 0 && <ErrorNotice message={PHYSICAL_WORDS.stillEmpty(empty)} />}
    </form>
  );
}
