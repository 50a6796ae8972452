// @vitest-environment node
import fc from 'fast-check';
import seedrandom from 'seedrandom';
import {
  applyAction,
  bundledRules,
  COLOURS,
  currentPiece,
  legalActions,
  newGame,
  opponent,
  playerView,
  odds,
  type Colour,
  type GameState,
  type PlayerView,
  type Rules,
  type Side
} from '../../src/engine';
import { makeSetup } from '../support/randomGame';
import { gameCase, type GameCase } from './invariants';

const rules = bundledRules();

const next = (c: Colour): Colour => COLOURS[(COLOURS.indexOf(c) + 1) % COLOURS.length]!;

/**
 * The same game with what `viewer` may not see changed: the opponent's hand (same number of cards, other
 * colours), his face-down card (a card stays a card, a pass a pass), the deck's order and make-up, and the
 * seed and generator. The viewer's own hand and face-down card stay as they are.
 */
function scrambleOpponent(state: GameState, viewer: Side): GameState {
  const other = opponent(viewer);
  const commits = { ...state.commits };
  if (other in commits) commits[other] = commits[other] ? next(commits[other]!) : null;
  return {
    ...state,
    rng: { seed: `${state.rng.seed}-scrambled`, draws: state.rng.draws + 3, arc4: null },
    setup: { ...state.setup, seed: `${state.setup.seed}-scrambled` },
    deck: state.deck ? [...state.deck].reverse().map(next) : null,
    hands: state.hands ? { ...state.hands, [other]: state.hands[other].map(next) } : null,
    commits,
  };
}

/** A hand the viewer could type for the odds with physical cards: as many cards as he holds. */
function typedHand(view: PlayerView): Colour[] {
  return Array.from({ length: view.handCounts[view.viewer] }, (_, i) => COLOURS[(i * 3) % COLOURS.length]!);
}

/** Every odds the app can show the viewer at this point, from his view alone. */
function everyOdds(r: Rules, state: GameState, view: PlayerView) {
  const entered = view.hand ? undefined : typedHand(view);
  const stepId = state.stepId;
  const piece = stepId === 'placeCompulsory' || stepId === 'placeOptional' ? currentPiece(state, stepId === 'placeCompulsory' ? 'compulsory' : 'optional') : undefined;
  return {
    cards: odds.cardOdds(r, view, entered),
    march: odds.marchOdds(r, view, entered),
    scouting: odds.scoutingOdds(r, view),
    placement: piece ? odds.placementOdds(r, view, piece.id) : null,
  };
}

/** Random legal play, passing now and then so that cards are kept for scouting; stops before a physical scouting report. */
function statesOf(r: Rules, { setup, choiceSeed }: GameCase): GameState[] {
  const started = newGame(r, setup);
  if (!started.ok) throw new Error('bad setup');
  const pick = seedrandom(choiceSeed);
  const states: GameState[] = [];
  let state = started.state;
  for (let step = 0; step < 300 && state.stepId !== 'done' && state.stepId !== 'deployment'; step++) {
    if (['territoryCards', 'march', 'scouting', 'placeCompulsory', 'placeOptional'].includes(state.stepId)) states.push(state);
    if (state.stepId === 'scouting' && !state.hands) break;
    const options = legalActions(r, state);
    const pass = options.find((a) => (a.type === 'playDayCard' || a.type === 'playTerritoryCard') && a.card === null);
    const action = pass && pick() < 0.5 ? pass : options[Math.floor(pick() * options.length)];
    const result = applyAction(r, state, action);
    if (!result.ok) throw new Error(`refused at ${state.stepId}: ${result.error.code}`);
    state = result.state;
  }
  return states;
}

describe('the odds never read a hidden card (issue 13)', () => {
  it('for random games, every odds from the viewer\'s view equal those of a game that differs only in what he may not see', () => {
    const shown = { cards: 0, march: 0, scouting: 0, placement: 0 };
    fc.assert(
      fc.property(fc.oneof(gameCase('2023'), gameCase('2020')), (c) => {
        for (const state of statesOf(rules, c)) {
          for (const viewer of ['invader', 'defender'] as const) {
            const scrambled = scrambleOpponent(state, viewer);
            const odds = everyOdds(rules, state, playerView(state, viewer));
            expect(everyOdds(rules, scrambled, playerView(scrambled, viewer))).toEqual(odds);
            shown.cards += odds.cards.ok ? 1 : 0;
            shown.march += odds.march.ok ? 1 : 0;
            shown.scouting += odds.scouting.ok ? 1 : 0;
            shown.placement += odds.placement ? 1 : 0;
          }
        }
      }),
      { numRuns: 120 },
    );
    // The games reached every kind of odds, so the comparison was not between two refusals.
    expect(Math.min(shown.cards, shown.march, shown.scouting, shown.placement)).toBeGreaterThan(10);
  }, 120_000);

  it('the scramble does change the opponent\'s hand and face-down card, and not the viewer\'s', () => {
    const c: GameCase = { setup: makeSetup({ seed: 'scramble' }), choiceSeed: 'scramble' };
    const state = statesOf(rules, c).find((s) => s.stepId === 'territoryCards' && s.hands && s.hands.invader.length > 0)!;
    const committed = applyAction(rules, state, { type: 'playTerritoryCard', side: 'invader', card: state.hands!.invader[0]! });
    if (!committed.ok) throw new Error(committed.error.code);
    const scrambled = scrambleOpponent(committed.state, 'defender');
    expect(scrambled.hands!.invader).not.toEqual(committed.state.hands!.invader);
    expect(scrambled.commits.invader).not.toBe(committed.state.commits.invader);
    expect(scrambled.hands!.defender).toEqual(committed.state.hands!.defender);
  });
});
