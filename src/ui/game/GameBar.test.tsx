import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSetup } from '../../../tests/support/randomGame';
import { PHYSICAL, nextAction } from '../../../tests/support/uiState';
import type { Action } from '../../engine';
import { createGameStore, useGame } from '../store';
import { GameScreen } from './GameScreen';
import { parseRoomMessage } from '../projector/protocol';
import { ROOM_CHANNEL } from '../projector/roomChannel';

const blankGame = useGame.getState();
const ROLL: Action = { type: 'rollOff', faces: ['skull', 'blank'] };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useGame.setState(blankGame, true);
});

/** The game bar's menu button, found by the start of its name ("Menu: odds, files, …"). */
const menuButton = () => screen.getByRole('button', { name: /^Menu: / });

describe('the game bar (issue 29)', () => {
  it("tells a projector that says hello about the game while its menu stays closed (the room's publisher runs with the game)", async () => {
    const heard: unknown[] = [];
    const channel = new BroadcastChannel(ROOM_CHANNEL);
    channel.onmessage = (e) => heard.push(e.data);
    useGame.getState().start(makeSetup(PHYSICAL));
    render(<GameScreen />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    channel.postMessage({ type: 'hello', gameId: null });
    await waitFor(() => expect(heard.map(parseRoomMessage).filter(Boolean)).toHaveLength(1));
    channel.close();
  });

  it('names the game and keeps the menu closed: its controls are not on the page until it opens', () => {
    useGame.getState().start(makeSetup(PHYSICAL));
    render(<GameScreen />);
    expect(screen.getByText(/^Game: Anna \(Later Romans\) v Bruno \(Sassanids\)/)).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(menuButton().getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open the projector' })).not.toBeInTheDocument();
    // The step's own region holds none of the menu's controls.
    expect(within(screen.getByRole('region', { name: 'The roll-off' })).queryByRole('button', { name: /projector|share link/i })).not.toBeInTheDocument();
  });

  it("shows a tournament game's table beside the players, and no table for any other game (issue 37)", () => {
    useGame.getState().start({ ...makeSetup(PHYSICAL), tournament: { event: 'Cold Wars', round: 2, table: 16 } });
    const { unmount } = render(<GameScreen />);
    expect(screen.getByText('Table 16')).toBeInTheDocument();
    unmount();
    useGame.getState().start(makeSetup(PHYSICAL));
    render(<GameScreen />);
    expect(screen.queryByText(/^Table \d/)).not.toBeInTheDocument();
  });

  it('names the game by its players, armies and start time, and nothing secret; without a start time, without it', () => {
    useGame.getState().start(makeSetup({ ...PHYSICAL, seed: 'secret-seed-words' }));
    act(() => useGame.setState({ startedAt: new Date(2025, 0, 2, 9, 5).toISOString() }));
    const { unmount } = render(<GameScreen />);
    expect(screen.getByText(/^Game:/)).toHaveTextContent(/^Game: Anna \(Later Romans\) v Bruno \(Sassanids\), started 09:05$/);
    expect(document.body).not.toHaveTextContent('secret-seed-words');
    unmount();
    // Imported, or saved before games had a start time.
    act(() => useGame.setState({ startedAt: null }));
    render(<GameScreen />);
    expect(screen.getByText(/^Game:/)).toHaveTextContent(/^Game: Anna \(Later Romans\) v Bruno \(Sassanids\)$/);
  });

  it('says when a change was refused because the game moved on in another window, outside the menu, until dismissed', async () => {
    const other = createGameStore();
    useGame.getState().start(makeSetup(PHYSICAL));
    await useGame.getState().flush();
    await other.getState().open(useGame.getState().id!);
    other.getState().dispatch(ROLL);
    await other.getState().flush();
    render(<GameScreen />);
    act(() => {
      expect(useGame.getState().dispatch(ROLL)).toBe(false);
    });
    const alert = screen.getByText(/^This game moved on in another window\./).closest('[role="alert"]') as HTMLElement;
    expect(alert).toBeVisible();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(useGame.getState().log).toEqual([ROLL]));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/^This game moved on in another window\./)).not.toBeInTheDocument();
  });

  it('opens with Enter and with Space, closes with Escape and gives the focus back to its button', async () => {
    useGame.getState().start(makeSetup(PHYSICAL));
    render(<GameScreen />);
    const user = userEvent.setup();
    const button = menuButton();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('button', { name: 'Open the projector' })).toBeVisible();
    for (const title of ['This game', 'Game file', 'For the room']) expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    // Tab into the menu, then Escape from inside it.
    await user.tab();
    expect(button).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Close the menu' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('Escape in a question asked inside the menu answers the question and leaves the menu open', async () => {
    useGame.getState().start(makeSetup({ dice: 'digital', cards: 'physical' }));
    render(<GameScreen />);
    const user = userEvent.setup();
    await user.click(menuButton());
    await user.click(screen.getByRole('button', { name: 'Export the game file' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('says how the browser keeps the games in the menu only, in the words Home uses', async () => {
    const persisted = vi.fn(async () => true);
    vi.stubGlobal('navigator', { ...navigator, storage: { persisted } });
    useGame.getState().start(makeSetup(PHYSICAL));
    render(<GameScreen />);
    const note = 'Your games are stored in this browser, and it has agreed to keep them even when space runs low.';
    await act(async () => {
      await persisted.mock.results[0]?.value;
    });
    expect(screen.getByText(note)).not.toBeVisible();
    expect(screen.getAllByText(note)).toHaveLength(1);
    await userEvent.setup().click(menuButton());
    expect(screen.getByText(note)).toBeVisible();
    vi.unstubAllGlobals();
  });

  it('names in its button only what the menu holds: no rules profile in a game played as printed, no game code in a physical game', () => {
    useGame.getState().start(makeSetup(PHYSICAL));
    const { unmount } = render(<GameScreen />);
    expect(menuButton()).toHaveAccessibleName('Menu: odds, files, share link, projector and storage');
    unmount();
    useGame.getState().start(makeSetup({ profile: { name: 'Club night', values: { marchDays: 4 } } }));
    render(<GameScreen />);
    expect(menuButton()).toHaveAccessibleName('Menu: rules profile, odds, game code, files, share link, projector and storage');
  });

  it("offers a finished physical game's share link in the menu, as its summary does", async () => {
    useGame.getState().start(makeSetup(PHYSICAL));
    act(() => {
      for (let taken = 0; useGame.getState().state!.stepId !== 'done' && taken < 200; taken++) expect(useGame.getState().dispatch(nextAction(useGame.getState().state!)!)).toBe(true);
    });
    expect(useGame.getState().state!.stepId).toBe('done');
    render(<GameScreen />);
    await userEvent.setup().click(menuButton());
    const panel = document.getElementById(menuButton().getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('button', { name: 'Make a share link' })).toBeVisible();
  });
});
