import { z } from '../../lib/zod';
import { TABLE_DISTANCE_KEYS, type TableDistanceKey } from './edition';

/**
 * A rules text whose distances are data, not words (RULES-NOTES section 2): every distance the seed
 * prints is written as a token carrying its printed (Maximus) BW value and how a scale converts it, so
 * one function per scale can say it in the game's unit. The tokens:
 *
 * - `{bw:3}` a distance seed 002 does not star: Magna keeps it, Pacto says it in HBW ("visible at 3 HBW").
 * - `{star:10}` a distance seed 002 stars ("10BW*"): Magna reduces it to 2/3, rounded up.
 * - `{size:6}`, `{size:6-10}` a piece size ("Max size ≤ 6BW", ">6-10 BW"): converts as the edition's
 *   piece sizes do (`pieceSizes.scaled`).
 * - `{key:spacing}` one of the edition's table distances, by key: its value in the game, house rules included.
 *
 * `|pactoPrintsBw` after a token marks a distance the Pacto sheet (seed 001) prints in BW where it
 * prints HBW everywhere else (the weather's "visibility 4BW"); the scale's `pactoBwReading` says how it is read.
 */
export const SCALED_TOKEN = /\{(bw|star|size|key):([^}|]+)(?:\|(pactoPrintsBw))?\}/g;

/** A distance the seeds print without a token ("6BW", "0.5 BW", "1 HBW"): what no data text may hold. */
const BARE_DISTANCE = /\d\s?H?BW\b|\bH?BW\s?\d/;

const NUMBER = /^\d+(?:\.\d+)?$/;

export type ScaledTokenKind = 'bw' | 'star' | 'size' | 'key';

/** One piece of a scaled text: words as they are, or a distance to say in the game's scale. */
export type ScaledTextPart =
  | { kind: 'words'; text: string }
  | { kind: 'bw' | 'star' | 'size'; printed: readonly number[]; pactoPrintsBw: boolean }
  | { kind: 'key'; key: TableDistanceKey; pactoPrintsBw: boolean };

function tokenPart(kind: ScaledTokenKind, body: string, flag: string | undefined): ScaledTextPart | string {
  const pactoPrintsBw = flag === 'pactoPrintsBw';
  if (kind === 'key') {
    return (TABLE_DISTANCE_KEYS as readonly string[]).includes(body)
      ? { kind, key: body as TableDistanceKey, pactoPrintsBw }
      : `"{key:${body}}" names no table distance (${TABLE_DISTANCE_KEYS.join(', ')})`;
  }
  const numbers = body.split('-');
  if (numbers.length > 2 || !numbers.every((n) => NUMBER.test(n))) return `"{${kind}:${body}}" is not a number or a range such as 6-10`;
  if (numbers.length === 2 && kind !== 'size') return `"{${kind}:${body}}": only a size may be a range`;
  return { kind, printed: numbers.map(Number), pactoPrintsBw };
}

/** The parts of a scaled text, or the first problem with it (a malformed token, or a distance written as words). */
export function parseScaledText(text: string): { ok: true; parts: ScaledTextPart[] } | { ok: false; problem: string } {
  const parts: ScaledTextPart[] = [];
  let at = 0;
  const words = (chunk: string): string | null => {
    if (chunk.includes('{') || chunk.includes('}')) return `a brace outside a distance token in "${chunk}"`;
    if (BARE_DISTANCE.test(chunk)) return `a distance written as words in "${chunk}": write it as a token such as {bw:2}`;
    if (chunk) parts.push({ kind: 'words', text: chunk });
    return null;
  };
  for (const match of text.matchAll(SCALED_TOKEN)) {
    const problem = words(text.slice(at, match.index));
    if (problem) return { ok: false, problem };
    const part = tokenPart(match[1] as ScaledTokenKind, match[2]!, match[3]);
    if (typeof part === 'string') return { ok: false, problem: part };
    parts.push(part);
    at = match.index + match[0].length;
  }
  const problem = words(text.slice(at));
  return problem ? { ok: false, problem } : { ok: true, parts };
}

/** A rules text with its distances as tokens; the loader refuses a distance written as words. */
export const ScaledTextSchema = z.string().check(
  z.superRefine((text, ctx) => {
    const parsed = parseScaledText(text);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.problem, input: text });
  }),
);
