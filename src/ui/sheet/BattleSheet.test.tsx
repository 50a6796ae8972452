import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import waterside from '../../../examples/digital-2023-waterside.json?raw';
import physical2020 from '../../../examples/physical-2020.json?raw';
import { publicView, type GameState } from '../../engine';
import { readGameText } from '../../../tests/support/gameFile';
import { useNavigation } from '../navigation';
import { rules, useGame } from '../store';
import { BattleSheet } from './BattleSheet';
import { QR_MAX_CHARS, qrModules, qrPath } from './QrCode';
import { SheetButton } from './SheetButton';
import { SheetScreen } from './SheetScreen';
import { readShared } from '../../share/link';
import { SHEET_WORDS } from './words';
import { codeOf } from '../../../tests/support/gameCode';

const blankGame = useGame.getState();
const blankNavigation = useNavigation.getState();

beforeEach(() => {
  localStorage.clear();
  useGame.setState(blankGame, true);
  useNavigation.setState(blankNavigation, true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function finished(text: string): GameState {
  const loaded = readGameText(rules(), text);
  if (!loaded.ok) throw new Error(loaded.message);
  return loaded.state;
}

const URL_TEXT = 'https://pbw.example/#/shared/AbCdEf0123456789';

/** Stubs the clipboard that user-event installs; `fail` makes it refuse, as a browser does without permission. */
function stubClipboard(fail = false) {
  const user = userEvent.setup();
  const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(() => (fail ? Promise.reject(new Error('denied')) : Promise.resolve()));
  return { user, writeText };
}

/** The text of the sheet row with this bold label, e.g. "Seed: club-night (typed by a player)". */
function row(label: string): string {
  const strong = screen.getAllByText(label, { selector: 'strong' })[0];
  return strong?.closest('li')?.textContent ?? '';
}

describe('BattleSheet', () => {
  const state = finished(waterside);

  it('shows the page with every section heading, the players and a QR code named as the share link', () => {
    render(<BattleSheet rules={rules()} view={state} seed={codeOf(state.setup)} shareUrl={URL_TEXT} />);
    const page = screen.getByRole('article', { name: 'Anna (Later Romans) v Bruno (Sassanids)' });
    for (const title of ['The battle', 'Territory and final square', 'Territory special rules', 'The table', 'Season and weather', 'Terrain pieces', 'Terrain effects', 'Vital Settlement or Fort', 'Scouting', 'Deployment plan', 'Pre-game moves', 'Game code']) {
      expect(within(page).getByRole('heading', { name: new RegExp(`^${title}`) })).toBeInTheDocument();
    }
    expect(within(page).getByRole('figure', { name: 'Table diagram' })).toBeInTheDocument();
    expect(within(page).queryAllByRole('button')).toEqual([]);
    const qr = within(page).getByRole('img', { name: 'QR code of the share link' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(within(page).getByText(URL_TEXT)).toBeInTheDocument();
    expect(within(page).getByText(codeOf(state.setup), { exact: false })).toBeInTheDocument();
    const plan = within(page).getByRole('region', { name: /^Deployment plan/ });
    expect(within(plan).getAllByRole('listitem').length).toBeGreaterThan(10);
    expect(within(plan).getAllByText('[4 TuGs]', { exact: false }).length).toBeGreaterThan(0);
  });

  it('has no QR code without a share link, and never prints a sealed seed', () => {
    render(<BattleSheet rules={rules()} view={publicView(state)} seed={null} shareUrl={null} />);
    expect(screen.queryByRole('img', { name: 'QR code of the share link' })).not.toBeInTheDocument();
    expect(screen.queryByText(codeOf(state.setup), { exact: false })).not.toBeInTheDocument();
    expect(row('Game code')).toBe('Game code: Sealed: not revealed here');
  });

  it('Print opens the print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(<BattleSheet rules={rules()} view={state} seed={null} shareUrl={null} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('Copy as text puts the plain text on the clipboard and says so', async () => {
    const { user, writeText } = stubClipboard();
    render(<BattleSheet rules={rules()} view={state} seed={codeOf(state.setup)} shareUrl={URL_TEXT} />);
    await user.click(screen.getByRole('button', { name: 'Copy as text' }));
    expect(await screen.findByText('The battle sheet is copied as text: paste it into a chat or an email.')).toBeInTheDocument();
    expect(screen.getByText(/is copied as text/).closest('[role="status"]')).not.toBeNull();
    const text = String(writeText.mock.calls[0]![0]);
    expect(text).toMatch(/^Anna \(Later Romans\) v Bruno \(Sassanids\)\n/);
    expect(text).toContain('DEPLOYMENT PLAN\n1. Both players: ');
    expect(text).toContain(`Share link: ${URL_TEXT}`);
  });

  it('when the clipboard refuses, the text is shown selected in a box to copy by hand', async () => {
    const { user } = stubClipboard(true);
    render(<BattleSheet rules={rules()} view={state} seed={null} shareUrl={null} />);
    await user.click(screen.getByRole('button', { name: 'Copy as text' }));
    expect(await screen.findByText(/Copying is blocked here/)).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'The battle sheet as text' }) as HTMLTextAreaElement;
    expect(box.value).toContain('TERRAIN PIECES');
    await waitFor(() => expect(box).toHaveFocus());
    expect(box.selectionStart).toBe(0);
    expect(box.selectionEnd).toBe(box.value.length);
  });

  it('Back leaves the sheet', async () => {
    const onBack = vi.fn();
    render(<BattleSheet rules={rules()} view={state} seed={null} shareUrl={null} back={{ label: 'Back to the game', onBack }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to the game' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('a 2020 game has no Vital Settlement or pre-game moves, and says it has no seed', () => {
    const old = finished(physical2020);
    render(<BattleSheet rules={rules()} view={old} seed={null} shareUrl={null} />);
    expect(screen.queryByRole('heading', { name: /^Vital Settlement/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Pre-game moves/ })).not.toBeInTheDocument();
    expect(row('Game code')).toBe("Game code: No game code: the players' own cards and dice decided");
  });
});

describe('QR code', () => {
  it('draws each run of dark modules as one rectangle inside a 4-module quiet zone', () => {
    const dark = new Set(['0,0', '1,0', '3,0', '2,2']);
    expect(qrPath({ size: 4, get: (x, y) => dark.has(`${x},${y}`) })).toBe('M4 4h2v1h-2zM7 4h1v1h-1zM6 6h1v1h-1z');
  });

  it('fits a share link, and knows a text too long for any QR code', () => {
    const qr = qrModules(`${URL_TEXT}${'x'.repeat(600)}`);
    expect(qr?.size).toBeGreaterThan(21 + 8);
    expect(qrModules('x'.repeat(5000))).toBeNull();
  });

  it(`prints a link of up to ${QR_MAX_CHARS} characters as a code of version 13 or lower (correction L), modules at least 0.4 mm`, () => {
    const link = `${URL_TEXT}${'x'.repeat(QR_MAX_CHARS - URL_TEXT.length)}`;
    const qr = qrModules(link)!;
    // The SVG's size counts the quiet zone: 17 + 4 x version modules, and 8 more.
    expect((qr.size - 8 - 17) / 4).toBeLessThanOrEqual(13);
    render(<BattleSheet rules={rules()} view={finished(waterside)} seed={null} shareUrl={link} />);
    const svg = screen.getByRole('img', { name: 'QR code of the share link' });
    const mm = Number(/([\d.]+)mm/.exec(svg.getAttribute('style') ?? '')?.[1]);
    expect(mm / qr.size).toBeGreaterThanOrEqual(0.4);
  });

  it('says a longer link is too long for a printed code and offers the game file instead (issue 29)', () => {
    const link = `${URL_TEXT}${'x'.repeat(QR_MAX_CHARS + 1 - URL_TEXT.length)}`;
    render(<BattleSheet rules={rules()} view={finished(waterside)} seed={null} shareUrl={link} gameFile={<button type="button">Export the game file</button>} />);
    expect(screen.queryByRole('img', { name: 'QR code of the share link' })).not.toBeInTheDocument();
    expect(screen.getByText(SHEET_WORDS.qrLinkTooLong({ chars: QR_MAX_CHARS + 1, max: QR_MAX_CHARS }))).toBeInTheDocument();
    expect(screen.getByText(SHEET_WORDS.qrGameFile)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export the game file' })).toBeInTheDocument();
  });

  it('offers no game file while the link fits a printed code', () => {
    render(<BattleSheet rules={rules()} view={finished(waterside)} seed={null} shareUrl={URL_TEXT} gameFile={<button type="button">Export the game file</button>} />);
    expect(screen.queryByRole('button', { name: 'Export the game file' })).not.toBeInTheDocument();
  });
});

describe('the battle sheet screen and its button', () => {
  it('the button opens #/sheet once the pre-battle is over', async () => {
    render(<SheetButton done />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Battle sheet' }));
    expect(useNavigation.getState().view).toBe('sheet');
  });

  it('before the end the button is disabled and says when the sheet will be ready', () => {
    render(<SheetButton done={false} />);
    const button = screen.getByRole('button', { name: 'Battle sheet' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('The battle sheet is ready when the pre-battle is over.');
  });

  it('shows the finished game with its seed and the QR code of its share link', async () => {
    expect(useGame.getState().importText(waterside)).toBeNull();
    render(<SheetScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Battle sheet' })).toBeInTheDocument();
    expect(row('Game code')).toMatch(/^Game code: club-night\S* \(typed by a player\)$/);
    const qr = await screen.findByRole('img', { name: 'QR code of the share link' });
    expect(qr).toBeInTheDocument();
    expect(screen.getByText(/#\/shared\//)).toBeInTheDocument();
    // The sheet's link (and so its QR code) is marked as a sheet's, which opens the sheet (link version 3, issue 38).
    const read = await readShared(rules(), screen.getByText(/#\/shared\//).textContent!);
    expect(read.ok && read.battle.fromSheet).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to the game' }));
    expect(useNavigation.getState().view).toBe('game');
  });

  it('says on screen when its QR code points at this computer, and takes the public address to make one a phone opens', async () => {
    expect(useGame.getState().importText(waterside)).toBeNull();
    render(<SheetScreen />);
    const user = userEvent.setup();
    // The tests run on localhost, as the app does when a club runs it on its own laptop.
    expect(await screen.findByText(SHEET_WORDS.qrLocal)).toBeInTheDocument();
    expect(screen.getByText(/^http:\/\/localhost.*#\/shared\//)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Public address of this app'), 'https://club.example/pbw/');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText(/^https:\/\/club\.example\/pbw\/#\/shared\//)).toBeInTheDocument();
    expect(screen.queryByText(SHEET_WORDS.qrLocal)).not.toBeInTheDocument();
    // The note sits with the controls, which are not printed.
    expect(within(screen.getByRole('article')).queryByLabelText('Public address of this app')).not.toBeInTheDocument();
  });

  it('a game still in progress gets no sheet, only why and the way back', () => {
    useGame.getState().start(finished(waterside).setup);
    render(<SheetScreen />);
    expect(screen.getByText('The battle sheet is ready when the pre-battle is over.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('no game at all says so', () => {
    render(<SheetScreen />);
    expect(screen.getByText('There is no pre-battle to make a battle sheet of.')).toBeInTheDocument();
  });
});
