/** A label's place on the table drawing, in cm: its centre and its size. */
export interface LabelPlace {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: LabelPlace, b: LabelPlace) => Math.abs(a.x - b.x) < (a.width + b.width) / 2 && Math.abs(a.y - b.y) < (a.height + b.height) / 2;

/**
 * The labels' places with none hiding another (issue 38: two overlapping woods drew one label over the other): each label,
 * in order, moves down a line at a time past every earlier one it would cover; a label alone stays where it was.
 */
export function spreadLabels(places: readonly LabelPlace[]): LabelPlace[] {
  const placed: LabelPlace[] = [];
  for (const place of places) {
    let at = place;
    for (let guard = 0; guard < places.length && placed.some((p) => overlaps(p, at)); guard++) {
      const below = Math.max(...placed.filter((p) => overlaps(p, at)).map((p) => p.y + (p.height + at.height) / 2));
      at = { ...at, y: below };
    }
    placed.push(at);
  }
  return placed;
}
