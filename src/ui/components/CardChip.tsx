import type { Colour } from '../../engine';
import { colourLetter, COLOUR_WORDS } from '../words/vocab';

/** A card or die colour as a chip: the colour, its letter, and its name for screen readers. */
export function CardChip({ colour }: { colour: Colour }) {
  return (
    <span className={`chip chip-${colour}`}>
      <span aria-hidden="true">{colourLetter(colour)}</span>
      <span className="visually-hidden">{COLOUR_WORDS[colour]}</span>
    </span>
  );
}
