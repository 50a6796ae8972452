import seedrandom from 'seedrandom';

/** The seeded generator's position: the seed and how many numbers have been drawn (STYLE habit 4). */
export interface RngState {
  seed: string;
  draws: number;
}

/** A generator positioned after `draws` numbers of `seed`; `next` returns [0, 1) and counts the draw. */
export function generator(rng: RngState): { next: () => number; state: () => RngState } {
  const prng = seedrandom(rng.seed);
  for (let i = 0; i < rng.draws; i++) prng();
  let draws = rng.draws;
  return {
    next: () => {
      draws += 1;
      return prng();
    },
    state: () => ({ seed: rng.seed, draws }),
  };
}

/** A whole number from 1 to `sides`. */
export function rollDie(next: () => number, sides = 6): number {
  return Math.floor(next() * sides) + 1;
}

/** A Fisher-Yates shuffle of a copy, using `items.length - 1` draws. */
export function shuffle<T>(next: () => number, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
