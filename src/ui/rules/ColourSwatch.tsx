import type { Colour } from '../../engine';
import { colourLetter } from '../words/vocab';

/**
 * A colour of the ladder as a small swatch with its letter, hidden from screen readers (the name
 * follows it in words). Not a card chip: a legend never looks like a card in a hand.
 */
export function ColourSwatch({ colour }: { colour: Colour }) {
  return (
    <span className={`swatch chip-${colour}`} aria-hidden="true">
      {colourLetter(colour)}
    </span>
  );
}
