import { useId } from 'react';
import { cardRound, COLOURS, type PublicView, type Rules } from '../../engine';
import { colourName } from '../words/vocab';
import { legendWords } from './legendWords';
import { ColourSwatch } from './ColourSwatch';
import { RuleCitation } from './RuleCitation';

/**
 * The colour ladder where a card is chosen (PBS 8.B, 8.D): the colours worst to best, each with its
 * letter, what playing no card counts as, and what the difference buys. Public rules only: no hand.
 */
export function ColourLadder({ rules, view }: { rules: Rules; view: Pick<PublicView, 'stepId' | 'setup'> }) {
  const id = useId();
  const edition = rules.editions[view.setup.edition];
  const contest = cardRound(view) === 'contest';
  const ladder = rules.glossary.entries.find((e) => e.id === 'colours');
  return (
    <div className="colour-ladder" role="group" aria-labelledby={id}>
      <p id={id} className="colour-ladder-title">
        {legendWords.ladder}
      </p>
      <ol className="ladder" aria-labelledby={id}>
        {COLOURS.map((colour) => (
          <li key={colour}>
            <ColourSwatch colour={colour} />{' '}
            {colourName(colour)}
          </li>
        ))}
      </ol>
      {contest ? (
        <p>
          {/* 2020: a player holding a card must play one (seed 002), so no card is only for a player who holds none. */}
          {(edition.territoryContest.play.compulsory && !view.setup.legacyTerritoryPass ? legendWords.noCardHeldCountsAs : legendWords.noCardCountsAs)(
            { colour: colourName(edition.territoryContest.declineCountsAs) },
          )}{' '}
          {edition.territoryContest.assumption && legendWords.appReading} {legendWords.contest({ tieGoesTo: edition.territoryContest.tieGoesTo })}
        </p>
      ) : (
        <>
          <p>{legendWords.passCountsAs({ colour: colourName(edition.march.passCountsAs) })}</p>
          <details>
            <summary>{legendWords.moves}</summary>
            <ul>
              {edition.march.moves.map((m) => (
                <li key={m.difference}>{legendWords.move({ difference: m.difference, squares: m.squares, diagonal: m.diagonal })}</li>
              ))}
            </ul>
          </details>
        </>
      )}
      {ladder && <RuleCitation rules={rules} source={ladder.source} />}
    </div>
  );
}
