import { useState } from 'react';
import type { Face, Rules, TurnDice } from '../../engine';
import { ErrorNotice } from '../components/ErrorNotice';
import { FaceButtons } from '../components/FaceButtons';
import { dieFaces } from '../components/dieFaces';
import { useFilledForm } from '../components/useFilledForm';
import { BATTLE_WORDS as W } from './trackerWords';
import { DIE_COLOUR_WORDS } from './words';
import { PHYSICAL_WORDS } from '../words/physical';
import { FACE_WORDS } from '../words/vocab';

type Colour = 'red' | 'green';

/**
 * The players' own Red and Green dice for one battle turn (seed 002 Weather rules: turn roll): one row of
 * face buttons per die, offering only that die's faces (components data), named by its colour in words;
 * nothing starts chosen and one confirm records them all.
 */
export function WeatherDiceForm({ rules, turn, dice, onSubmit }: { rules: Rules; turn: number; dice: TurnDice; onSubmit: (red: Face[], green: Face[]) => void }) {
  const [chosen, setChosen] = useState<Record<Colour, (Face | null)[]>>({ red: Array(dice.red).fill(null), green: Array(dice.green).fill(null) });
  const empty = [...chosen.red, ...chosen.green].filter((f) => f === null).length;
  const { checked, onSubmit: record, onChange: typed } = useFilledForm(empty === 0, () => onSubmit(chosen.red as Face[], chosen.green as Face[]));
  const choose = (colour: Colour, index: number, face: Face) => {
    typed();
    setChosen((c) => ({ ...c, [colour]: c[colour].map((f, i) => (i === index ? face : f)) }));
  };
  return (
    <form noValidate onSubmit={record}>
      <fieldset className="battle-dice-form">
        <legend>{W.formLegend({ turn })}</legend>
        {(['red', 'green'] as const).flatMap((colour) =>
          chosen[colour].map((value, index) => {
            const label = W.dieLabel({ colour: DIE_COLOUR_WORDS[colour], many: chosen[colour].length > 1, number: index + 1 });
            return (
              <FaceButtons
                key={`${colour}-${index}`}
                id={`battle-${colour}-${index}`}
                legend={label}
                legendClass={`battle-die-label battle-die-${colour}`}
                options={dieFaces(rules, colour).map((f) => ({ value: f, label: FACE_WORDS[f] }))}
                value={value}
                onChange={(face) => choose(colour, index, face)}
                error={checked && value === null ? W.dieMissing({ label }) : null}
              />
            );
          }),
        )}
        <button type="submit">{W.record({ turn })}</button>
      </fieldset>
      {checked && empty > 0 && <ErrorNotice message={PHYSICAL_WORDS.stillEmpty({ count: empty })} />}
    </form>
  );
}
