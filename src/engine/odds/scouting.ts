import { tally } from '../cards';
import { generator, startRng } from '../rng';
import type { Rules } from '../rules';
import type { PlayerView, PublicView } from '../schema/view';
import { COLOURS, type Colour } from '../schema/vocab';
import { scoutingResult } from '../scouting';
import { opponent, type Side } from '../state';
import { scoutingDraws } from '../steps/scouting/rules';
import { unseenCards, type OddsMethod, type OddsResult, type UnseenCards } from './cards';

/** One margin of outscouting, in % of the army, and its chance. */
export interface ScoutingMargin {
  by: number;
  chance: number;
}

/** PBS 10.A odds, digital cards, for the player holding the laptop before the scouting cards are dealt. */
export interface ScoutingOdds {
  side: Side;
  /** The PBS cards he kept, which count for scouting. */
  hand: Colour[];
  /** Cards he will be dealt. */
  draws: number;
  /** The opponent's kept PBS cards (unseen) and the cards he will be dealt. */
  opponent: { side: Side; kept: number; draws: number };
  unseen: UnseenCards;
  /** The chance he is outscouted, outscouts the opponent, or neither (equal totals). */
  outscouted: number;
  outscouting: number;
  even: number;
  /** By how much he is outscouted (% of army), smallest first; the chances sum to `outscouted`. */
  outscoutedBy: ScoutingMargin[];
  /** By how much he outscouts the opponent, smallest first; the chances sum to `outscouting`. */
  outscoutingBy: ScoutingMargin[];
  method: OddsMethod;
  source: string;
}

/** Most (my deal, his cards) pairs counted exactly; above it the odds are a seeded sample. */
export const SCOUTING_EXACT_LIMIT = 200_000;
/** Deals sampled when the exact count is too large: a standard error of at most half a percentage point. */
export const SCOUTING_SAMPLES = 10_000;

/** Cards by colour, in the ladder's order (COLOURS), Black first. */
type Counts = number[];

/** Pascal's triangle up to `n`: binomials[a][b] is a choose b. */
function binomials(n: number): number[][] {
  const rows: number[][] = [[1]];
  for (let a = 1; a <= n; a++) {
    const above = rows[a - 1]!;
    rows.push(Array.from({ length: a + 1 }, (_, b) => (b === 0 || b === a ? 1 : above[b - 1]! + above[b]!)));
  }
  return rows;
}

/** Every colour make-up of `n` cards drawn from `pool`. */
function compositions(pool: Counts, n: number): Counts[] {
  const out: Counts[] = [];
  const counts = pool.map(() => 0);
  const visit = (index: number, left: number) => {
    if (index === pool.length) {
      if (left === 0) out.push([...counts]);
      return;
    }
    for (let k = 0; k <= Math.min(left, pool[index]!); k++) {
      counts[index] = k;
      visit(index + 1, left - k);
    }
    counts[index] = 0;
  };
  visit(0, n);
  return out;
}

/** How many colour make-ups of `n` cards `pool` allows (to decide between counting and sampling). */
function compositionCount(pool: Counts, n: number): number {
  let ways = [1, ...Array<number>(n).fill(0)];
  for (const available of pool) {
    const next = Array<number>(n + 1).fill(0);
    for (let total = 0; total <= n; total++) {
      for (let k = 0; k <= Math.min(available, total); k++) next[total]! += ways[total - k]!;
    }
    ways = next;
  }
  return ways[n]!;
}

const cardsOf = (counts: Counts): Colour[] => COLOURS.flatMap((c, i) => Array<Colour>(counts[i]!).fill(c));

/** Whether it is the time for the scouting odds, read from the public fields: the march over (PBS 8.D) and the scouting cards not dealt yet (PBS 10.A). */
export function scoutingOddsTime(rules: Rules, view: Pick<PublicView, 'setup' | 'days' | 'pendingMove' | 'scouting'>): boolean {
  return view.scouting === null && view.pendingMove === null && view.days.length >= rules.editions[view.setup.edition].march.days;
}

/**
 * Whether the scouting odds can be worked out: digital cards, the march over (the hands no longer change;
 * PBS 8.D: unplayed cards are kept for scouting) and the scouting cards not dealt yet (PBS 10.A).
 */
export function scoutingOddsOpen(rules: Rules, view: Pick<PlayerView, 'setup' | 'days' | 'pendingMove' | 'scouting' | 'hand'>): boolean {
  return view.hand !== null && scoutingOddsTime(rules, view);
}

/**
 * Issue 13, PBS 10.A (digital cards): from the end of the march to the scouting deal (which the app makes as
 * soon as the scouting step comes), the chance the viewer is outscouted and by
 * how much. His kept PBS cards are known; his deal, and the opponent's kept cards and deal, are any cards
 * he has not seen, each set equally likely. Each total comes from the app's own scouting scoring
 * (`scoutingResult`: best cards by value). Exact when the cases are few, else a seeded sample stating its size.
 */
export function scoutingOdds(rules: Rules, view: PlayerView): OddsResult<ScoutingOdds> {
  if (!view.hand) return { ok: false, problem: 'handUnknown' };
  if (!scoutingOddsOpen(rules, view)) return { ok: false, problem: 'notNow' };
  const side = view.viewer;
  const other = opponent(side);
  const hand = [...view.hand];
  const unseen = unseenCards(rules, view, hand);
  if (!unseen) return { ok: false, problem: 'handNotInDeck' };
  const draws = scoutingDraws(view, side);
  const theirs = { side: other, kept: view.handCounts[other], draws: scoutingDraws(view, other) };
  const theirCount = theirs.kept + theirs.draws;
  if (draws + theirCount > unseen.total) return { ok: false, problem: 'tooFewUnseen' };

  const scoring = rules.editions[view.setup.edition].scouting;
  // Each make-up's total once, by the app's own scoring, numbered so the weights can sit in one flat array. Only the
  // best `scoring.best` cards count, so a make-up with more of a colour scores as one with that many: the cache is small.
  const radix = scoring.best + 1;
  const totalAt = new Int32Array(radix ** COLOURS.length).fill(-1);
  const totals: number[] = [];
  const indexOfTotal = new Map<number, number>();
  const total = (counts: Counts): number => {
    let key = 0;
    for (const n of counts) key = key * radix + Math.min(n, scoring.best);
    let index = totalAt[key]!;
    if (index < 0) {
      const value = scoutingResult(rules, view.setup.edition, { invader: cardsOf(counts), defender: [] }).totals.invader;
      index = indexOfTotal.get(value) ?? totals.length;
      if (index === totals.length) {
        totals.push(value);
        indexOfTotal.set(value, index);
      }
      totalAt[key] = index;
    }
    return index;
  };
  const pool: Counts = COLOURS.map((c) => unseen.counts[c]);
  const keptCounts = tally(hand);
  const kept: Counts = COLOURS.map((c) => keptCounts[c]);

  let method: OddsMethod;
  // weights[i * size + j]: my total is totals[i] and his totals[j].
  let weights: Float64Array;
  let size: number;
  if (compositionCount(pool, draws) * compositionCount(pool, theirCount) <= SCOUTING_EXACT_LIMIT) {
    method = { kind: 'exact' };
    const choose = binomials(unseen.total);
    const allMine = choose[unseen.total]![draws]!;
    const allTheirs = choose[unseen.total - draws]![theirCount]!;
    const his = compositions(pool, theirCount).map((counts) => ({ counts, total: total(counts) }));
    const mine = compositions(pool, draws).map((deal) => ({
      deal,
      total: total(kept.map((k, i) => k + deal[i]!)),
      chance: deal.reduce((w, k, i) => w * choose[pool[i]!]![k]!, 1 / allMine / allTheirs),
    }));
    size = totals.length;
    weights = new Float64Array(size * size);
    for (const { deal, total: mineTotal, chance } of mine) {
      for (const make of his) {
        // The ways to draw his make-up from what my deal left.
        let weight = chance;
        for (let i = 0; i < pool.length && weight > 0; i++) weight *= choose[pool[i]! - deal[i]!]![make.counts[i]!] ?? 0;
        weights[mineTotal * size + make.total]! += weight;
      }
    }
  } else {
    // The seed comes from what the viewer knows, so the same view always shows the same numbers.
    const seed = `scouting-odds ${view.setup.edition} ${side} ${pool.join(',')} ${kept.join(',')} ${draws} ${theirCount}`;
    method = { kind: 'monteCarlo', samples: SCOUTING_SAMPLES, seed };
    const rng = generator(startRng(seed));
    const cards = pool.flatMap((n, i) => Array<number>(n).fill(i));
    const needed = draws + theirCount;
    const pairs = new Int32Array(2 * SCOUTING_SAMPLES);
    const mine = pool.map(() => 0);
    const his = pool.map(() => 0);
    for (let sample = 0; sample < SCOUTING_SAMPLES; sample++) {
      kept.forEach((k, i) => (mine[i] = k));
      his.fill(0);
      // A partial Fisher-Yates shuffle: the first `needed` places are a uniform draw without replacement.
      for (let i = 0; i < needed; i++) {
        const j = i + Math.floor(rng.next() * (cards.length - i));
        const card = cards[j]!;
        cards[j] = cards[i]!;
        cards[i] = card;
        if (i < draws) mine[card]! += 1;
        else his[card]! += 1;
      }
      pairs[2 * sample] = total(mine);
      pairs[2 * sample + 1] = total(his);
    }
    size = totals.length;
    weights = new Float64Array(size * size);
    for (let sample = 0; sample < SCOUTING_SAMPLES; sample++) weights[pairs[2 * sample]! * size + pairs[2 * sample + 1]!]! += 1;
    for (let i = 0; i < weights.length; i++) weights[i]! /= SCOUTING_SAMPLES;
  }
  // Signed margin (mine minus his) -> chance.
  const margins = new Map<number, number>();
  for (let a = 0; a < size; a++) {
    for (let b = 0; b < size; b++) {
      const weight = weights[a * size + b]!;
      if (weight > 0) margins.set(totals[a]! - totals[b]!, (margins.get(totals[a]! - totals[b]!) ?? 0) + weight);
    }
  }

  const byMargin = (keep: (signed: number) => boolean): ScoutingMargin[] =>
    [...margins]
      .filter(([signed]) => keep(signed))
      .map(([signed, chance]) => ({ by: Math.abs(signed), chance }))
      .sort((a, b) => a.by - b.by);
  const outscoutedBy = byMargin((m) => m < 0);
  const outscoutingBy = byMargin((m) => m > 0);
  const sum = (list: ScoutingMargin[]) => list.reduce((s, m) => s + m.chance, 0);
  return {
    ok: true,
    odds: {
      side,
      hand,
      draws,
      opponent: theirs,
      unseen,
      outscouted: sum(outscoutedBy),
      outscouting: sum(outscoutingBy),
      even: margins.get(0) ?? 0,
      outscoutedBy,
      outscoutingBy,
      method,
      source: scoring.source,
    },
  };
}
