/** Reed-Solomon decoding over GF(256) with the QR code's polynomial 0x11d and generator roots α^0 to α^(n-1) (ISO/IEC 18004 annex B). */

const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
for (let i = 0, x = 1; i < 255; i++) {
  EXP[i] = x;
  LOG[x] = i;
  x = (x << 1) ^ (x & 0x80 ? 0x11d : 0);
}
for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255]!;

const mul = (a: number, b: number) => (a === 0 || b === 0 ? 0 : EXP[LOG[a]! + LOG[b]!]!);
const div = (a: number, b: number) => (a === 0 ? 0 : EXP[(LOG[a]! + 255 - LOG[b]!) % 255]!);
const power = (e: number) => EXP[((e % 255) + 255) % 255]!;

/** A polynomial, lowest degree first, at x. */
function evaluate(poly: readonly number[], x: number): number {
  let sum = 0;
  for (let i = poly.length - 1; i >= 0; i--) sum = mul(sum, x) ^ poly[i]!;
  return sum;
}

/**
 * The block (data then `ecCount` correction codewords, first codeword the highest power) with its errors
 * corrected, or null when it has more than it can correct.
 */
export function correctBlock(block: readonly number[], ecCount: number): number[] | null {
  const n = block.length;
  const syndromes = Array.from({ length: ecCount }, (_, j) => block.reduce((sum, c) => mul(sum, power(j)) ^ c, 0));
  if (syndromes.every((s) => s === 0)) return [...block];
  // Berlekamp-Massey: the shortest error locator Λ that produces the syndromes.
  let locator = [1];
  let previous = [1];
  let length = 0;
  let shift = 1;
  let lastDiscrepancy = 1;
  for (let step = 0; step < ecCount; step++) {
    let discrepancy = syndromes[step]!;
    for (let k = 1; k <= length; k++) discrepancy ^= mul(locator[k] ?? 0, syndromes[step - k]!);
    if (discrepancy === 0) {
      shift += 1;
      continue;
    }
    const scale = div(discrepancy, lastDiscrepancy);
    const next = [...locator];
    previous.forEach((c, k) => {
      next[k + shift] = (next[k + shift] ?? 0) ^ mul(scale, c);
    });
    if (2 * length <= step) {
      previous = locator;
      length = step + 1 - length;
      lastDiscrepancy = discrepancy;
      shift = 1;
    } else shift += 1;
    locator = Array.from(next, (c) => c ?? 0);
  }
  // Chien search: the error at power p (codeword n-1-p) where Λ(α^-p) = 0.
  const positions: number[] = [];
  for (let p = 0; p < n; p++) if (evaluate(locator, power(-p)) === 0) positions.push(p);
  if (positions.length !== length) return null;
  // Forney: each error's value from Ω = S·Λ mod x^ecCount and Λ'.
  const omega = Array.from({ length: ecCount }, (_, k) => {
    let sum = 0;
    for (let j = 0; j <= k; j++) sum ^= mul(syndromes[j]!, locator[k - j] ?? 0);
    return sum;
  });
  const derivative = locator.map((c, k) => (k % 2 === 1 ? c : 0)).slice(1);
  const fixed = [...block];
  for (const p of positions) {
    const inverse = power(-p);
    const value = mul(power(p), div(evaluate(omega, inverse), evaluate(derivative, inverse)));
    fixed[n - 1 - p] ^= value;
  }
  const clean = Array.from({ length: ecCount }, (_, j) => fixed.reduce((sum, c) => mul(sum, power(j)) ^ c, 0)).every((s) => s === 0);
  return clean ? fixed : null;
}

/** The correction codewords of data (ISO/IEC 18004 7.5.2): the remainder of data·x^ecCount divided by the generator. */
export function correctionCodewords(data: readonly number[], ecCount: number): number[] {
  let generator = [1];
  for (let j = 0; j < ecCount; j++) {
    const next = Array<number>(generator.length + 1).fill(0);
    generator.forEach((c, k) => {
      next[k] ^= c;
      next[k + 1] ^= mul(c, power(j));
    });
    generator = next;
  }
  const rest = [...data, ...Array<number>(ecCount).fill(0)];
  for (let i = 0; i < data.length; i++) {
    const lead = rest[i]!;
    if (lead !== 0) generator.forEach((c, k) => (rest[i + k] ^= mul(c, lead)));
  }
  return rest.slice(data.length);
}
