import { rank, tally } from '../cards';
import type { CardRound } from '../core/step';
import { cardRound } from '../game';
import type { Rules } from '../rules';
import { COLOURS, type Colour } from '../schema/vocab';
import type { PlayerView } from '../schema/view';
import { opponent, playerOf, type Side } from '../state';
import { canPass } from '../steps/march/rules';
import { canPassTerritoryCard } from '../steps/territoryCards/rules';

/**
 * Where the odds' picture of the cards comes from: the app's own hand and the deck make-up
 * (`dealtHand`), or a hand the player entered behind the curtain for the odds alone (`enteredHand`).
 */
export type OddsBasis = 'dealtHand' | 'enteredHand';

/** How the odds were worked out: every case counted, or a seeded sample of this many deals. */
export type OddsMethod = { kind: 'exact' } | { kind: 'monteCarlo'; samples: number; seed: string };

/** Why there are no odds to show for this player now. */
export type OddsProblem =
  /** Not a secret card step (or the day waits for the counter move). */
  | 'notNow'
  /** This player has already chosen his card face down. */
  | 'alreadyChosen'
  /** Physical cards and no hand entered: the app does not know this player's cards. */
  | 'handUnknown'
  /** The entered hand holds another number of cards than this player holds. */
  | 'handSize'
  /** The entered hand and the cards played do not fit in the deck make-up. */
  | 'handNotInDeck'
  /** Fewer unseen cards than the opponent must hold: the deck make-up does not fit the game. */
  | 'tooFewUnseen';

/** Odds, or why there are none. */
export type OddsResult<T> = { ok: true; odds: T } | { ok: false; problem: OddsProblem };

/** The cards a player has not seen: the deck make-up minus his hand, the cards played face up and his own face-down card. */
export interface UnseenCards {
  counts: Record<Colour, number>;
  total: number;
}

/** The opponent's card as the odds take it: a pass or each colour, with its chance (they sum to 1). */
export interface OpponentCard {
  side: Side;
  /** His cards when he chooses: his hand now, plus the card he put face down if he has. */
  handSize: number;
  /** He has chosen already, face down. */
  committed: boolean;
  /** A pass (no card) is legal for him now, or was when he chose (PBS 8.B, 8.D guards on his count then). */
  mayPass: boolean;
  pass: number;
  cards: Record<Colour, number>;
}

/** One choice in hand: a colour, or a pass (`card` null, counted as `countsAs`), and its chance against his card. */
export interface CardOption {
  card: Colour | null;
  countsAs: Colour;
  win: number;
  tie: number;
  lose: number;
  /** Territory contest: the chance this choice gives the player the choice of the map (ties go to the defender); null in the march. */
  picksTerritory: number | null;
}

/** PBS 8.B / 8.D odds for the player holding the laptop: each choice against the opponent's unknown card. */
export interface CardOdds {
  step: CardRound;
  side: Side;
  basis: OddsBasis;
  hand: Colour[];
  unseen: UnseenCards;
  opponent: OpponentCard;
  /** Each colour in hand, best first, then the pass where it is legal. */
  options: CardOption[];
  method: OddsMethod;
  source: string;
}

/** Exact chances as whole-number weights over one denominator, so each chance is one division. */
export interface Weights {
  pass: number;
  cards: Record<Colour, number>;
  total: number;
}

/** What the card odds know at this step: the viewer's hand, the unseen cards and the opponent's card as weights. */
export interface CardContext {
  step: CardRound;
  side: Side;
  basis: OddsBasis;
  hand: Colour[];
  unseen: UnseenCards;
  opponent: OpponentCard;
  weights: Weights;
  mayPass: boolean;
  passCountsAs: Colour;
  source: string;
}

const zero = (): Record<Colour, number> => ({ black: 0, white: 0, green: 0, yellow: 0, red: 0 });

/** The round of secret cards the view stands at (the territory contest, PBS 8.B, or a day of the march, 8.D), or null. */
export function cardStepOf(view: Pick<PlayerView, 'stepId' | 'pendingMove'>): CardRound | null {
  const round = cardRound(view);
  return round === 'day' && view.pendingMove !== null ? null : round;
}

/** Whether a side may play no card at this step, by the same guards the engine enforces (PBS 8.B, 8.D). */
export function mayPassAt(rules: Rules, view: PlayerView, step: CardRound, side: Side): boolean {
  return step === 'contest' ? canPassTerritoryCard(rules, view, side) : canPass(rules, view, side);
}

/**
 * The cards the viewer has not seen: the deck make-up in the rules (components) minus `hand`, minus every
 * card played face up, minus his own face-down card; null when those do not fit in the deck make-up.
 */
export function unseenCards(rules: Rules, view: Pick<PlayerView, 'played' | 'myCommit'>, hand: readonly Colour[]): UnseenCards | null {
  const mine = view.myCommit?.card;
  const seen = tally([...hand, ...view.played, ...(mine ? [mine] : [])]);
  const counts = zero();
  for (const colour of COLOURS) {
    const left = rules.components.deck[colour] - seen[colour];
    if (left < 0) return null;
    counts[colour] = left;
  }
  return { counts, total: COLOURS.reduce((sum, c) => sum + counts[c], 0) };
}

/** Cards a side held when this round began: his PBS cards less those he has played face up (PBS 8.B, 8.D; public counts). */
function roundStartCount(view: PlayerView, side: Side): number {
  const dealt = view.setup.players[playerOf(view, side)].army.pbsCards;
  const contest = view.territoryCards?.[side] ? 1 : 0;
  return dealt - contest - view.days.filter((d) => d.cards[side] !== null).length;
}

/**
 * The opponent's card (issue 13): a hand of his size drawn from the unseen cards, each hand equally
 * likely, and each of its cards (and a pass where legal) equally likely; a card he put face down is any
 * unseen card, and a pass he made is public (his hand did not shrink).
 */
function opponentWeights(rules: Rules, view: PlayerView, step: CardRound, unseen: UnseenCards): { opponent: OpponentCard; weights: Weights } | null {
  const side = opponent(view.viewer);
  const committed = view.committed[side];
  const held = view.handCounts[side];
  const playedFaceDown = committed && held < roundStartCount(view, side);
  const handSize = held + (playedFaceDown ? 1 : 0);
  // Whether the pass was legal when he chose (or is now): the same guard, on his count before his choice.
  const mayPass = mayPassAt(rules, { ...view, handCounts: { ...view.handCounts, [side]: handSize } }, step, side);
  if (handSize > unseen.total) return null;
  // Shares of his choice: each card he holds (or the one he put down) and the pass, equally likely.
  const cardShare = committed ? (playedFaceDown ? 1 : 0) : handSize;
  const passShare = committed ? (playedFaceDown ? 0 : 1) : mayPass || handSize === 0 ? 1 : 0;
  const theirs = { side, handSize, committed, mayPass };
  if (cardShare === 0) return { opponent: { ...theirs, pass: 1, cards: zero() }, weights: { pass: 1, cards: zero(), total: 1 } };
  // P(colour) = cardShare / (cardShare + passShare) * unseen[colour] / unseen.total, over one denominator.
  const cards = zero();
  for (const colour of COLOURS) cards[colour] = cardShare * unseen.counts[colour];
  const pass = passShare * unseen.total;
  const total = (cardShare + passShare) * unseen.total;
  const chances = zero();
  for (const colour of COLOURS) chances[colour] = cards[colour] / total;
  return { opponent: { ...theirs, pass: pass / total, cards: chances }, weights: { pass, cards, total } };
}

/**
 * Everything the card odds read at this step, from the viewer's own view only (never the opponent's
 * hand or the deck order). Digital cards: his dealt hand; physical: `entered`, the hand he typed for the odds.
 */
export function cardContext(rules: Rules, view: PlayerView, entered?: readonly Colour[]): OddsResult<CardContext> {
  const step = cardStepOf(view);
  if (!step) return { ok: false, problem: 'notNow' };
  const side = view.viewer;
  if (view.myCommit !== null) return { ok: false, problem: 'alreadyChosen' };
  const basis: OddsBasis = view.hand ? 'dealtHand' : 'enteredHand';
  const hand = view.hand ?? entered;
  if (!hand) return { ok: false, problem: 'handUnknown' };
  if (hand.length !== view.handCounts[side]) return { ok: false, problem: 'handSize' };
  const unseen = unseenCards(rules, view, hand);
  if (!unseen) return { ok: false, problem: 'handNotInDeck' };
  const theirs = opponentWeights(rules, view, step, unseen);
  if (!theirs) return { ok: false, problem: 'tooFewUnseen' };
  const edition = rules.editions[view.setup.edition];
  const passCountsAs = step === 'contest' ? edition.territoryContest.declineCountsAs : edition.march.passCountsAs;
  const source = step === 'contest' ? edition.territoryContest.source : edition.march.source;
  return {
    ok: true,
    odds: {
      step,
      side,
      basis,
      hand: [...hand],
      unseen,
      ...theirs,
      mayPass: mayPassAt(rules, view, step, side),
      passCountsAs,
      source,
    },
  };
}

/** The viewer's choices at a card step: each colour he holds, best first, then a pass (null) where legal. */
export function choices(context: Pick<CardContext, 'hand' | 'mayPass'>): (Colour | null)[] {
  const held = [...COLOURS].reverse().filter((c) => context.hand.includes(c));
  return context.mayPass ? [...held, null] : held;
}

/** The weight of each signed difference (my value minus his, in colour steps) for one of my choices. */
export function differenceWeights(context: CardContext, card: Colour | null): Map<number, number> {
  const mine = rank(card ?? context.passCountsAs);
  const out = new Map<number, number>();
  const add = (theirs: Colour, weight: number) => {
    if (weight === 0) return;
    const difference = mine - rank(theirs);
    out.set(difference, (out.get(difference) ?? 0) + weight);
  };
  add(context.passCountsAs, context.weights.pass);
  for (const colour of COLOURS) add(colour, context.weights.cards[colour]);
  return out;
}

/**
 * Issue 13, PBS 8.B and 8.D: for each card in hand (and the pass where legal), the chance it beats, ties
 * or loses to the opponent's card, exact, from the viewer's view alone; in the contest, also the chance it
 * gives him the choice of the map (the better card picks; a tie goes to the edition's `tieGoesTo`).
 */
export function cardOdds(rules: Rules, view: PlayerView, entered?: readonly Colour[]): OddsResult<CardOdds> {
  const found = cardContext(rules, view, entered);
  if (!found.ok) return found;
  const context = found.odds;
  const tieGoesTo = rules.editions[view.setup.edition].territoryContest.tieGoesTo;
  const options = choices(context).map((card): CardOption => {
    let win = 0;
    let tie = 0;
    let lose = 0;
    for (const [difference, weight] of differenceWeights(context, card)) {
      if (difference > 0) win += weight;
      else if (difference < 0) lose += weight;
      else tie += weight;
    }
    const total = context.weights.total;
    const picks = context.step === 'contest' ? (win + (tieGoesTo === context.side ? tie : 0)) / total : null;
    return { card, countsAs: card ?? context.passCountsAs, win: win / total, tie: tie / total, lose: lose / total, picksTerritory: picks };
  });
  const { step, side, basis, hand, unseen, opponent: theirs, source } = context;
  return { ok: true, odds: { step, side, basis, hand, unseen, opponent: theirs, options, method: { kind: 'exact' }, source } };
}
