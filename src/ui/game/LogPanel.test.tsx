import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chanceAction, publicView, replay, type Action, type GameEvent, type GameState, type Setup, type Side } from '../../engine';
import { makeSetup } from '../../../tests/support/randomGame';
import { PHYSICAL, uiRules } from '../../../tests/support/uiState';
import { LogPanel, logLines } from './LogPanel';

const setup = makeSetup(PHYSICAL);
/** Anna defends; the territory contest is revealed by Bruno's card (event 5); Anna picks Waterside. */
const LOG: Action[] = [
  { type: 'rollOff', faces: ['skull', 'blank'] },
  { type: 'chooseRole', role: 'defender' },
  { type: 'chooseSeason', season: 'summer' },
  { type: 'playTerritoryCard', side: 'defender', card: 'red' },
  { type: 'playTerritoryCard', side: 'invader', card: null },
  { type: 'chooseTerritory', territory: 'waterside' },
];

function played(actions: readonly Action[], from: Setup = setup): { state: GameState; events: GameEvent[][] } {
  const result = replay(uiRules, from, actions);
  if (!result.ok) throw new Error(`the test log must replay: ${JSON.stringify(result)}`);
  return result;
}

interface Options {
  log?: readonly Action[];
  undone?: readonly Action[];
  holder?: Side | null;
  from?: Setup;
}

/** Renders the panel as the store would feed it: the events of each action, and those of the undone tail. */
function renderLog({ log = LOG, undone = [], holder = null, from = setup }: Options = {}) {
  const { state, events } = played(log, from);
  const tail = played([...log, ...undone], from).events.slice(log.length);
  const onUndo = vi.fn((_count: number) => true);
  const onRedo = vi.fn(() => true);
  render(<LogPanel rules={uiRules} setup={from} view={publicView(state)} events={events} undoneEvents={tail} holder={holder} onUndo={onUndo} onRedo={onRedo} />);
  return { onUndo, onRedo, user: userEvent.setup() };
}

const undoButton = (event: number) => screen.getByRole('button', { name: `Undo to here: back to before event ${event}` });
const logList = () => within(screen.getByRole('region', { name: 'Log' })).getAllByRole('list')[0]!;
/** The warning an undo of more than one action gives first: accept it. */
async function takeThemBack(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(screen.getByRole('alertdialog', { name: /^This takes back \d+ actions/ })).getByRole('button', { name: 'Take them back' }));
}

/** Digital cards: Anna defends, Bruno chooses summer, the deck is shuffled and dealt from the seed. */
function digitalContest(): { from: Setup; log: Action[] } {
  const from = makeSetup({ dice: 'physical' });
  const log: Action[] = [...LOG.slice(0, 3)];
  for (let i = 0; i < 2; i++) log.push(chanceAction(uiRules, played(log, from).state)!);
  return { from, log };
}

function withAnnasCard(): { from: Setup; log: Action[]; card: string } {
  const { from, log } = digitalContest();
  const card = played(log, from).state.hands!.defender[0]!;
  return { from, log: [...log, { type: 'playTerritoryCard', side: 'defender', card }], card };
}

describe('LogPanel', () => {
  it('says when nothing has happened yet', () => {
    renderLog({ log: [] });
    const log = screen.getByRole('region', { name: 'Log' });
    expect(log).toHaveTextContent('Nothing has happened yet.');
    expect(within(log).queryByRole('list')).not.toBeInTheDocument();
  });

  it('tells every public event in words with the players’ names', () => {
    renderLog();
    const items = within(logList()).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[0]).toHaveTextContent(/^Roll-off: Anna rolled .+, Bruno rolled .+; Anna wins\./);
    expect(items[1]).toHaveTextContent('Anna chooses to be the defender.');
    // Physical cards are entered after both are revealed: the entry is told as entered, with its colour.
    expect(items[3]).toHaveTextContent('Territory contest: Anna (defender) entered Red (R).');
    expect(items[4]).toHaveTextContent('Territory contest: Bruno (invader) no card, Anna (defender) Red (R). Anna picks the territory.');
    items.forEach((li) => expect(within(li).getByRole('button')).toHaveTextContent('Undo to here'));
  });

  it('never shows a private event: a face-down card is not named until the reveal', () => {
    const { from, log, card } = withAnnasCard();
    renderLog({ from, log });
    const region = screen.getByRole('region', { name: 'Log' });
    expect(region).toHaveTextContent('Territory contest: Anna (defender) has chosen a card, face down.');
    expect(region).not.toHaveTextContent(/you chose/);
    expect(region).not.toHaveTextContent(/your PBS cards/);
    expect(region.textContent).not.toMatch(new RegExp(card, 'i'));
  });

  it('an undo of more than one action says how many and from which steps before anything changes', async () => {
    const { onUndo, user } = renderLog();
    await user.click(undoButton(4));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName(
      'This takes back 3 actions, from the territory contest and choosing the territory. Redo brings them back.',
    );
    expect(onUndo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onUndo).not.toHaveBeenCalled();
  });

  it('undoing across a reveal asks both players first, then goes back', async () => {
    const { onUndo, user } = renderLog();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(undoButton(4));
    await takeThemBack(user);
    const dialog = screen.getByRole('alertdialog', { name: /Going back undoes a reveal: both players have seen the cards\. Do both players agree\?/ });
    expect(onUndo).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Both agree: go back' }));
    expect(onUndo).toHaveBeenCalledExactlyOnceWith(3);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancelling the confirmation changes nothing', async () => {
    const { onUndo, user } = renderLog();
    await user.click(undoButton(1));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onUndo).not.toHaveBeenCalled();
  });

  it('moves the keyboard focus into the confirmation, and back to the undo button on Cancel', async () => {
    const { onUndo, user } = renderLog();
    undoButton(5).focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(undoButton(5)).toHaveFocus();
    expect(onUndo).not.toHaveBeenCalled();
  });

  it('an undo that goes back over no reveal and no face-down card happens at once', async () => {
    const { onUndo, user } = renderLog();
    await user.click(undoButton(6));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onUndo).toHaveBeenCalledExactlyOnceWith(5);
  });

  describe('taking back a face-down card', () => {
    it('only behind its owner’s curtain: "Pass the laptop to Anna", then Anna confirms', async () => {
      const { from, log } = withAnnasCard();
      const { onUndo, user } = renderLog({ from, log });
      await user.click(undoButton(6));
      const dialog = screen.getByRole('alertdialog', { name: 'Pass the laptop to Anna (defender). Anna: take back your face-down card?' });
      expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
      expect(onUndo).not.toHaveBeenCalled();
      await user.click(within(dialog).getByRole('button', { name: 'I am Anna: take back my card' }));
      expect(onUndo).toHaveBeenCalledExactlyOnceWith(5);
    });

    it('"Keep it" changes nothing', async () => {
      const { from, log } = withAnnasCard();
      const { onUndo, user } = renderLog({ from, log });
      await user.click(undoButton(3));
      await takeThemBack(user);
      await user.click(screen.getByRole('button', { name: 'Keep it' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(onUndo).not.toHaveBeenCalled();
      expect(undoButton(3)).toHaveFocus();
    });

    it('is refused with a clear message while Bruno’s hand is shown; nothing changes', async () => {
      const { from, log } = withAnnasCard();
      const { onUndo, user } = renderLog({ from, log, holder: 'invader' });
      for (const event of [6, 1]) {
        await user.click(undoButton(event));
        expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
        expect(screen.getByRole('alert')).toHaveTextContent(
          "Bruno's hand is shown, so Anna's face-down card cannot be taken back now: only Anna may do that, with the laptop passed to them. Nothing was changed.",
        );
      }
      expect(onUndo).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('undoing over a reveal and a pending card needs both players, then the owner', async () => {
      const { from, log } = withAnnasCard();
      // Bruno's card reveals the contest; on day 1 of the march Anna commits a card face down.
      const more: Action[] = [{ type: 'playTerritoryCard', side: 'invader', card: null }, { type: 'chooseTerritory', territory: 'waterside' }, { type: 'placeCounter', row: 2, col: 2 }];
      const state = played([...log, ...more], from).state;
      more.push({ type: 'playDayCard', side: 'defender', card: state.hands!.defender[0]! });
      const { onUndo, user } = renderLog({ from, log: [...log, ...more] });
      await user.click(undoButton(6));
      await takeThemBack(user);
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Both agree: go back' }));
      expect(onUndo).not.toHaveBeenCalled();
      const dialog = screen.getByRole('alertdialog', { name: /^Pass the laptop to Anna \(defender\)\./ });
      await user.click(within(dialog).getByRole('button', { name: 'I am Anna: take back my card' }));
      expect(onUndo).toHaveBeenCalledExactlyOnceWith(5);
    });
  });

  it('a confirmation about an older log closes when the log changes (another window moved the game on)', async () => {
    const { state, events } = played(LOG);
    const onUndo = vi.fn((_count: number) => true);
    const props = { rules: uiRules, setup, view: publicView(state), undoneEvents: [], holder: null, onUndo, onRedo: () => true };
    const view = render(<LogPanel {...props} events={events} />);
    await userEvent.setup().click(undoButton(4));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    const moved = played([...LOG, { type: 'placeCounter', row: 2, col: 2 }]);
    view.rerender(<LogPanel {...props} view={publicView(moved.state)} events={moved.events} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onUndo).not.toHaveBeenCalled();
  });

  describe('redo', () => {
    it('shows the undone actions greyed, public text only, with "Redo" for the next one', async () => {
      const { from, log, card } = withAnnasCard();
      const { onRedo, user } = renderLog({ from, log: log.slice(0, 3), undone: log.slice(3) });
      const undone = screen.getByRole('list', { name: 'Undone' });
      const items = within(undone).getAllByRole('listitem');
      expect(items).toHaveLength(3);
      expect(items[2]).toHaveTextContent('Territory contest: Anna (defender) has chosen a card, face down.');
      expect(undone.textContent).not.toMatch(new RegExp(`${card}|your PBS cards`, 'i'));
      expect(within(undone).getAllByRole('button').map((b) => b.textContent)).toEqual(['Redo']);
      expect(within(items[0]!).getByRole('button', { name: 'Redo' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Redo' }));
      expect(onRedo).toHaveBeenCalledOnce();
    });

    it('shows no undone list when there is nothing to redo', () => {
      renderLog();
      expect(screen.queryByRole('list', { name: 'Undone' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Redo' })).not.toBeInTheDocument();
    });
  });

  describe('long logs', () => {
    it('a run of roll-off ties is one line, with undo to before the run and to its last roll', async () => {
      const ties: Action[] = Array.from({ length: 5 }, () => ({ type: 'rollOff', faces: ['blank', 'blank'] }));
      const equal = makeSetup(PHYSICAL, [{ rating: 'competent' }, { rating: 'competent' }]);
      const { onUndo, user } = renderLog({ from: equal, log: [...ties, { type: 'rollOff', faces: ['skull', 'blank'] }] });
      const items = within(logList()).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(items[0]).toHaveTextContent(/^5 roll-off ties/);
      await user.click(within(items[0]!).getByRole('button', { name: 'Undo to here: back to before event 1' }));
      expect(screen.getByRole('alertdialog')).toHaveAccessibleName('This takes back 6 actions, from the roll-off. Redo brings them back.');
      await takeThemBack(user);
      await user.click(within(items[0]!).getByRole('button', { name: 'Undo to here: back to before event 5' }));
      await takeThemBack(user);
      expect(onUndo.mock.calls).toEqual([[0], [4]]);
      expect(within(items[0]!).getAllByRole('button').map((b) => b.textContent)).toEqual(['Undo to before the ties', 'Undo the last tie']);
    });

    it('two ties stay two lines', () => {
      expect(logLines(played([{ type: 'rollOff', faces: ['blank', 'blank'] }, { type: 'rollOff', faces: ['blank', 'blank'] }], makeSetup(PHYSICAL, [{ rating: 'competent' }, { rating: 'competent' }])).events)).toEqual([
        { start: 0, end: 1, run: false },
        { start: 1, end: 2, run: false },
      ]);
    });

    it('a 100,000-tie roll-off opens as two lines', { timeout: 30_000 }, () => {
      const equal = makeSetup(PHYSICAL, [{ rating: 'competent' }, { rating: 'competent' }]);
      const log: Action[] = Array.from({ length: 100_000 }, () => ({ type: 'rollOff', faces: ['blank', 'blank'] }));
      log.push({ type: 'rollOff', faces: ['blank', 'skull'] });
      const { state, events } = played(log, equal);
      expect(state.stepId).toBe('chooseRole');
      const started = performance.now();
      render(<LogPanel rules={uiRules} setup={equal} view={publicView(state)} events={events} undoneEvents={[]} holder={null} onUndo={() => true} onRedo={() => true} />);
      const rendered = performance.now() - started;
      const items = within(logList()).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(items[0]).toHaveTextContent(/^100,000 roll-off ties/);
      expect(items[1]).toHaveTextContent(/Bruno wins/);
      expect(screen.getByRole('button', { name: 'Undo to here: back to before event 100,000' })).toHaveTextContent('Undo the last tie');
      expect(screen.getAllByRole('listitem').length).toBeLessThan(10);
      expect(rendered).toBeLessThan(5_000);
    });

    // Renders 450 lines three times: slow on a loaded machine, so it gets more than the default 5 s.
    it('shows the last 200 lines and "Show earlier" for the rest', { timeout: 30_000 }, async () => {
      const events: GameEvent[][] = Array.from({ length: 450 }, (_, i) => [{ code: 'deckShuffled', audience: 'public', params: { size: i + 1 } }]);
      const { state } = played([]);
      render(<LogPanel rules={uiRules} setup={setup} view={publicView(state)} events={events} undoneEvents={[]} holder={null} onUndo={() => true} onRedo={() => true} />);
      const user = userEvent.setup();
      expect(within(logList()).getAllByRole('listitem')).toHaveLength(200);
      expect(within(logList()).getAllByRole('listitem')[0]).toHaveTextContent('The deck of 251 cards is shuffled.');
      await user.click(screen.getByRole('button', { name: 'Show earlier (250 more)' }));
      expect(within(logList()).getAllByRole('listitem')).toHaveLength(400);
      await user.click(screen.getByRole('button', { name: 'Show earlier (50 more)' }));
      expect(within(logList()).getAllByRole('listitem')).toHaveLength(450);
      expect(screen.queryByRole('button', { name: /Show earlier/ })).not.toBeInTheDocument();
    });
  });
});
