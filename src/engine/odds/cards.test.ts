// @vitest-environment node
import components from '../../../data/meg/components.json';
import edition2023 from '../../../data/meg/editions/2023.json';
import edition2020 from '../../../data/meg/editions/2020.json';
import { frozenCopy } from '../../../tests/support/deepFreeze';
import { makeSetup } from '../../../tests/support/randomGame';
import { ANNA_DEFENDS, BOTH_DECLINE, digitalToContest, physicalSetup, rules, run, start, step } from '../../../tests/support/scenario';
import { COLOURS, playerView, type Colour, type GameState, type Rules, type Side } from '..';
import { cardOdds, type CardOption } from './cards';

/** The app's rules with a small deck, so every opponent hand can be listed (components deck: an assumption, RULES-NOTES 4). */
const SMALL_DECK = { black: 2, white: 2, green: 2, yellow: 1, red: 1 };
const small: Rules = { ...rules, components: { ...rules.components, deck: SMALL_DECK } };

/** Every k-subset of the indices 0..n-1. */
function subsets(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  if (n < k) return [];
  return [...subsets(n - 1, k), ...subsets(n - 1, k - 1).map((s) => [...s, n - 1])];
}

/**
 * Brute force, without the engine's odds: list every hand the opponent could hold from the cards not yet
 * seen (each card a distinct object), then each card of it and the pass (where legal) equally likely;
 * ranks from the colour ladder, a pass counted as the edition data says.
 */
function bruteForce(options: { deck: Record<Colour, number>; seen: Colour[]; handSize: number; theyMayPass: boolean; mine: Colour | null; passCountsAs: Colour }) {
  const pool: Colour[] = [];
  const left = { ...options.deck };
  for (const c of options.seen) left[c] -= 1;
  for (const c of COLOURS) for (let i = 0; i < left[c]; i++) pool.push(c);
  const value = (c: Colour | null) => COLOURS.indexOf(c ?? options.passCountsAs);
  let win = 0;
  let tie = 0;
  let lose = 0;
  const hands = subsets(pool.length, options.handSize);
  for (const hand of hands) {
    const theirChoices: (Colour | null)[] = [...hand.map((i) => pool[i]!), ...(options.theyMayPass || options.handSize === 0 ? [null] : [])];
    for (const theirs of theirChoices) {
      const weight = 1 / hands.length / theirChoices.length;
      const d = value(options.mine) - value(theirs);
      if (d > 0) win += weight;
      else if (d < 0) lose += weight;
      else tie += weight;
    }
  }
  return { win, tie, lose };
}

/** Physical cards, 2023 unless told: Anna (player 0) defends, Bruno invades; at the territory contest. */
function physicalContest(edition: '2023' | '2020' = '2023', pbs: [number, number] = [5, 5], r: Rules = rules): GameState {
  return run(start(physicalSetup({ edition }, [{ pbsCards: pbs[0] }, { pbsCards: pbs[1] }]), r), ANNA_DEFENDS, r);
}

const option = (options: readonly CardOption[], card: Colour | null) => options.find((o) => o.card === card)!;

describe('cardOdds against a brute force (issue 13: a card step with a known hand and a known deck)', () => {
  // Digital cards, an 8-card deck, 3 cards each: the viewer has not seen 5 cards and the opponent holds 3 of them.
  const state = digitalToContest(makeSetup({ seed: 'odds-small-deck' }, [{ pbsCards: 3 }, { pbsCards: 3 }]), small);

  it('deals the hands this test knows (seed odds-small-deck)', () => {
    expect(state.stepId).toBe('territoryCards');
    expect(state.hands).toEqual({ invader: ['red', 'green', 'yellow'], defender: ['black', 'white', 'white'] });
  });

  test.each<Side>(['invader', 'defender'])('000 PBS 8.B: the %s, every card in hand and the pass, equals the enumeration of every hand', (side) => {
    const result = cardOdds(small, playerView(state, side));
    if (!result.ok) throw new Error(result.problem);
    const hand = state.hands![side];
    expect(result.odds.options.map((o) => o.card)).toEqual([...[...COLOURS].reverse().filter((c) => hand.includes(c)), null]);
    expect(result.odds.unseen.total).toBe(5);
    for (const o of result.odds.options) {
      const expected = bruteForce({ deck: SMALL_DECK, seen: hand, handSize: 3, theyMayPass: true, mine: o.card, passCountsAs: edition2023.territoryContest.declineCountsAs as Colour });
      expect(o.win).toBeCloseTo(expected.win, 12);
      expect(o.tie).toBeCloseTo(expected.tie, 12);
      expect(o.lose).toBeCloseTo(expected.lose, 12);
    }
  });

  it('000 PBS 8.B: after the invader put a card face down, the defender faces any one unseen card, never a pass', () => {
    const committed = step(state, { type: 'playTerritoryCard', side: 'invader', card: 'yellow' });
    const result = cardOdds(small, playerView(committed, 'defender'));
    if (!result.ok) throw new Error(result.problem);
    expect(result.odds.opponent).toMatchObject({ committed: true, handSize: 3, pass: 0 });
    for (const o of result.odds.options) {
      // One card face down is one card of a random hand: the same as one card drawn from the unseen.
      const expected = bruteForce({ deck: SMALL_DECK, seen: state.hands!.defender, handSize: 1, theyMayPass: false, mine: o.card, passCountsAs: 'black' });
      expect(o.win).toBeCloseTo(expected.win, 12);
      expect(o.tie).toBeCloseTo(expected.tie, 12);
      expect(o.lose).toBeCloseTo(expected.lose, 12);
    }
  });

  it('000 PBS 8.B: a pass made face down is public (his hand did not shrink), so his card is a pass for certain', () => {
    const passed = step(state, { type: 'playTerritoryCard', side: 'invader', card: null });
    const result = cardOdds(small, playerView(passed, 'defender'));
    if (!result.ok) throw new Error(result.problem);
    expect(result.odds.opponent).toMatchObject({ committed: true, handSize: 3, pass: 1 });
    expect(option(result.odds.options, null)).toMatchObject({ win: 0, tie: 1, lose: 0, picksTerritory: 1 });
  });
});

describe('cardOdds, hand-checked (the full deck of components.json: Black 15, White 15, Green 12, Yellow 8, Red 5)', () => {
  // Entered hand Red Red Yellow Green Black: unseen Black 14, White 15, Green 11, Yellow 7, Red 3 (50 cards).
  const hand: Colour[] = ['red', 'red', 'yellow', 'green', 'black'];

  it('reads the shipped deck and pass values the hand counts use', () => {
    expect(components.deck).toEqual({ black: 15, white: 15, green: 12, yellow: 8, red: 5 });
    expect(edition2023.territoryContest.declineCountsAs).toBe('black');
    expect(edition2023.territoryContest.play.compulsory).toBe(false);
    expect(edition2020.territoryContest.play.compulsory).toBe(true);
  });

  // 2023: his 5 cards or no card, each 1/6; a colour is 5/6 x its unseen share of 50.
  test.each<[string, Colour | null, number, number, number]>([
    // Red: ties only his Red (5/6 x 3/50 = 1/20).
    ['000 PBS 8.B: Red', 'red', 19 / 20, 1 / 20, 0],
    // Green: beats no card (1/6), Black and White (5/6 x 29/50); ties Green (5/6 x 11/50).
    ['000 PBS 8.B: Green', 'green', 13 / 20, 11 / 60, 1 / 6],
    // No card counts as Black: ties no card (1/6) and Black (5/6 x 14/50) = 2/5.
    ['000 PBS 8.B: no card (counts as Black)', null, 0, 2 / 5, 3 / 5],
  ])('%s against his card', (_label, card, win, tie, lose) => {
    const result = cardOdds(rules, playerView(physicalContest(), 'invader'), hand);
    if (!result.ok) throw new Error(result.problem);
    const o = option(result.odds.options, card);
    expect(o.win).toBeCloseTo(win, 14);
    expect(o.tie).toBeCloseTo(tie, 14);
    expect(o.lose).toBeCloseTo(lose, 14);
    // The invader picks the map only when his card wins (a tie goes to the defender).
    expect(o.picksTerritory).toBeCloseTo(win, 14);
    expect(result.odds.basis).toBe('enteredHand');
    expect(result.odds.opponent).toMatchObject({ side: 'defender', handSize: 5, committed: false, mayPass: true });
    expect(result.odds.opponent.pass).toBeCloseTo(1 / 6, 14);
  });

  it('000 PBS 8.B: the defender picks the map on a win or a tie', () => {
    const result = cardOdds(rules, playerView(physicalContest(), 'defender'), hand);
    if (!result.ok) throw new Error(result.problem);
    expect(option(result.odds.options, 'green').picksTerritory).toBeCloseTo(13 / 20 + 11 / 60, 14);
    expect(option(result.odds.options, 'red').picksTerritory).toBeCloseTo(1, 14);
  });

  it('002 Deciding Invader and Defender: in 2020 a player holding a card must play one, so neither side has a pass', () => {
    const result = cardOdds(rules, playerView(physicalContest('2020'), 'invader'), hand);
    if (!result.ok) throw new Error(result.problem);
    expect(result.odds.options.map((o) => o.card)).toEqual(['red', 'yellow', 'green', 'black']);
    expect(result.odds.opponent).toMatchObject({ mayPass: false, pass: 0 });
    // Green against one of 50 unseen cards: beats 29, ties 11, loses 10.
    expect(option(result.odds.options, 'green')).toMatchObject({ win: 29 / 50, tie: 11 / 50, lose: 10 / 50 });
  });

  it('002 Deciding Invader and Defender: an opponent with no PBS cards plays none, for certain', () => {
    const result = cardOdds(rules, playerView(physicalContest('2020', [0, 5]), 'invader'), hand);
    if (!result.ok) throw new Error(result.problem);
    expect(result.odds.opponent).toMatchObject({ handSize: 0, pass: 1 });
    expect(option(result.odds.options, 'black')).toMatchObject({ win: 0, tie: 1, lose: 0 });
  });

  it('000 PBS 8.D: on a day when he holds as many cards as days left he must play, so his card is never a pass', () => {
    const march = run(physicalContest(), [...BOTH_DECLINE, { type: 'chooseTerritory', territory: 'waterside' }, { type: 'placeCounter', row: 2, col: 2 }]);
    const result = cardOdds(rules, playerView(march, 'invader'), hand);
    if (!result.ok) throw new Error(result.problem);
    expect(result.odds.step).toBe('day');
    expect(result.odds.opponent).toMatchObject({ handSize: 5, mayPass: false, pass: 0 });
    expect(result.odds.options.map((o) => o.card)).toEqual(['red', 'yellow', 'green', 'black']);
  });
});

describe('cardOdds: when there are no odds to show', () => {
  it('notNow: not a secret card step', () => {
    const state = run(start(physicalSetup()), ANNA_DEFENDS.slice(0, 1));
    expect(cardOdds(rules, playerView(state, 'invader'), [])).toEqual({ ok: false, problem: 'notNow' });
  });

  it('alreadyChosen: the viewer has put his card face down', () => {
    const state = step(physicalContest(), { type: 'playTerritoryCard', side: 'invader', card: 'red' });
    expect(cardOdds(rules, playerView(state, 'invader'), ['red', 'red', 'red', 'red'])).toEqual({ ok: false, problem: 'alreadyChosen' });
  });

  it('handUnknown: physical cards and no hand entered', () => {
    expect(cardOdds(rules, playerView(physicalContest(), 'invader'))).toEqual({ ok: false, problem: 'handUnknown' });
  });

  it('handSize: the entered hand has another number of cards than he holds', () => {
    expect(cardOdds(rules, playerView(physicalContest(), 'invader'), ['red'])).toEqual({ ok: false, problem: 'handSize' });
  });

  it('handNotInDeck: more cards of a colour than the deck make-up has', () => {
    const six = ['red', 'red', 'red', 'red', 'red', 'red'] as Colour[];
    expect(cardOdds(rules, playerView(physicalContest('2023', [6, 5]), 'defender'), six)).toEqual({ ok: false, problem: 'handNotInDeck' });
  });

  it('tooFewUnseen: the opponent holds more cards than the deck make-up leaves unseen', () => {
    const state = physicalContest('2023', [5, 5], small);
    expect(cardOdds(small, playerView(state, 'invader'), ['black', 'black', 'white', 'white', 'green'])).toEqual({ ok: false, problem: 'tooFewUnseen' });
  });
});

describe('cardOdds reads only the view', () => {
  it('does not mutate its input', () => {
    const view = playerView(physicalContest(), 'invader');
    const hand: Colour[] = ['red', 'green', 'green', 'black', 'white'];
    expect(cardOdds(frozenCopy(rules), frozenCopy(view), frozenCopy(hand))).toEqual(cardOdds(rules, view, hand));
  });

  it('sums to 1 for every choice', () => {
    const result = cardOdds(rules, playerView(physicalContest(), 'invader'), ['red', 'yellow', 'green', 'white', 'black']);
    if (!result.ok) throw new Error(result.problem);
    for (const o of result.odds.options) expect(o.win + o.tie + o.lose).toBeCloseTo(1, 14);
    const theirs = result.odds.opponent;
    expect(theirs.pass + COLOURS.reduce((s, c) => s + theirs.cards[c], 0)).toBeCloseTo(1, 14);
  });
});
