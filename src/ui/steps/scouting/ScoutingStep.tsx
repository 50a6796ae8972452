import { useState } from 'react';
import { COLOURS, playerOf, scoutingDraws, type Colour, type Side } from '../../../engine';
import { nameOf } from '../../words/viewNames';
import { CardChip } from '../../components/CardChip';
import { colourName, COLOUR_WORDS, SIDE_WORDS } from '../../words/vocab';
import { PHYSICAL_WORDS } from '../../words/physical';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useFilledForm } from '../../components/useFilledForm';
import type { StepProps } from '../types';
import { SCOUTING_WORDS as W } from './words';

/** PBS 10.A: scouting cards (dealt, or entered with physical cards), best 5, outscouted by the difference. */
export function ScoutingStep(props: StepProps) {
  const { rules, view, answers } = props;
  const { draw } = answers;
  if (draw) {
    return (
      <div>
        <p>{W.dealt(nameOf(view, 'invader'), scoutingDraws(view, 'invader'), nameOf(view, 'defender'), scoutingDraws(view, 'defender'), rules.editions[view.setup.edition].scouting.best)}</p>
        <button type="button" onClick={draw}>
          {W.deal}
        </button>
      </div>
    );
  }
  return <PhysicalScouting {...props} />;
}

function PhysicalScouting({ rules, view, dispatch }: StepProps) {
  const sides = ['invader', 'defender'] as const;
  const blank = { black: '', white: '', green: '', yellow: '', red: '' };
  // Every count starts empty: a field the players forget must not be recorded as "no cards".
  const [counts, setCounts] = useState<Record<Side, Record<Colour, string>>>({ invader: { ...blank }, defender: { ...blank } });
  const missing = (side: Side, colour: Colour) => !/^\d+$/.test(counts[side][colour].trim());
  const empty = sides.flatMap((side) => COLOURS.filter((colour) => missing(side, colour)));
  const expand = (c: Record<Colour, string>) => COLOURS.flatMap((colour) => Array<Colour>(Number(c[colour])).fill(colour));
  const { checked, onSubmit, onChange } = useFilledForm(empty.length === 0, () =>
    dispatch({ type: 'reportScouting', invader: expand(counts.invader), defender: expand(counts.defender) }),
  );
  return (
    <form noValidate onSubmit={onSubmit} onChange={onChange}>
      <p>{W.physical(rules.editions[view.setup.edition].scouting.best)}</p>
      {sides.map((side) => (
        <fieldset key={side}>
          <legend>{W.total(nameOf(view, side), SIDE_WORDS[side], view.setup.players[playerOf(view, side)].army.scoutingCards)}</legend>
          <div className="checks">
            {[...COLOURS].reverse().map((colour) => {
              const error = checked && missing(side, colour) ? PHYSICAL_WORDS.countMissing(COLOUR_WORDS[colour]) : null;
              return (
                <div className="field" key={colour}>
                  <label htmlFor={`${side}-${colour}`}>
                    {/* The chip is decoration here: the words name the colour once. */}
                    <span aria-hidden="true">
                      <CardChip colour={colour} />
                    </span>{' '}
                    {colourName(colour)}
                  </label>
                  <input
                    id={`${side}-${colour}`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    className="short"
                    value={counts[side][colour]}
                    aria-invalid={error !== null}
                    aria-describedby={error ? `${side}-${colour}-error` : undefined}
                    onChange={(e) => setCounts({ ...counts, [side]: { ...counts[side], [colour]: e.target.value } })}
                  />
                  {error && (
                    <div id={`${side}-${colour}-error`} className="field-error">
                      {error}
                    </div>
                  )}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      {checked && empty.length > 0 && <ErrorNotice message={PHYSICAL_WORDS.stillEmpty(empty.length)} />}
      <button type="submit">{W.compare}</button>
    </form>
  );
}
