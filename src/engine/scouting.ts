import { rank } from './cards';
import type { Rules } from './rules';
import type { Colour } from './schema/vocab';
import type { ScoutingResult, Side } from './state';

/** PBS 10.A: each card is worth a % of the army; add the best 5; the lower total is outscouted by the difference. */
export function scoutingResult(rules: Rules, edition: '2023' | '2020', cards: Record<Side, Colour[]>): ScoutingResult {
  const { values, best } = rules.editions[edition].scouting;
  const top = (hand: Colour[]) => [...hand].sort((a, b) => rank(b) - rank(a)).slice(0, best);
  const bestCards = { invader: top(cards.invader), defender: top(cards.defender) };
  const total = (hand: Colour[]) => hand.reduce((sum, card) => sum + values[card], 0);
  const totals = { invader: total(bestCards.invader), defender: total(bestCards.defender) };
  const by = Math.abs(totals.invader - totals.defender);
  const outscouted: Side | null = totals.invader === totals.defender ? null : totals.invader < totals.defender ? 'invader' : 'defender';
  return { cards, best: bestCards, totals, outscouted, by };
}
