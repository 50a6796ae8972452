// Only the ARC4 generator's module, not the package index that bundles every other generator (issue 14).
import seedrandom from 'seedrandom/seedrandom';

/** The ARC4 generator's internal state, saved so the next draw never replays the earlier ones. */
export interface Arc4State {
  i: number;
  j: number;
  S: number[];
}

/**
 * The seeded generator's position (STYLE habit 4): the seed, how many numbers have been drawn, and
 * the generator's state after them (null before the first draw). Secret while the seed is sealed.
 */
export interface RngState {
  seed: string;
  draws: number;
  arc4: Arc4State | null;
}

/** The generator at the start of a seed. */
export function startRng(seed: string): RngState {
  return { seed, draws: 0, arc4: null };
}

type Arc4 = seedrandom.StatefulPRNG<seedrandom.State.Arc4>;

/**
 * Live generators kept at the position each saved state names, so the next draw neither re-keys ARC4
 * nor copies its state back in (issue 14). Keyed by the readonly state object itself: a generator is
 * taken out when it draws past that position, so a hit is always exactly where a rebuild would be.
 */
const kept = new WeakMap<RngState, Arc4>();

function resume(rng: RngState): Arc4 {
  return rng.arc4 ? seedrandom('', { state: rng.arc4 }) : seedrandom(rng.seed, { state: true });
}

/** A generator resumed at `rng`; `next` returns [0, 1), and `state` is the position after the draws made. */
export function generator(rng: RngState): { next: () => number; state: () => RngState } {
  let prng: Arc4 | null = null;
  let draws = rng.draws;
  let saved: RngState | null = null;
  return {
    next: () => {
      if (!prng) {
        prng = kept.get(rng) ?? resume(rng);
        kept.delete(rng);
      }
      if (saved) {
        kept.delete(saved);
        saved = null;
      }
      draws += 1;
      return prng();
    },
    state: () => {
      if (!prng || draws === rng.draws) return rng;
      if (!saved) {
        saved = { seed: rng.seed, draws, arc4: prng.state() };
        kept.set(saved, prng);
      }
      return saved;
    },
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
