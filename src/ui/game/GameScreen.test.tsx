import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '../../engine';
import { makeSetup } from '../../../tests/support/randomGame';
import { ANNA_DEFENDS, noCard, PHYSICAL } from '../../../tests/support/uiState';
import { colourName } from '../words/vocab';
import { useNavigation } from '../navigation';
import { readOne, writeIf } from '../library/db';
import { useGame } from '../store';
import { GameScreen } from './GameScreen';


const blankGame = useGame.getState();
const blankNavigation = useNavigation.getState();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useGame.setState(blankGame, true);
  useNavigation.setState(blankNavigation, true);
});

/** Physical cards: Anna defends in summer, nobody plays a territory card, Bruno marches on Waterside from row 3, column 3. */
const TO_THE_MARCH: Action[] = [
  ...ANNA_DEFENDS,
  { type: 'chooseSeason', season: 'summer' },
  noCard('defender'),
  noCard('invader'),
  { type: 'chooseTerritory', territory: 'waterside' },
  { type: 'placeCounter', row: 2, col: 2 },
];

/** Starts a physical game in the store and plays `actions` through it, each accepted. */
function playPhysical(actions: readonly Action[]): void {
  useGame.getState().start(makeSetup(PHYSICAL));
  for (const action of actions) expect(useGame.getState().dispatch(action)).toBe(true);
}

/** The "Turn:" line as one sentence. */
const turn = () => screen.getByText('Turn:').parentElement;

describe('GameScreen with the real store', () => {
  it('shows the step, whose turn it is, the rule it applies and the log; the title takes the focus', async () => {
    useGame.getState().start(makeSetup(PHYSICAL));
    render(<GameScreen />);
    const title = screen.getByRole('heading', { level: 1, name: 'The roll-off' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(turn()).toHaveTextContent('Turn: Anna and Bruno');
    // The step cites its rule beside the title, and its explanation line again where the choice is made (issue 29).
    expect(screen.getAllByRole('button', { name: 'Sources: 000 PBS 8.A' })).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Log' })).toHaveTextContent('Nothing has happened yet.');
    expect(screen.getByRole('button', { name: 'Record the roll' })).toBeInTheDocument();
  });

  it('plays a step through the screen: the log, the title and the turn follow, and the focus goes to the decision', async () => {
    useGame.getState().start(makeSetup(PHYSICAL));
    render(<GameScreen />);
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('radiogroup', { name: /^Anna rolled/ })).getByRole('radio', { name: 'Skull' }));
    await user.click(within(screen.getByRole('radiogroup', { name: /^Bruno rolled/ })).getByRole('radio', { name: 'Blank' }));
    await user.click(screen.getByRole('button', { name: 'Record the roll' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Choosing invader or defender' })).toBeInTheDocument();
    // After an action the focus goes to the new step's first control, and a polite live region says the new step.
    // The step's screen comes with its own code; the focus waits for it.
    const invades = await screen.findByRole('button', { name: 'Anna invades' });
    await waitFor(() => expect(invades).toHaveFocus());
    expect(screen.getByText('Now: Choosing invader or defender')).toHaveAttribute('aria-live', 'polite');
    expect(within(screen.getByRole('region', { name: 'Log' })).getByRole('list')).toHaveTextContent('Roll-off: Anna rolled Skull, Bruno rolled Blank; Anna wins.');
    await user.click(screen.getByRole('button', { name: 'Anna defends' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Choosing the season' })).toBeInTheDocument();
    expect(turn()).toHaveTextContent('Turn: Bruno (invader)');
    expect(useGame.getState().log).toHaveLength(2);
  });

  it('shows a refusal from the engine as an alert, which can be dismissed', async () => {
    useGame.getState().start(makeSetup(PHYSICAL));
    render(<GameScreen />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      useGame.getState().dispatch({ type: 'chooseSeason', season: 'summer' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('It is time for the roll-off, not that.');
    expect(screen.getByRole('heading', { level: 1, name: 'The roll-off' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('digital cards: the curtain hides the hand, and the log never names a face-down card', async () => {
    useGame.getState().start(makeSetup({ dice: 'physical' }));
    for (const action of [...ANNA_DEFENDS, { type: 'chooseSeason', season: 'summer' } as const]) expect(useGame.getState().dispatch(action)).toBe(true);
    // The store shuffles and deals from the seed by itself, as soon as the season is chosen.
    expect(useGame.getState().log.slice(-2).map((a) => a.type)).toEqual(['shuffleDeck', 'dealPbs']);
    const hands = useGame.getState().state!.hands!;
    const anna = hands.defender[0]!;
    const bruno = hands.invader[0]!;
    render(<GameScreen />);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'The territory contest' })).toBeInTheDocument();
    // The step's screen comes with its own code, the first time a game reaches it.
    expect(await screen.findByRole('region', { name: 'Hand-off curtain' }, { timeout: 10_000 })).toHaveTextContent('Pass the laptop to Anna (defender) - Bruno, look away.');
    await user.click(screen.getByRole('button', { name: 'I am Anna: show my cards' }));
    await user.click(screen.getByRole('button', { name: `Play ${colourName(anna)}` }));
    expect(screen.getByRole('region', { name: 'Hand-off curtain' })).toHaveTextContent('Pass the laptop to Bruno (invader) - Anna, look away.');
    const log = screen.getByRole('region', { name: 'Log' });
    expect(log).toHaveTextContent('Territory contest: Anna (defender) has chosen a card, face down.');
    // The colour ladder names every colour; no card of a hand is shown or named anywhere.
    expect(log.textContent).not.toMatch(/Black|White|Green|Yellow|Red/);
    expect(screen.queryByRole('button', { name: /^Play / })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /hand$/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I am Bruno: show my cards' }));
    await user.click(screen.getByRole('button', { name: `Play ${colourName(bruno)}` }));
    expect(log).toHaveTextContent(`Territory contest: Bruno (invader) ${colourName(bruno)}, Anna (defender) ${colourName(anna)}.`);
  });

  it('the march title counts the days', () => {
    playPhysical(TO_THE_MARCH);
    render(<GameScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'The march: day 1 of 5' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Waterside PBS map' })).toBeInTheDocument();
    expect(turn()).toHaveTextContent('Turn: Bruno (invader) and Anna (defender)');
  });

  it('a won day of the march is said once above the move, whose own line says how far the counter may go', async () => {
    playPhysical([...TO_THE_MARCH, { type: 'playDayCard', side: 'defender', card: 'black' }, { type: 'playDayCard', side: 'invader', card: 'yellow' }]);
    render(<GameScreen />);
    const step = screen.getByRole('region', { name: 'Moving the army counter' });
    await within(step).findByText(/^Bruno is 3 better: the counter may move up to 2 squares/);
    expect(step.querySelector('.last-event')).toHaveTextContent(`Last: Day 1: Bruno (invader) ${colourName('yellow')}, Anna (defender) ${colourName('black')}.`);
    // The cards are named in the step's area once: on the "Last:" line (the log beside it keeps its own line).
    expect(step.textContent!.split(colourName('yellow'))).toHaveLength(2);
  });

  it('reopens the game of this tab when opened with an empty store (a reload), saying so while it reads it', async () => {
    useGame.getState().start(makeSetup(PHYSICAL));
    useGame.getState().dispatch({ type: 'rollOff', faces: ['skull', 'blank'] });
    await useGame.getState().flush();
    useGame.setState(blankGame, true);
    render(<GameScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Opening the game…');
    expect(screen.queryByRole('heading', { name: 'No pre-battle in progress' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Choosing invader or defender' })).toBeInTheDocument();
  });

  it('with no game offers to start one or to go to your games', async () => {
    render(<GameScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'No pre-battle in progress' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Your games' }));
    expect(useNavigation.getState().view).toBe('home');
    await user.click(screen.getByRole('button', { name: 'Start a new pre-battle' }));
    expect(useNavigation.getState().view).toBe('setup');
  });

  it('a game whose log no longer replays is explained by name, kept, and deleted only when asked', async () => {
    useGame.getState().start(makeSetup(PHYSICAL));
    const id = useGame.getState().id!;
    await useGame.getState().flush();
    const stored = (await readOne(id)) as { log: { actions: unknown[] } };
    await writeIf(id, () => ({ ...stored, log: { ...stored.log, actions: [{ type: 'chooseSeason', season: 'summer' }] } }));
    await useGame.getState().open(id);
    render(<GameScreen />);
    // Its screen comes with the words that say why (not a first step's code): it is there once they arrive.
    const heading = await screen.findByRole('heading', { name: 'The saved game could not be resumed' });
    const problem = screen.getByRole('alert');
    expect(problem).toContainElement(heading);
    expect(problem).toHaveTextContent(/^The saved game could not be resumedAnna \(Later Romans\) v Bruno \(Sassanids\), \d+ \w{3} \d{4}, \d{2}:\d{2}Action 1 of the game file is not allowed/);
    expect(within(problem).getByRole('button', { name: 'Download the saved data' })).toBeInTheDocument();
    expect(problem).toHaveTextContent('If this game was not over, its data holds the sealed game code');
    const user = userEvent.setup();
    await user.click(within(problem).getByRole('button', { name: /^Delete / }));
    const question = screen.getByRole('alertdialog', { name: /^Delete “Anna \(Later Romans\) v Bruno \(Sassanids\), / });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(await readOne(id)).toBeDefined();
    await user.click(within(problem).getByRole('button', { name: /^Delete / }));
    await user.click(screen.getByRole('button', { name: 'Delete it' }));
    await vi.waitFor(async () => expect(await readOne(id)).toBeUndefined());
    expect(useNavigation.getState().view).toBe('home');
  });

  it('a save the browser refuses is told in the game, with the reason and the export at hand', async () => {
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    useGame.getState().start(makeSetup(PHYSICAL));
    render(<GameScreen />);
    await act(() => useGame.getState().flush());
    const alert = screen.getByText(/^This game could not be saved\./).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('This game could not be saved. This device or browser has no room left for it. Export the game file to keep it.');
    expect(within(alert).getByRole('button', { name: 'Export the game file' })).toBeInTheDocument();
    // Outside the game menu, which stays closed: a failed save must not be missed.
    expect(alert).toBeVisible();
    expect(screen.getByRole('button', { name: /^Menu: / })).toHaveAttribute('aria-expanded', 'false');
    vi.restoreAllMocks();
  });
});
