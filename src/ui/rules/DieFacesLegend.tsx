import { useId } from 'react';
import { COLOURS, type Colour, type EditionId, type Face, type Rules } from '../../engine';
import { TableRegion } from '../reference/TableRegion';
import { colourName, FACE_WORDS } from '../words/vocab';
import { legendWords } from './legendWords';
import { ColourSwatch } from './ColourSwatch';
import { ASSUMPTION_TITLES } from '../words/assumptions';
import { ReferenceLink } from './ReferenceLink';

/** A die's faces in roll-off order, alike ones counted: "Skull, Wound, S (special), 3 × Blank". */
function facesWords(faces: readonly Face[], ranking: readonly Face[]): string {
  return ranking
    .map((face) => [face, faces.filter((f) => f === face).length] as const)
    .filter(([, count]) => count > 0)
    .map(([face, count]) => legendWords.faceCount({ count, face: FACE_WORDS[face] }))
    .join(', ');
}

interface Props {
  rules: Rules;
  edition: EditionId;
  /** The dice to list (the two rolled in the roll-off); all five when left out. */
  colours?: readonly Colour[];
}

/**
 * The roll-off's die faces and their order, best first, and the faces of each die, from
 * data/meg/components.json; flagged as the app's defaults where the sources are silent (RULES-NOTES 4).
 */
export function DieFacesLegend({ rules, edition, colours = COLOURS }: Props) {
  const id = useId();
  const { dice, rollOffRanking, assumptions } = rules.components;
  const shown = dice.filter((d) => colours.includes(d.colour));
  const assumed = shown.some((d) => d.assumption) || assumptions.some((a) => a.field === 'rollOffRanking');
  // The reference's entry on the dice (assumptionFacts), linked without building the reference.
  const noted = assumptions.some((a) => a.field === 'dice');
  return (
    <div className="die-legend" role="group" aria-labelledby={id}>
      <p id={id}>
        <strong>{legendWords.dice}:</strong> {rollOffRanking.map((face) => FACE_WORDS[face]).join(' > ')}.{' '}
        {rules.editions[edition].rollOff.tiesReroll && legendWords.tiesReroll}
      </p>
      <TableRegion caption={legendWords.diceCaption}>
        <thead>
          <tr>
            {legendWords.diceHead.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((die) => (
            <tr key={die.colour}>
              <th scope="row">
                <ColourSwatch colour={die.colour} />{' '}
                {colourName(die.colour)}
              </th>
              <td>{facesWords(die.faces, rollOffRanking)}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
      {assumed && (
        <p className="assumption">
          {legendWords.diceAssumed}{' '}
          {noted && <ReferenceLink section="assumptions" part={null} entry="assumptions/components/dice" title={ASSUMPTION_TITLES.dice} />}
        </p>
      )}
    </div>
  );
}
