import type { Rules } from './rules';
import { COLOURS, type Colour } from './schema/vocab';

/** A colour's place on the ladder, Black 0 to Red 4 (RULES-NOTES vocabulary). */
export function rank(colour: Colour): number {
  return COLOURS.indexOf(colour);
}

/** The unshuffled command deck of the components data (an assumption, RULES-NOTES 4). */
export function fullDeck(rules: Rules): readonly Colour[] {
  const counts = rules.components.deck;
  const deck: Colour[] = [];
  for (const colour of COLOURS) for (let i = 0; i < counts[colour]; i++) deck.push(colour);
  return deck;
}

/** Counts of each colour in a list of cards. */
export function tally(cards: readonly Colour[]): Record<Colour, number> {
  const out = { black: 0, white: 0, green: 0, yellow: 0, red: 0 };
  for (const card of cards) out[card] += 1;
  return out;
}

/** True when `cards` is the same multiset as the components deck. */
export function isFullDeck(rules: Rules, cards: readonly Colour[]): boolean {
  const counts = tally(cards);
  return COLOURS.every((colour) => counts[colour] === rules.components.deck[colour]);
}

/** A hand without one card of a colour, or null when the hand holds none. */
export function withoutCard(hand: readonly Colour[], card: Colour): Colour[] | null {
  const index = hand.indexOf(card);
  if (index < 0) return null;
  const rest = hand.slice();
  rest.splice(index, 1);
  return rest;
}

/** True when `prefix` is exactly the first cards of `deck`. */
export function isTopOf(deck: readonly Colour[], prefix: readonly Colour[]): boolean {
  return prefix.every((card, i) => deck[i] === card);
}
