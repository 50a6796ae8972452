/** Why a number typed in a field is refused. */
export type NumberProblem = { code: 'notNumber' } | { code: 'range'; min: number; max: number };

/** A number typed by the user (a comma counts as a decimal point), checked against a range: the value or why not. */
export function readNumber(text: string, min: number, max: number): { ok: true; value: number } | { ok: false; problem: NumberProblem } {
  const trimmed = text.trim().replace(',', '.');
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(value)) return { ok: false, problem: { code: 'notNumber' } };
  if (value < min || value > max) return { ok: false, problem: { code: 'range', min, max } };
  return { ok: true, value: Math.round(value * 10) / 10 };
}

/** A length in cm to the tenth, as the layout's words show it. */
export function tenths(cm: number): number {
  return Math.round(cm * 10) / 10;
}
