import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, canPass, chanceAction, COLOURS, type Action, type Colour, type GameState, type Side } from '../../../engine';
import { makeSetup } from '../../../../tests/support/randomGame';
import { ANNA_DEFENDS, PHYSICAL, apply, applyAll, startGame, uiRules, withHands } from '../../../../tests/support/uiState';
import { GameScreen } from '../../game/GameScreen';
import { useNavigation } from '../../navigation';
import { useGame } from '../../store';
import { colourName } from '../../words/vocab';
import { SecretCardStep } from './SecretCardStep';
import type { StepProps } from '../types';
import { StepFromStore } from '../../../../tests/support/stepProps';

const SUMMER: Action = { type: 'chooseSeason', season: 'summer' };
const blankGame = useGame.getState();
const blankNavigation = useNavigation.getState();

beforeEach(() => {
  localStorage.clear();
  useGame.setState(blankGame, true);
  useNavigation.setState(blankNavigation, true);
});

/** Applies the shuffle or deal the seed gives (digital cards: the app decides them). */
const seeded = (state: GameState) => apply(state, chanceAction(uiRules, state)!);

/** Digital cards, physical dice: Anna defends, Bruno chooses summer, then the seed shuffles and deals five cards each. */
function atContest(): GameState {
  return seeded(seeded(applyAll(startGame({ dice: 'physical' }), [...ANNA_DEFENDS, SUMMER])));
}

const hand = (state: GameState, side: Side): Colour[] => state.hands![side];
/** The play buttons a hand offers: each colour held once, best first. */
const playButtons = (cards: readonly Colour[]) => [...COLOURS].reverse().filter((c) => cards.includes(c)).map((c) => `Play ${colourName(c)}`);

/** The first day of the march after Anna plays her first card for the territory and Bruno plays none. */
function atMarch(options: { annaPlays: boolean }): GameState {
  const contest = atContest();
  return applyAll(contest, [
    { type: 'playTerritoryCard', side: 'defender', card: options.annaPlays ? hand(contest, 'defender')[0]! : null },
    { type: 'playTerritoryCard', side: 'invader', card: null },
    { type: 'chooseTerritory', territory: 'waterside' },
    { type: 'placeCounter', row: 2, col: 2 },
  ]);
}

function renderStep(state: GameState) {
  const dispatch = vi.fn((_action: Action) => true);
  const view = render(<StepFromStore Screen={SecretCardStep} state={state} dispatch={dispatch} />);
  const rerender = (next: GameState) => view.rerender(<StepFromStore Screen={SecretCardStep} state={next} dispatch={dispatch} />);
  return { dispatch, rerender, unmount: view.unmount, user: userEvent.setup() };
}

const curtain = () => screen.getByRole('region', { name: 'Hand-off curtain' });

describe('SecretCardStep with digital cards: the hand-off curtain (PBS 8.B, 8.D)', () => {
  it('starts behind the curtain: no hand, no card and no play button in the page', () => {
    const state = atContest();
    expect(state.stepId).toBe('territoryCards');
    renderStep(state);
    expect(curtain()).toHaveTextContent('Pass the laptop to Anna (defender) - Bruno, look away.');
    expect(screen.queryByRole('region', { name: "Anna's hand" })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Play / })).not.toBeInTheDocument();
    // The colour ladder names every colour for everyone; nothing else in the page may name a card.
    const ladder = screen.getByRole('group', { name: 'Cards, worst to best' });
    for (const name of ['Red', 'Green', 'White', 'Black', 'R', 'G', 'W', 'B']) {
      expect(screen.queryAllByText(name).filter((el) => !ladder.contains(el))).toEqual([]);
    }
    expect(curtain().querySelectorAll('button')).toHaveLength(1);
    expect(within(curtain()).getByRole('button')).toHaveTextContent('I am Anna: show my cards');
  });

  it('shows the hand only after the player confirms, then plays the chosen card', async () => {
    const state = atContest();
    const cards = hand(state, 'defender');
    const { dispatch, user } = renderStep(state);
    await user.click(screen.getByRole('button', { name: 'I am Anna: show my cards' }));
    expect(useGame.getState().holder).toBe('defender');
    const shown = screen.getByRole('region', { name: "Anna's hand" });
    expect(shown).toHaveTextContent('Anna, your hand (5 cards):');
    expect(within(shown).getAllByRole('button').map((b) => b.textContent)).toEqual([...playButtons(cards), 'Play no card', 'Hide my cards']);
    expect(screen.queryByRole('region', { name: 'Hand-off curtain' })).not.toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: `Play ${colourName(cards[0]!)}` }));
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'playTerritoryCard', side: 'defender', card: cards[0] });
    expect(useGame.getState().holder).toBeNull();
  });

  it('"Hide my cards" lowers the curtain again without playing', async () => {
    const { dispatch, user } = renderStep(atContest());
    await user.click(screen.getByRole('button', { name: 'I am Anna: show my cards' }));
    await user.click(screen.getByRole('button', { name: 'Hide my cards' }));
    expect(curtain()).toHaveTextContent('Pass the laptop to Anna (defender) - Bruno, look away.');
    expect(screen.queryByRole('region', { name: "Anna's hand" })).not.toBeInTheDocument();
    expect(useGame.getState().holder).toBeNull();
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('hides the hand at once and brings the curtain back for the other player', async () => {
    const state = atContest();
    const { dispatch, rerender, user } = renderStep(state);
    await user.click(screen.getByRole('button', { name: 'I am Anna: show my cards' }));
    await user.click(screen.getByRole('button', { name: `Play ${colourName(hand(state, 'defender')[0]!)}` }));
    expect(screen.queryByRole('region', { name: "Anna's hand" })).not.toBeInTheDocument();
    rerender(apply(state, dispatch.mock.calls[0]![0]));
    expect(curtain()).toHaveTextContent('Pass the laptop to Bruno (invader) - Anna, look away.');
    expect(curtain()).toHaveTextContent('Anna has already chosen, face down.');
    expect(screen.queryByRole('button', { name: /^Play / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I am Bruno: show my cards' }));
    const shown = screen.getByRole('region', { name: "Bruno's hand" });
    await user.click(within(shown).getByRole('button', { name: 'Play no card' }));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'playTerritoryCard', side: 'invader', card: null });
  });

  it('a hand shown when the step is left is hidden on return', async () => {
    const state = atContest();
    const { user, unmount } = renderStep(state);
    await user.click(screen.getByRole('button', { name: 'I am Anna: show my cards' }));
    expect(screen.getByRole('region', { name: "Anna's hand" })).toBeInTheDocument();
    unmount(); // another screen replaces the step
    expect(useGame.getState().holder).toBeNull();
    renderStep(state);
    expect(curtain()).toHaveTextContent('Pass the laptop to Anna (defender) - Bruno, look away.');
  });

  it('in the march plays a day card, and offers the pass only when the engine allows it (PBS 8.D)', async () => {
    // Anna spent a card on the territory: 4 cards for 5 days, she may pass. Bruno kept 5 for 5 days: he must play.
    const state = atMarch({ annaPlays: true });
    expect(state.stepId).toBe('march');
    expect(canPass(uiRules, state, 'defender')).toBe(true);
    expect(canPass(uiRules, state, 'invader')).toBe(false);
    const { dispatch, rerender, user } = renderStep(state);
    await user.click(screen.getByRole('button', { name: 'I am Anna: show my cards' }));
    expect(screen.getByRole('button', { name: 'Pass (counts as Black)' })).toBeInTheDocument();
    expect(screen.queryByText(/you must play one today/)).not.toBeInTheDocument();
    const card = hand(state, 'defender')[0]!;
    await user.click(screen.getByRole('button', { name: `Play ${colourName(card)}` }));
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'playDayCard', side: 'defender', card });

    rerender(apply(state, dispatch.mock.calls[0]![0]));
    await user.click(screen.getByRole('button', { name: 'I am Bruno: show my cards' }));
    const shown = screen.getByRole('region', { name: "Bruno's hand" });
    expect(within(shown).queryByRole('button', { name: 'Pass (counts as Black)' })).not.toBeInTheDocument();
    expect(shown).toHaveTextContent('You hold at least as many cards as days left, so you must play one today (000 PBS 8.D and PBS Card Difference).');
    expect(within(shown).getAllByRole('button').map((b) => b.textContent)).toEqual([...playButtons(hand(state, 'invader')), 'Hide my cards']);
  });

  it('a player with a full hand must play on the first day', async () => {
    const state = atMarch({ annaPlays: false });
    expect(canPass(uiRules, state, 'defender')).toBe(false);
    const { user } = renderStep(state);
    await user.click(screen.getByRole('button', { name: 'I am Anna: show my cards' }));
    expect(screen.queryByRole('button', { name: 'Pass (counts as Black)' })).not.toBeInTheDocument();
    expect(screen.getByText(/you must play one today \(000 PBS 8\.D and PBS Card Difference\)/)).toBeInTheDocument();
  });

  it('the screen is never given the other hand: with Anna’s cards shown, no prop it receives holds Bruno’s', async () => {
    const bruno: Colour[] = ['black', 'white', 'green', 'yellow', 'red'];
    const anna: Colour[] = ['yellow', 'yellow', 'green', 'green', 'green'];
    const state = withHands(applyAll(startGame({ dice: 'physical' }), [...ANNA_DEFENDS, SUMMER]), bruno, anna);
    const given: StepProps[] = [];
    const Probe = (props: StepProps) => {
      given.push(props);
      return <SecretCardStep {...props} />;
    };
    const user = userEvent.setup();
    render(<StepFromStore Screen={Probe} state={state} dispatch={() => true} />);
    await user.click(screen.getByRole('button', { name: 'I am Anna: show my cards' }));
    expect(given.at(-1)?.view).toMatchObject({ viewer: 'defender', hand: anna });
    for (const props of given) expect(JSON.stringify(props)).not.toContain(JSON.stringify(bruno).slice(1, -1));
    expect(screen.getByRole('region', { name: "Anna's hand" })).not.toHaveTextContent(/White|Black|Red/);
  });
});

describe('undo on the game screen never opens a secret', () => {
  /** The game screen at the territory contest after Anna chose her card face down, with the real store. */
  async function annaHasChosen() {
    useGame.getState().start(makeSetup({ dice: 'physical' }));
    for (const action of [...ANNA_DEFENDS, SUMMER]) expect(useGame.getState().dispatch(action)).toBe(true);
    // The store shuffles and deals from the seed by itself after the season.
    expect(useGame.getState().state!.stepId).toBe('territoryCards');
    render(<GameScreen />);
    const user = userEvent.setup();
    // The step's screen comes with its own code, the first time a game reaches it.
    await user.click(await screen.findByRole('button', { name: 'I am Anna: show my cards' }, { timeout: 10_000 }));
    await user.click(screen.getByRole('button', { name: `Play ${colourName(hand(useGame.getState().state!, 'defender')[0]!)}` }));
    expect(curtain()).toHaveTextContent('Pass the laptop to Bruno (invader) - Anna, look away.');
    return user;
  }
  const annasHand = () => screen.queryByRole('region', { name: "Anna's hand" });
  const annasChoice = () => screen.getByRole('button', { name: 'Undo to here: back to before event 6' });

  it('with Bruno’s hand shown, "Undo to here" on Anna’s face-down choice is refused and her hand never appears', async () => {
    const user = await annaHasChosen();
    await user.click(screen.getByRole('button', { name: 'I am Bruno: show my cards' }));
    const log = useGame.getState().log;
    await user.click(annasChoice());
    expect(screen.getByRole('alert')).toHaveTextContent("Bruno's hand is shown, so Anna's face-down card cannot be taken back now");
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(annasHand()).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: "Bruno's hand" })).toBeInTheDocument();
    expect(useGame.getState().log).toBe(log);
  });

  it('the take-back goes through the curtain: Anna confirms, then her curtain shows, never her hand', async () => {
    const user = await annaHasChosen();
    await user.click(annasChoice());
    expect(annasHand()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I am Anna: take back my card' }));
    expect(useGame.getState().state?.commits).toEqual({});
    expect(curtain()).toHaveTextContent('Pass the laptop to Anna (defender) - Bruno, look away.');
    expect(annasHand()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Play / })).not.toBeInTheDocument();
    // Redo restores the same card, face down: the curtain moves on to Bruno and nothing is shown.
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(curtain()).toHaveTextContent('Pass the laptop to Bruno (invader) - Anna, look away.');
    expect(annasHand()).not.toBeInTheDocument();
    expect(screen.getByText('Last:').parentElement).toHaveTextContent('Last: Territory contest: Anna (defender) has chosen a card, face down.');
  });

  it('after Bruno hides his hand, the take-back is offered to Anna', async () => {
    const user = await annaHasChosen();
    await user.click(screen.getByRole('button', { name: 'I am Bruno: show my cards' }));
    await user.click(screen.getByRole('button', { name: 'Hide my cards' }));
    await user.click(annasChoice());
    expect(screen.getByRole('alertdialog', { name: 'Pass the laptop to Anna (defender). Anna: take back your face-down card?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(useGame.getState().state?.commits).toHaveProperty('defender');
  });
});

describe('SecretCardStep with physical cards: the players tap what they revealed', () => {
  const contest = () => applyAll(startGame(PHYSICAL), [...ANNA_DEFENDS, SUMMER]);
  const group = (name: string | RegExp) => screen.getByRole('radiogroup', { name });
  const chosen = (g: HTMLElement) => within(g).queryByRole('radio', { checked: true });

  it('two taps, then one "Reveal" dispatches both cards, defender first', async () => {
    const { dispatch, user } = renderStep(contest());
    expect(screen.queryByRole('region', { name: 'Hand-off curtain' })).not.toBeInTheDocument();
    const anna = group('Anna (defender) played (5 cards in hand)');
    const bruno = group('Bruno (invader) played (5 cards in hand)');
    // The app knows how many cards each holds, not which: every colour, best first, each with its letter; then no card.
    expect(within(anna).getAllByRole('radio').map((o) => o.textContent)).toEqual(['RRed', 'YYellow', 'GGreen', 'WWhite', 'BBlack', 'Play no card']);
    expect(chosen(anna)).toBeNull();
    await user.click(within(anna).getByRole('radio', { name: 'Red' }));
    await user.click(within(bruno).getByRole('radio', { name: 'Play no card' }));
    expect(dispatch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(dispatch.mock.calls.map(([action]) => action)).toEqual([
      { type: 'playTerritoryCard', side: 'defender', card: 'red' },
      { type: 'playTerritoryCard', side: 'invader', card: null },
    ]);
  });

  it('a card left untapped blocks "Reveal" with a message beside it: a forgotten card is never recorded as a pass', async () => {
    const { dispatch, user } = renderStep(contest());
    await user.click(within(group(/^Anna \(defender\) played/)).getByRole('radio', { name: 'Red' }));
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(dispatch).not.toHaveBeenCalled();
    const bruno = group(/^Bruno \(invader\) played/);
    expect(bruno).toHaveAttribute('aria-invalid', 'true');
    expect(bruno).toHaveAccessibleDescription('Choose the card Bruno played.');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('1 choice is still empty: nothing was recorded.');
    expect(alert).toHaveFocus();
    await user.click(within(bruno).getByRole('radio', { name: 'Yellow' }));
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(dispatch.mock.calls.map(([action]) => action)).toEqual([
      { type: 'playTerritoryCard', side: 'defender', card: 'red' },
      { type: 'playTerritoryCard', side: 'invader', card: 'yellow' },
    ]);
  });

  it('2020: the territory card is compulsory, so no "Play no card" is offered (seed 002 "Each play first PBS card")', () => {
    const state = applyAll(startGame({ ...PHYSICAL, edition: '2020' }), [...ANNA_DEFENDS, SUMMER]);
    renderStep(state);
    const anna = group(/^Anna \(defender\) played/);
    expect(within(anna).queryByRole('radio', { name: 'Play no card' })).not.toBeInTheDocument();
    expect(screen.getByText(/must play one in the territory contest: “Each play first PBS card\.”/)).toBeInTheDocument();
  });

  it('a player with no cards left is offered only the pass, already chosen: one tap for the other player, then Reveal (PBS 8.D: a pass counts as Black)', async () => {
    const state = applyAll(startGame(PHYSICAL, [{ pbsCards: 0 }, {}]), [...ANNA_DEFENDS, SUMMER]);
    const { dispatch, user } = renderStep(state);
    const anna = group(/^Anna \(defender\) played/);
    expect(within(anna).getAllByRole('radio').map((o) => o.textContent)).toEqual(['Play no card']);
    expect(within(anna).getByRole('radio', { name: 'Play no card' })).toBeChecked();
    expect(chosen(group(/^Bruno \(invader\) played/))).toBeNull();
    await user.click(within(group(/^Bruno \(invader\) played/)).getByRole('radio', { name: 'Green' }));
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(dispatch.mock.calls.map(([action]) => action)).toEqual([
      { type: 'playTerritoryCard', side: 'defender', card: null },
      { type: 'playTerritoryCard', side: 'invader', card: 'green' },
    ]);
  });

  it('offers no pass to a player who must play, and starts each day with nothing chosen', async () => {
    const march = applyAll(contest(), [
      { type: 'playTerritoryCard', side: 'defender', card: null },
      { type: 'playTerritoryCard', side: 'invader', card: null },
      { type: 'chooseTerritory', territory: 'waterside' },
      { type: 'placeCounter', row: 2, col: 2 },
    ]);
    const dispatch = vi.fn((_action: Action) => true);
    let state = march;
    const view = render(<StepFromStore Screen={SecretCardStep} state={state} dispatch={dispatch} />);
    const user = userEvent.setup();
    const anna = () => group(/^Anna \(defender\) played/);
    const bruno = () => group(/^Bruno \(invader\) played/);
    expect(within(anna()).queryByRole('radio', { name: 'Pass (counts as Black)' })).not.toBeInTheDocument();
    expect(chosen(anna())).toBeNull();
    await user.click(within(anna()).getByRole('radio', { name: 'Green' }));
    await user.click(within(bruno()).getByRole('radio', { name: 'Green' }));
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(dispatch.mock.calls.map(([action]) => action)).toEqual([
      { type: 'playDayCard', side: 'defender', card: 'green' },
      { type: 'playDayCard', side: 'invader', card: 'green' },
    ]);
    // Equal cards: the counter stays and the march goes on to day 2 on the same screen.
    state = applyAll(state, dispatch.mock.calls.map(([action]) => action));
    expect(state.stepId).toBe('march');
    view.rerender(<StepFromStore Screen={SecretCardStep} state={state} dispatch={dispatch} />);
    expect(anna()).toHaveAccessibleName('Anna (defender) played (4 cards in hand)');
    expect(chosen(anna())).toBeNull();
    expect(chosen(bruno())).toBeNull();
  });
});

describe('a player the app passed for is never said to have chosen (issue 38: one screen, one story)', () => {
  /** Day 1 of the march with Bruno holding no PBS card: the app passes for him (PBS 8.D), as the game screen does after each action. */
  function brunoPassed(overrides: Partial<GameState['setup']>): GameState {
    const state = applyAll(startGame(overrides, [{}, { pbsCards: 0 }]), [...ANNA_DEFENDS, SUMMER]);
    const dealt = overrides.cards === 'physical' ? state : seeded(seeded(state));
    const march = applyAll(dealt, [
      { type: 'playTerritoryCard', side: 'defender', card: overrides.cards === 'physical' ? 'green' : hand(dealt, 'defender')[0]! },
      { type: 'playTerritoryCard', side: 'invader', card: null },
      { type: 'chooseTerritory', territory: 'waterside' },
      { type: 'placeCounter', row: 2, col: 2 },
    ]);
    const passed = advance(uiRules, march).state;
    expect(passed.commits).toEqual({ invader: null });
    return passed;
  }

  it('digital cards: Anna\'s curtain says Bruno has no cards left and passes, not that he chose face down', () => {
    renderStep(brunoPassed({ dice: 'physical' }));
    expect(within(curtain()).getByText('Anna chooses a card for day 1 of the march. Bruno has no cards left and passes.')).toBeInTheDocument();
    expect(screen.queryByText(/already chosen/)).not.toBeInTheDocument();
  });

  it('physical cards: only Anna reveals a card; Bruno is said to pass, not to reveal', () => {
    renderStep(brunoPassed(PHYSICAL));
    expect(screen.getByText('Anna reveals the card he chose for day 1 of the march, then taps its colour here. Bruno has no cards left and passes.')).toBeInTheDocument();
    expect(screen.queryByText(/Both players reveal/)).not.toBeInTheDocument();
  });

  it('a player who chose face down is still said to have chosen', () => {
    const march = atMarch({ annaPlays: true });
    const state = apply(march, { type: 'playDayCard', side: 'defender', card: hand(march, 'defender')[0]! });
    renderStep(state);
    expect(within(curtain()).getByText('Bruno chooses a card for day 1 of the march. Anna has already chosen, face down.')).toBeInTheDocument();
  });

  it('2020 territory contest: the card is compulsory, so no card is said to be only for a player who holds none', () => {
    renderStep(applyAll(startGame({ ...PHYSICAL, edition: '2020' }), [...ANNA_DEFENDS, SUMMER]));
    expect(document.body.textContent).toContain('A player who holds no PBS card plays none, which counts as Black (B).');
    expect(screen.queryByText(/Playing no card counts as/)).not.toBeInTheDocument();
  });
});
