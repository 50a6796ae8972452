import { useState, type FormEvent } from 'react';
import { COLOURS, playerOf, scoutingCardLimit, scoutingDraws, type Colour, type Side } from '../../../engine';
import { nameOf } from '../../words/viewNames';
import { CardChip } from '../../components/CardChip';
import { colourLetter, COLOUR_WORDS, SIDE_WORDS } from '../../words/vocab';
import '../../components/FaceButtons.css';
import { Explain } from '../../rules/Explain';
import type { StepProps } from '../types';
import { SCOUTING_WORDS as W } from './words';

/** PBS 10.A: scouting cards (dealt, or entered with physical cards), best 5, outscouted by the difference. */
export function ScoutingStep(props: StepProps) {
  const { rules, view, answers } = props;
  const { draw } = answers;
  const scouting = rules.editions[view.setup.edition].scouting;
  const values = [...COLOURS].reverse().map((c) => W.value({ colour: COLOUR_WORDS[c], percent: scouting.values[c] }));
  const explain = <Explain rules={rules} line={W.explain({ values, best: scouting.best })} source={scouting.source} edition={view.setup.edition} />;
  if (draw) {
    return (
      <div>
        {explain}
        <p>{W.dealt({ invader: nameOf(view, 'invader'), invaderDraws: scoutingDraws(view, 'invader'), defender: nameOf(view, 'defender'), defenderDraws: scoutingDraws(view, 'defender'), best: rules.editions[view.setup.edition].scouting.best })}</p>
        <button type="button" onClick={draw}>
          {W.deal}
        </button>
      </div>
    );
  }
  return (
    <>
      {explain}
      <PhysicalScouting {...props} />
    </>
  );
}

function PhysicalScouting({ view, dispatch }: StepProps) {
  const sides = ['invader', 'defender'] as const;
  // Blank means none: each tap adds one card, so a colour nobody taps holds no cards.
  const [cards, setCards] = useState<Record<Side, Colour[]>>({ invader: [], defender: [] });
  const ordered = (list: readonly Colour[]) => [...list].sort((a, b) => COLOURS.indexOf(a) - COLOURS.indexOf(b));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    dispatch({ type: 'reportScouting', invader: ordered(cards.invader), defender: ordered(cards.defender) });
  };
  return (
    <form noValidate onSubmit={onSubmit}>
      <p>{W.physical}</p>
      {sides.map((side) => {
        const name = nameOf(view, side);
        const limit = scoutingCardLimit(view, side);
        const held = cards[side];
        const full = held.length >= limit;
        const take = (index: number) => setCards({ ...cards, [side]: held.filter((_, i) => i !== index) });
        return (
          <fieldset key={side}>
            <legend>{W.total({ player: name, side: SIDE_WORDS[side], total: view.setup.players[playerOf(view, side)].army.scoutingCards })}</legend>
            <div className="face-buttons" role="group" aria-label={W.addTo({ player: name })}>
              {[...COLOURS].reverse().map((colour) => (
                <button
                  key={colour}
                  type="button"
                  className="face-button"
                  disabled={full}
                  aria-describedby={full ? `${side}-full` : undefined}
                  aria-label={W.add({ colour: COLOUR_WORDS[colour] })}
                  onClick={() => setCards({ ...cards, [side]: [...held, colour] })}
                >
                  <span aria-hidden="true">{W.plus}</span>
                  <span className={`chip chip-${colour}`} aria-hidden="true">
                    {colourLetter(colour)}
                  </span>
                  {COLOUR_WORDS[colour]}
                </button>
              ))}
            </div>
            {full && (
              <p id={`${side}-full`} className="hint">
                {W.full({ player: name, limit })}
              </p>
            )}
            <div className="scouting-hand" role="group" aria-label={W.heldBy({ player: name })}>
              <span>{W.held({ count: held.length })}</span>
              {held.length === 0
                ? W.none
                : ordered(held).map((colour, i) => (
                    <button key={`${colour}-${i}`} type="button" className="face-button small" onClick={() => take(held.lastIndexOf(colour))} aria-label={W.takeBack({ colour: COLOUR_WORDS[colour] })}>
                      <CardChip colour={colour} />
                      <span aria-hidden="true">×</span>
                    </button>
                  ))}
            </div>
          </fieldset>
        );
      })}
      <button type="submit">{W.compare}</button>
    </form>
  );
}
