import { FACES, type Colour, type Face, type Rules } from '../../engine';

/** The distinct faces a die of `colour` has (rules.components data: the White die has no skull), in the faces' order. */
export function dieFaces(rules: Rules, colour: Colour): Face[] {
  const faces = rules.components.dice.find((d) => d.colour === colour)?.faces ?? [];
  return FACES.filter((f) => faces.includes(f));
}
