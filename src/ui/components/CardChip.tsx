import type { Colour } from '../../engine';

const LETTER: Record<Colour, string> = { black: 'B', white: 'W', green: 'G', yellow: 'Y', red: 'R' };
const NAME: Record<Colour, string> = { black: 'Black', white: 'White', green: 'Green', yellow: 'Yellow', red: 'Red' };

/** A card or die colour as a chip: the colour, its letter, and its name for screen readers. */
export function CardChip({ colour }: { colour: Colour }) {
  return (
    <span className={`chip chip-${colour}`}>
      <span aria-hidden="true">{LETTER[colour]}</span>
      <span className="visually-hidden">{NAME[colour]}</span>
    </span>
  );
}

/** A colour in words with its letter, e.g. "Red (R)". */
export function colourName(colour: Colour): string {
  return `${NAME[colour]} (${LETTER[colour]})`;
}
