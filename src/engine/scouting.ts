import { rank } from './cards';
import type { Rules } from './rules';
import type { Colour } from './schema/vocab';
import type { ScoutingResult, Side } from './state';

/** PBS 10.A: each card is worth a % of the army; add the best 5; the lower total is outscouted by the difference. */
export function scoutingResult(rules: Rules, edition: '2023' | '2020', cards: Record<Side, Colour[]>): ScoutingResult {
  const { values, best } = rules.editions[edition].scouting;
  const bestCards = { invader: top(cards.invader, best), defender: top(cards.defender, best) };
  const totals = { invader: total(bestCards.invader, values), defender: total(bestCards.defender, values) };
  const by = Math.abs(totals.invader - totals.defender);
  const outscouted: Side | null = totals.invader === totals.defender ? null : totals.invader < totals.defender ? 'invader' : 'defender';
  return { cards, best: bestCards, totals, outscouted, by };
}

/** The `best` highest cards of a hand, highest first. */
function top(hand: readonly Colour[], best: number): Colour[] {
  return [...hand].sort((a, b) => rank(b) - rank(a)).slice(0, best);
}

function total(hand: readonly Colour[], values: Record<Colour, number>): number {
  return hand.reduce((sum, card) => sum + values[card], 0);
}
