import type { Footprint } from '../../engine';
import type { DrawnItem, StripBand } from './model';

/** The name the drawing gives a piece: a declared terrain's "(Dangerous)" is in the list and the key, not on the piece. */
export const drawnName = (d: Pick<DrawnItem, 'name'>): string => d.name.replace(/\s*\([^)]*\)$/, '');

/**
 * A piece's label lines: the number and its whole name on one line, else the number over the name; where the name does
 * not fit whole, the number with its category letter, else the number alone, and the numbered list beside the drawing is
 * its key: a name is never cut ("3 Grou.", "4 Vill.", issue 38). `fit` is the drawing's fitting of a first line (the
 * first candidate that fits) and the following lines (while they fit).
 */
export function pieceLabel(d: Pick<DrawnItem, 'number' | 'name' | 'letter'>, rest: readonly string[], fit: (first: readonly string[], rest: readonly string[]) => string[]): string[] {
  const name = drawnName(d);
  const one = fit([`${d.number} ${name}`], rest);
  if (one.length > 0) return one;
  const stacked = fit([`${d.number}`], [name, ...rest]);
  if (stacked[1] === name) return stacked;
  return withoutRepeat(fit([...(d.letter ? [`${d.number} ${d.letter}`] : []), `${d.number}`], rest), d.letter);
}

/** A label's lines without the category letter again on a second line when the first already ends with it ("3 G", then "G" or "G · Anna"). */
export function withoutRepeat(lines: readonly string[], letter: string): string[] {
  if (!letter || lines.length < 2 || !lines[0]!.endsWith(` ${letter}`)) return [...lines];
  const second = lines[1]!;
  if (second === letter) return [lines[0]!, ...lines.slice(2)];
  return second.startsWith(`${letter} · `) ? [lines[0]!, second.slice(letter.length + 3), ...lines.slice(2)] : [...lines];
}

/** The smallest box (in table units) around a turned footprint. */
function bounds(f: Footprint): { left: number; right: number; low: number; high: number } {
  const a = (f.angle * Math.PI) / 180;
  const rx = (Math.abs(f.width * Math.cos(a)) + Math.abs(f.depth * Math.sin(a))) / 2;
  const ry = (Math.abs(f.width * Math.sin(a)) + Math.abs(f.depth * Math.cos(a))) / 2;
  return { left: f.x - rx, right: f.x + rx, low: f.y - ry, high: f.y + ry };
}

/**
 * Where in a side-edge strip (its y, in table units from the defender's edge) its words of `height` meet no
 * piece: the middle of the strip first, then nearer either end; null when every place is covered, and the
 * drawing then leaves the words to the key rather than print them under a piece's label (issue 29).
 */
export function stripLabelAt(strip: StripBand, height: number, pieces: readonly Footprint[]): number | null {
  const { from, to } = strip.zone;
  if (to - from < height) return null;
  const mid = (from + to) / 2;
  const low = from + height / 2;
  const high = to - height / 2;
  const steps = 6;
  const spots = [mid, ...Array.from({ length: steps }, (_, i) => [mid - ((i + 1) * (mid - low)) / steps, mid + ((i + 1) * (high - mid)) / steps]).flat()];
  const boxes = pieces.map(bounds);
  const clear = (y: number) => boxes.every((b) => b.right <= strip.from || b.left >= strip.to || b.high <= y - height / 2 || b.low >= y + height / 2);
  return spots.find(clear) ?? null;
}
