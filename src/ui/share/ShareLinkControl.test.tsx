import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeSetup } from '../../../tests/support/randomGame';
import { PHYSICAL, uiRules } from '../../../tests/support/uiState';
import { BASE_KEY } from '../../share/base';
import { readShared } from '../../share/link';
import { useGame } from '../store';
import { ShareLinkControl } from './ShareLinkControl';

const blankGame = useGame.getState();

beforeEach(() => {
  localStorage.clear();
  useGame.setState(blankGame, true);
});

/** A physical game just after the roll-off and the choice of sides. */
function startPhysical(): void {
  useGame.getState().start(makeSetup(PHYSICAL));
  useGame.getState().dispatch({ type: 'rollOff', faces: ['skull', 'blank'] });
  useGame.getState().dispatch({ type: 'chooseRole', role: 'defender' });
}

describe('ShareLinkControl', () => {
  it('shows nothing without a game', () => {
    const { container } = render(<ShareLinkControl />);
    expect(container).toBeEmptyDOMElement();
  });

  it('makes a link that opens to this game, and copies it', async () => {
    startPhysical();
    const user = userEvent.setup();
    render(<ShareLinkControl />);
    await user.click(screen.getByRole('button', { name: 'Make a share link' }));
    const field = await screen.findByRole('textbox', { name: 'Link to this battle' });
    const url = (field as HTMLInputElement).value;
    expect(url).toMatch(/#\/shared\/[A-Za-z0-9_-]+$/);
    expect(field).toHaveAttribute('readonly');
    const read = await readShared(uiRules, url);
    expect(read.ok && read.battle.kind === 'game' && read.battle.log.actions).toEqual(useGame.getState().log);
    expect(screen.getByText(/The link holds the whole game/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(screen.getByText('Link copied.')).toBeInTheDocument();
  });

  it('hides a link once the game moves on, and offers a new one', async () => {
    startPhysical();
    const user = userEvent.setup();
    render(<ShareLinkControl />);
    await user.click(screen.getByRole('button', { name: 'Make a share link' }));
    await screen.findByRole('textbox', { name: 'Link to this battle' });
    act(() => void useGame.getState().dispatch({ type: 'chooseSeason', season: 'summer' }));
    expect(screen.queryByRole('textbox', { name: 'Link to this battle' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make a new share link' })).toBeInTheDocument();
  });

  it('offers no link while a card lies face down, and says why', () => {
    startPhysical();
    useGame.getState().dispatch({ type: 'chooseSeason', season: 'summer' });
    useGame.getState().dispatch({ type: 'playTerritoryCard', side: 'defender', card: 'red' });
    render(<ShareLinkControl />);
    expect(screen.getByText(/No link while a card lies face down/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /share link/ })).not.toBeInTheDocument();
  });

  it('says a unfinished digital game shares the room view only', async () => {
    useGame.getState().start(makeSetup());
    render(<ShareLinkControl />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Make a share link' }));
    expect(await screen.findByText(/It holds no hand, no deck and no sealed game code/)).toBeInTheDocument();
  });

  it('on a local address, asks for the public address and points the link at it', async () => {
    startPhysical();
    const user = userEvent.setup();
    render(<ShareLinkControl />);
    await user.click(screen.getByRole('button', { name: 'Make a share link' }));
    await screen.findByRole('textbox', { name: 'Link to this battle' });
    expect(screen.getByText(/This link points at this computer/)).toBeInTheDocument();
    const address = screen.getByRole('textbox', { name: 'Public address of this app' });
    await user.type(address, 'club pc');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a full web address');
    await user.clear(address);
    await user.type(address, 'https://club.example/wizard/');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(localStorage.getItem(BASE_KEY)).toBe('https://club.example/wizard/');
    const field = await screen.findByRole('textbox', { name: 'Link to this battle' });
    await screen.findByDisplayValue(/^https:\/\/club\.example\/wizard\/#\/shared\//);
    expect((field as HTMLInputElement).value.startsWith('https://club.example/wizard/#/shared/')).toBe(true);
    expect(screen.queryByText(/This link points at this computer/)).not.toBeInTheDocument();
  });
});
