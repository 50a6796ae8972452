import { reachableSquares } from '../map';
import type { Rules } from '../rules';
import type { PlayerView } from '../schema/view';
import type { Colour } from '../schema/vocab';
import { cardRound } from '../game';
import { opponent, type Side, type Square } from '../state';
import { cardContext, choices, differenceWeights, type CardOdds, type OddsResult } from './cards';

/** One way today can go for a choice: who wins by how many colour steps, its chance, and where the counter can end. */
export interface DayOutcome {
  /** The side whose card is better, or null when the cards are equal. */
  winner: Side | null;
  /** Colour steps between the two cards (0 when equal). */
  difference: number;
  chance: number;
  /** Squares the counter can end on today: the winner's choices within the allowance, or the counter's square when nobody wins. */
  squares: Square[];
}

/** One choice in hand for the day and the outcomes it can have, the viewer's wins first, by the widest margin. */
export interface MarchOption {
  card: Colour | null;
  countsAs: Colour;
  win: number;
  tie: number;
  lose: number;
  outcomes: DayOutcome[];
}

/** PBS 8.D odds for one day of the march, for the player holding the laptop. */
export interface MarchOdds extends Omit<CardOdds, 'options' | 'step'> {
  step: 'day';
  day: number;
  counter: Square;
  options: MarchOption[];
}

/**
 * Issue 13, PBS 8.D: for each card in hand (and the pass where legal), each outcome of today against
 * the opponent's unknown card (as `cardOdds` takes it), its exact chance, and the squares the counter can
 * end on: any square the winner may reach within the card-difference allowance (`reachableSquares`).
 */
export function marchOdds(rules: Rules, view: PlayerView, entered?: readonly Colour[]): OddsResult<MarchOdds> {
  if (cardRound(view) !== 'day' || !view.counter) return { ok: false, problem: 'notNow' };
  const found = cardContext(rules, view, entered);
  if (!found.ok) return found;
  const context = found.odds;
  const counter = view.counter;
  const total = context.weights.total;
  const options = choices(context).map((card): MarchOption => {
    const byDifference = [...differenceWeights(context, card)].sort(([a], [b]) => b - a);
    const outcomes = byDifference.map(([signed, weight]): DayOutcome => {
      const winner = signed > 0 ? context.side : signed < 0 ? opponent(context.side) : null;
      const difference = Math.abs(signed);
      const squares = winner ? reachableSquares(rules, view, counter, difference) : [counter];
      return { winner, difference, chance: weight / total, squares };
    });
    const sum = (test: (signed: number) => boolean) => byDifference.filter(([signed]) => test(signed)).reduce((s, [, w]) => s + w, 0) / total;
    return { card, countsAs: card ?? context.passCountsAs, win: sum((d) => d > 0), tie: sum((d) => d === 0), lose: sum((d) => d < 0), outcomes };
  });
  const { side, basis, hand, unseen, opponent: theirs, source } = context;
  return {
    ok: true,
    odds: { step: 'day', side, basis, hand, unseen, opponent: theirs, options, method: { kind: 'exact' }, source, day: view.days.length + 1, counter },
  };
}
