import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import physical from '../../../examples/physical-2020.json?raw';
import v2Links from '../../../tests/fixtures/links/v2.json';
import waterside from '../../../examples/digital-2023-waterside.json?raw';
import { makeSetup } from '../../../tests/support/randomGame';
import { watersideWithBattle } from '../../../tests/support/battleFile';
import { PHYSICAL, uiRules } from '../../../tests/support/uiState';
import { replay, type Action, type GameLog } from '../../engine';
import { encodeJson } from '../../share/codec';
import { shareLink, sharePayload } from '../../share/link';
import { packAction, type GamePayload } from '../../share/payload';
import { useNavigation } from '../navigation';
import { readAll } from '../library/db';
import { useGame } from '../store';
import { SharedBattle } from './SharedBattle';


const blankGame = useGame.getState();
const blankNavigation = useNavigation.getState();
const digitalLog = JSON.parse(waterside) as GameLog;
const physicalLog = JSON.parse(physical) as GameLog;

beforeEach(() => {
  localStorage.clear();
  useGame.setState(blankGame, true);
  useNavigation.setState(blankNavigation, true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function payloadOf(log: Pick<GameLog, 'setup' | 'actions'>, options: { sheet?: boolean } = {}): Promise<string> {
  const made = await shareLink(uiRules, log, { base: '', ...options });
  if (!made.ok) throw new Error(made.reason);
  return made.url.slice('#/shared/'.length);
}

/** A game of other players saved on this device, as the store saves it; resolves with the whole library as stored. */
async function saveOtherGame(): Promise<unknown> {
  useGame.getState().start(makeSetup({ ...PHYSICAL, players: [{ ...makeSetup().players[0], name: 'Carla' }, { ...makeSetup().players[1], name: 'Dino' }] }));
  useGame.getState().dispatch({ type: 'rollOff', faces: ['skull', 'blank'] });
  await useGame.getState().flush();
  useGame.setState(blankGame, true);
  return readAll();
}

const title = /^Shared battle: Anna \(Later Romans\) v Bruno \(Sassanids\)$/;

describe('SharedBattle', () => {
  it('shows a finished digital game read-only: players, the revealed seed, the map, the summary, and Continue a copy', async () => {
    render(<SharedBattle payload={await payloadOf(digitalLog)} />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/Every roll and deal of the pre-battle was drawn again from the revealed game code/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Battle summary' })).toBeInTheDocument();
    expect(screen.getByText('club-night-62')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: /Waterside PBS map/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue a copy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Choose/ })).not.toBeInTheDocument();
  });

  it('says the battle\'s weather rolls came unchecked, on the screen and on its sheet: the battle code never travels in a link (issue 38)', async () => {
    const user = userEvent.setup();
    const log = watersideWithBattle({ rules: uiRules, turns: 3 });
    render(<SharedBattle payload={await payloadOf(log)} />);
    expect(await screen.findByText(/The battle’s weather rolls \(3 turns\) are shown as the link gives them, not checked/)).toBeInTheDocument();
    expect(screen.getByText(/Every roll and deal of the pre-battle was drawn again/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Battle sheet' }));
    expect(screen.getByText(/every roll and deal of the pre-battle is checked against the game code/)).toBeInTheDocument();
    expect(screen.getByText(/weather rolls of the battle’s 3 turns are shown as given, not checked/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/every roll and deal is checked/);
  });

  it('draws the table diagram read-only, and opens the battle sheet on its own with the link as its QR code, and back', async () => {
    const user = userEvent.setup();
    render(<SharedBattle payload={await payloadOf(digitalLog)} />);
    const diagram = await screen.findByRole('figure', { name: /^Table diagram/ });
    expect(within(diagram).queryByRole('button', { name: /record/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Battle sheet' }));
    expect(screen.getByRole('img', { name: /QR code of the share link/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: title })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the shared battle' }));
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('a battle sheet\'s link (its QR code) opens the sheet itself, with the way to the whole shared battle (link version 3, issue 38)', async () => {
    const user = userEvent.setup();
    render(<SharedBattle payload={await payloadOf(digitalLog, { sheet: true })} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Battle sheet' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: title })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'The whole shared battle' }));
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Battle summary' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Battle sheet' }));
    await user.click(screen.getByRole('button', { name: 'Back to the shared battle' }));
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['the game menu\'s share link (version 3, not a sheet\'s)', async () => payloadOf(digitalLog)],
    ['a version 2 link, which has no such flag', async () => Promise.resolve(v2Links[0]!.link.slice('#/shared/'.length))],
  ])('%s opens the shared summary, as before issue 38', async (_name, payload) => {
    render(<SharedBattle payload={await payload()} />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Battle sheet' })).not.toBeInTheDocument();
  });

  it('continues a copy as a new game of the library, at once; the games already saved here are kept', async () => {
    const before = (await saveOtherGame()) as [string, unknown][];
    render(<SharedBattle payload={await payloadOf(physicalLog)} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue a copy' }));
    expect(useGame.getState().log).toEqual(physicalLog.actions);
    expect(useGame.getState().setup?.players).toEqual(physicalLog.setup.players);
    expect(useNavigation.getState().view).toBe('game');
    await useGame.getState().flush();
    const after = await readAll();
    expect(after).toEqual(expect.arrayContaining(before));
    expect(after.map(([id]) => id)).toContain(useGame.getState().id);
  });

  it('shows an unfinished digital game as the room saw it, and says why it cannot be continued', async () => {
    const actions = digitalLog.actions.slice(0, 30);
    render(<SharedBattle payload={await payloadOf({ setup: digitalLog.setup, actions })} />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/The pre-battle is not over yet/)).toBeInTheDocument();
    expect(screen.getByText(/come from a game code that stays sealed until the end/)).toBeInTheDocument();
    // The example's code was typed: no fingerprint travels, the code is said to be typed (issue 28).
    expect(screen.queryByText(/fingerprint/)).not.toBeInTheDocument();
    expect(screen.getByText('Game code typed by a player: the hands can be known')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue a copy' })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain('club-night-62');
  });

  it('shows the fingerprint of a code the app drew, sealed until the end', async () => {
    const setup = { ...digitalLog.setup, seedSource: 'drawn' as const };
    render(<SharedBattle payload={await payloadOf({ setup, actions: digitalLog.actions.slice(0, 30) })} />);
    expect(await screen.findByText(/Sealed until the end of the pre-battle · fingerprint [0-9A-F]{4} /)).toBeInTheDocument();
  });

  it.each([
    ['damaged', 'AAAAAAAAAAAAAAAA', /This link is damaged/],
    ['not a link', 'not a link', /This is not a share link/],
    ['empty', '', /Paste a share link first/],
  ])('a %s link says so, links home and leaves the saved games untouched', async (_name, payload, message) => {
    const saved = await saveOtherGame();
    render(<SharedBattle payload={payload} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This shared battle cannot be opened' })).toBeInTheDocument();
    expect(within(alert).getByText(message)).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Go to the home screen' })).toHaveAttribute('href', '#/');
    expect(await readAll()).toEqual(saved);
  });

  it('a link with a forged roll names the action and what the seed gives', async () => {
    const state = replay(uiRules, digitalLog.setup, digitalLog.actions);
    if (!state.ok) throw new Error('example');
    const payload = sharePayload(uiRules, state.state, digitalLog.actions) as GamePayload;
    const at = digitalLog.actions.findIndex((a) => a.type === 'rollWeather');
    const real = digitalLog.actions[at] as Extract<Action, { type: 'rollWeather' }>;
    payload[3][at] = packAction({ type: 'rollWeather', dice: [real.dice[0] === 6 ? 1 : 6, real.dice[1]] });
    render(<SharedBattle payload={await encodeJson(payload)} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Action ${at + 1} of this link does not follow the game code: the game code gives weather dice ${real.dice[0]} and ${real.dice[1]}`);
  });
});
