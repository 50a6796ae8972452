// seedrandom's ARC4 generator, the one every game code draws from.
import seedrandom from 'seedrandom/seedrandom';
import type { Arc4State, RngState } from './schema/rngState';

export type { RngState };

/** The generator at the start of a seed. */
export function startRng(seed: string): RngState {
  return { seed, draws: 0, arc4: null };
}

type Arc4 = seedrandom.StatefulPRNG<seedrandom.State.Arc4>;

/**
 * A seed's numbers as far as they have been drawn, with the generator's state at the positions a game
 * state was saved at. The same seed always draws the same numbers (STYLE habit 4), so every game on a
 * seed shares its stream: a replay, an undo or the room's view draws them again without re-keying ARC4,
 * drawing or copying its state: a replay stays well under the benchmark's 0.2 ms. Positions count draws from the seed's start.
 */
interface Stream {
  seed: string;
  values: number[];
  /** The generator standing after `values`. */
  live: Arc4;
  /** The generator's state at saved positions, frozen since game states of every game on the seed share them. */
  saved: Map<number, Arc4State>;
}

/** The streams of the last seeds drawn from, oldest first. */
const streams = new Map<string, Stream>();
const MOST_STREAMS = 8;
/** How far a stream is kept, in draws and in saved positions (a whole pre-battle takes about a hundred draws and twenty positions). */
const MOST_DRAWS = 10_000;
const MOST_SAVED = 256;

function streamOf(seed: string): Stream {
  let stream = streams.get(seed);
  if (!stream) {
    stream = { seed, values: [], live: seedrandom(seed, { state: true }), saved: new Map() };
    streams.set(seed, stream);
    if (streams.size > MOST_STREAMS) streams.delete(streams.keys().next().value as string);
  }
  return stream;
}

function sameArc4(a: Arc4State, b: Arc4State): boolean {
  if (a.i !== b.i || a.j !== b.j || a.S.length !== b.S.length) return false;
  for (let k = 0; k < a.S.length; k++) if (a.S[k] !== b.S[k]) return false;
  return true;
}

/** Where a saved position stands in its seed's stream: the start for a fresh seed, else a kept position holding the very same generator state; null when the stream does not know it. */
function locate(rng: RngState): { stream: Stream; index: number } | null {
  if (rng.arc4 === null) return { stream: streamOf(rng.seed), index: 0 };
  const stream = streams.get(rng.seed);
  const saved = stream?.saved.get(rng.draws);
  return stream && saved && (saved === rng.arc4 || sameArc4(saved, rng.arc4)) ? { stream, index: rng.draws } : null;
}

function valueAt(stream: Stream, index: number): number {
  while (stream.values.length <= index) stream.values.push(stream.live());
  return stream.values[index] as number;
}

/** A generator of its own standing at `index` of the stream: from the nearest kept position before it, drawn forward. */
function generatorAt(stream: Stream, index: number): Arc4 {
  let from = 0;
  let state: Arc4State | null = null;
  for (const [at, saved] of stream.saved) {
    if (at <= index && at >= from) {
      from = at;
      state = saved;
    }
  }
  const prng = state ? seedrandom('', { state }) : seedrandom(stream.seed, { state: true });
  for (let k = from; k < index; k++) prng();
  return prng;
}

function savedAt(stream: Stream, index: number): Arc4State {
  const known = stream.saved.get(index);
  if (known) return known;
  const state = index === stream.values.length ? stream.live.state() : generatorAt(stream, index).state();
  Object.freeze(state.S);
  Object.freeze(state);
  if (stream.saved.size < MOST_SAVED) stream.saved.set(index, state);
  return state;
}

function resume(rng: RngState): Arc4 {
  return rng.arc4 ? seedrandom('', { state: rng.arc4 }) : seedrandom(rng.seed, { state: true });
}

/** A generator resumed at a saved position: `next` returns [0, 1), and `state` is the position after the draws made. */
export class SeededGenerator {
  private readonly from: RngState;
  private draws: number;
  /** The seed's stream and the position in it, while drawing from it; undefined until the first draw. */
  private stream: Stream | null | undefined = undefined;
  private index = 0;
  /** A generator of its own, when the stream does not know the position or has been drawn past its end. */
  private prng: Arc4 | null = null;
  private saved: RngState | null = null;

  constructor(from: RngState) {
    this.from = from;
    this.draws = from.draws;
  }

  next(): number {
    this.saved = null;
    this.draws += 1;
    if (this.stream === undefined) {
      const at = locate(this.from);
      this.stream = at?.stream ?? null;
      this.index = at?.index ?? 0;
    }
    if (this.stream && this.index < MOST_DRAWS) return valueAt(this.stream, this.index++);
    if (!this.prng) {
      this.prng = this.stream ? generatorAt(this.stream, this.index) : resume(this.from);
      this.stream = null;
    }
    return this.prng();
  }

  state(): RngState {
    if (this.draws === this.from.draws) return this.from;
    this.saved ??= { seed: this.from.seed, draws: this.draws, arc4: this.stream ? savedAt(this.stream, this.index) : (this.prng as Arc4).state() };
    return this.saved;
  }
}

/** A generator resumed at `rng`, whose `next` and `state` may be passed on alone. */
export function generator(rng: RngState): { next: () => number; state: () => RngState } {
  const seeded = new SeededGenerator(rng);
  return { next: seeded.next.bind(seeded), state: seeded.state.bind(seeded) };
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
