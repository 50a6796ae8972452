import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSetup } from '../../../tests/support/randomGame';
import { PHYSICAL } from '../../../tests/support/uiState';
import { catchDownloads } from '../../../tests/support/downloads';
import type { Action } from '../../engine';
import { gameFileName } from '../game/files';
import { toGameLog } from '../gameFile';
import { Home } from '../Home';
import { useNavigation } from '../navigation';
import { SAVE_KEY } from '../saveKey';
import { useGame } from '../store';
import { readAll, readOne, remove, writeIf } from './db';
import { useLibrary } from './library';
import { FSI, PDI } from '../words/names';

// The cards' code, loaded once here: a test then waits for the saved games to be read and shown, not for code to arrive.
beforeAll(() => import('./SavedGames'), 60_000);

const blankGame = useGame.getState();
const blankNavigation = useNavigation.getState();
const ROLL: Action = { type: 'rollOff', faces: ['skull', 'blank'] };

beforeEach(async () => {
  for (const [id] of await readAll()) await remove(String(id));
  useLibrary.setState({ status: 'loading', items: [], failure: null });
  localStorage.clear();
  sessionStorage.clear();
  useGame.setState(blankGame, true);
  useNavigation.setState(blankNavigation, true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Stores a game as the app does, started at a given time, with some actions; returns its id. */
async function storeGame(setup = makeSetup(PHYSICAL), actions: Action[] = [], startedAt = new Date(2026, 10, 23, 9, 5)): Promise<string> {
  useGame.getState().start(setup);
  useGame.setState({ startedAt: startedAt.toISOString() });
  for (const action of actions) expect(useGame.getState().dispatch(action)).toBe(true);
  await useGame.getState().flush();
  const id = useGame.getState().id!;
  // The list is ordered by the last save: make every time the start time, as for a game started and played then
  // (two saves of a fast machine can share a millisecond, which would leave the order to the ids).
  const stored = (await readOne(id)) as Record<string, unknown>;
  const at = startedAt.toISOString();
  await writeIf(id, () => ({ ...stored, createdAt: at, savedAt: at, startedAt: at }));
  useGame.getState().clear();
  return id;
}

// The section shows at once (its list's code still loading), then is replaced by the list: always the current one.
// The first test of the file waits for the library's code to be compiled, slow on a busy machine.
const LOADED = { timeout: 10_000 };
const library = () => screen.getByRole('region', { name: 'Your games' });
const cards = () => waitFor(() => within(library()).getAllByRole('listitem'), LOADED);
const inLibrary = (text: RegExp) => waitFor(() => within(library()).getByText(text), LOADED);

describe('the library of games on the home screen', () => {
  it('lists every saved game, finished or not, newest first, named by players, armies and date, with the step reached', async () => {
    await storeGame(makeSetup(PHYSICAL), [ROLL], new Date(2026, 10, 23, 9, 5));
    await storeGame(makeSetup(PHYSICAL, [{ name: 'Carthaginians' }, { name: 'Numidians' }]), [], new Date(2026, 11, 1, 20, 0));
    render(<Home />);
    const [first, second] = await cards();
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent('Anna (Carthaginians) v Bruno (Numidians), 1 Dec 2026, 20:00');
    expect(first).toHaveTextContent('Stopped at the roll-off · 0 actions');
    expect(within(second!).getByRole('heading', { level: 3 })).toHaveTextContent('Anna (Later Romans) v Bruno (Sassanids), 23 Nov 2026, 09:05');
    expect(second).toHaveTextContent('Stopped at choosing invader or defender · 1 action');
  });

  it('tells apart three games of one pair on one day by the time each started, in the headings and the buttons', async () => {
    for (const [hour, minute] of [
      [19, 5],
      [20, 10],
      [21, 30],
    ] as const)
      await storeGame(makeSetup(PHYSICAL), [], new Date(2026, 10, 23, hour, minute));
    render(<Home />);
    await cards();
    const headings = within(library()).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['21:30', '20:10', '19:05'].map((time) => `Anna (Later Romans) v Bruno (Sassanids), 23 Nov 2026, ${time}`));
    for (const name of [/^Resume the pre-battle: /, /^Rename /, /^Export the game file of /, /^Delete /]) {
      const names = within(library()).getAllByRole('button', { name }).map((b) => b.getAttribute('aria-label'));
      expect(new Set(names).size).toBe(3);
    }
  });

  it("isolates a right-to-left name in the card's buttons' names as the heading does", async () => {
    const setup = makeSetup(PHYSICAL);
    await storeGame({ ...setup, players: [{ ...setup.players[0], name: 'דוד' }, setup.players[1]] });
    render(<Home />);
    await cards();
    const named = `${FSI}דוד${PDI} (Later Romans) v Bruno (Sassanids), 23 Nov 2026, 09:05`;
    for (const label of [`Resume the pre-battle: ${named}`, `Rename ${named}`, `Export the game file of ${named}`, `Delete ${named}`]) {
      expect(within(library()).getByRole('button', { name: label })).toBeInTheDocument();
    }
  });

  it('says so when there is no game yet', async () => {
    render(<Home />);
    expect(await inLibrary(/No saved games yet/)).toBeInTheDocument();
  });

  it('Resume opens the game on the game screen, read before the screen changes (no "Opening the game…" in between)', async () => {
    const id = await storeGame(makeSetup(PHYSICAL), [ROLL]);
    render(<Home />);
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Resume the pre-battle: Anna \(Later Romans\) v Bruno \(Sassanids\)/ }));
    await waitFor(() => expect(useNavigation.getState().view).toBe('game'), { timeout: 10_000 });
    expect(useGame.getState()).toMatchObject({ id, opening: false, log: [ROLL] });
  });

  it('Rename gives the game the players’ own name; an empty one brings back the name from players, armies and date', async () => {
    const id = await storeGame();
    const user = userEvent.setup();
    render(<Home />);
    await user.click(await screen.findByRole('button', { name: /^Rename Anna/ }));
    const field = screen.getByRole('textbox', { name: 'Name of this game' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Club night final{Enter}');
    expect(await screen.findByRole('heading', { level: 3, name: 'Club night final' })).toBeInTheDocument();
    expect(await readOne(id)).toMatchObject({ title: 'Club night final', revision: 1 });
    await user.click(screen.getByRole('button', { name: 'Rename Club night final' }));
    await user.clear(screen.getByRole('textbox', { name: 'Name of this game' }));
    await user.click(screen.getByRole('button', { name: 'Save the name' }));
    expect(await screen.findByRole('heading', { level: 3, name: /^Anna \(Later Romans\) v Bruno \(Sassanids\)/ })).toBeInTheDocument();
  });

  it('a rename survives the next move of the game', async () => {
    const id = await storeGame();
    const user = userEvent.setup();
    render(<Home />);
    await user.click(await screen.findByRole('button', { name: /^Rename Anna/ }));
    await user.type(screen.getByRole('textbox', { name: 'Name of this game' }), '!{Enter}');
    await waitFor(async () => expect(((await readOne(id)) as { title: string | null }).title).toMatch(/!$/));
    await useGame.getState().open(id);
    useGame.getState().dispatch(ROLL);
    await useGame.getState().flush();
    expect(await readOne(id)).toMatchObject({ title: expect.stringMatching(/!$/), revision: 2 });
  });

  it('Export downloads the same game file, under the same name, as the export on the game screen', async () => {
    const setup = makeSetup(PHYSICAL);
    await storeGame(setup, [ROLL]);
    const files = catchDownloads();
    render(<Home />);
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Export the game file of Anna/ }));
    expect(files.map((f) => f.name)).toEqual([gameFileName(setup, new Date(2026, 10, 23, 9, 5).toISOString())]);
    expect(JSON.parse(await files[0]!.blob.text())).toEqual(toGameLog(setup, [ROLL]));
  });

  it('Export of an unfinished game with a sealed seed first says what the file gives away', async () => {
    await storeGame(makeSetup({ dice: 'physical' }));
    const files = catchDownloads();
    const user = userEvent.setup();
    render(<Home />);
    await user.click(await screen.findByRole('button', { name: /^Export the game file of Anna/ }));
    const question = screen.getByRole('alertdialog', { name: 'Export a game that is not over?' });
    expect(question).toHaveTextContent("both players' hands and the order of the deck");
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(files).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /^Export the game file of Anna/ }));
    await user.click(screen.getByRole('button', { name: 'Export anyway' }));
    expect(files).toHaveLength(1);
  });

  it('Delete asks first, naming the game; Cancel keeps it, yes removes it for good', async () => {
    const keep = await storeGame(makeSetup(PHYSICAL, [{ name: 'Carthaginians' }]), [], new Date(2026, 0, 1));
    const id = await storeGame();
    const user = userEvent.setup();
    render(<Home />);
    await user.click(await screen.findByRole('button', { name: /^Delete Anna \(Later Romans\)/ }));
    const question = screen.getByRole('alertdialog', { name: /^Delete “Anna \(Later Romans\) v Bruno \(Sassanids\), 23 Nov 2026, 09:05”\?$/ });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await readOne(id)).toBeDefined();
    await user.click(screen.getByRole('button', { name: /^Delete Anna \(Later Romans\)/ }));
    await user.click(screen.getByRole('button', { name: 'Delete it' }));
    await waitFor(async () => expect(await cards()).toHaveLength(1));
    expect(await readOne(id)).toBeUndefined();
    expect(await readOne(keep)).toBeDefined();
  });

  it('an entry that cannot be read stays listed, with its data to download and a delete that asks', async () => {
    await writeIf('damageddamagedda', () => ({ kind: 'game', id: 'damageddamagedda', revision: 'x' }));
    const files = catchDownloads();
    const user = userEvent.setup();
    render(<Home />);
    const [card] = await cards();
    expect(card).toHaveTextContent('A saved game that cannot be read');
    expect(card).toHaveTextContent('The stored data is damaged (at revision).');
    expect(within(card!).queryByRole('button', { name: /^Resume/ })).not.toBeInTheDocument();
    // It cannot tell whether the game was over, so it says what the file may give away.
    expect(card).toHaveTextContent('If this game was not over, its data holds the sealed game code');
    await user.click(within(card!).getByRole('button', { name: /^Download the saved data/ }));
    expect(JSON.parse(await files[0]!.blob.text())).toEqual({ kind: 'game', id: 'damageddamagedda', revision: 'x' });
    expect(files[0]!.name).toMatch(/^unreadable-pre-battle-/);
    await user.click(within(card!).getByRole('button', { name: /^Delete/ }));
    expect(screen.getByRole('alertdialog', { name: 'Delete “A saved game that cannot be read”?' })).toBeInTheDocument();
    expect(await readOne('damageddamagedda')).toBeDefined();
  });

  it('a saved game whose log no longer replays is listed as needing attention, with why and its data to download, not as a normal game (issue 28)', async () => {
    await storeGame(makeSetup(PHYSICAL), [ROLL], new Date(2026, 10, 23, 9, 5));
    const broken = await storeGame(makeSetup(PHYSICAL, [{ name: 'Goths' }, { name: 'Huns' }]), [ROLL], new Date(2026, 11, 1, 20, 0));
    const stored = (await readOne(broken)) as { log: { actions: unknown[] } };
    await writeIf(broken, () => ({ ...stored, log: { ...stored.log, actions: [ROLL, ROLL] } }));
    const files = catchDownloads();
    render(<Home />);
    const attention = await waitFor(() => within(library()).getByText(/^Needs attention:/).closest('li')!, LOADED);
    expect(within(attention).getByRole('heading', { level: 3 })).toHaveTextContent('Anna (Goths) v Bruno (Huns), 1 Dec 2026');
    expect(attention).toHaveTextContent(/this saved game no longer replays, so it cannot be resumed\. Action 2 of the game file is not allowed: /);
    expect(attention).not.toHaveTextContent(/Stopped at|actions/);
    expect(within(attention).queryByRole('button', { name: /^Resume/ })).toBeNull();
    // Last played first: the broken game (1 Dec) above the other (23 Nov).
    const [first, second] = await cards();
    expect(within(first!).getByText(/^Needs attention:/)).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: /^Resume/ })).toBeInTheDocument();
    await userEvent.setup().click(within(attention).getByRole('button', { name: /^Download the saved data/ }));
    expect(JSON.parse(await files[0]!.blob.text())).toMatchObject({ id: broken, log: { actions: [ROLL, ROLL] } });
  });

  it('the single save of older versions appears in the library, and a broken one is listed as unreadable with its text kept', async () => {
    localStorage.setItem(SAVE_KEY, '{"format":"mortem-pre-battle-log","version":1,"setup":{"broken":true},"actions":[]}');
    catchDownloads();
    render(<Home />);
    const [card] = await cards();
    expect(card).toHaveTextContent('A saved game that cannot be read');
    expect(card).toHaveTextContent(/Kept since \d+ \w{3} \d{4}, \d\d:\d\d\./);
    expect(localStorage.getItem(SAVE_KEY)).toBeNull();
    const [[, value]] = await readAll();
    expect(value).toMatchObject({ kind: 'kept', raw: '{"format":"mortem-pre-battle-log","version":1,"setup":{"broken":true},"actions":[]}' });
  });

  it('a library the browser will not read is told in place, and the rest of home still works', async () => {
    vi.spyOn(IDBObjectStore.prototype, 'openCursor').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(IDBObjectStore.prototype, 'getAll').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    render(<Home />);
    expect(await waitFor(() => within(library()).getByRole('alert'))).toHaveTextContent(
      'Your saved games could not be read. This browser does not let the app store games (a private window, or a setting that blocks site data). A new pre-battle still plays; export its game file to keep it.',
    );
    expect(screen.getByRole('button', { name: 'Start a new pre-battle' })).toBeInTheDocument();
  });

  it('says quietly whether the browser keeps the games when space runs low', async () => {
    vi.stubGlobal('navigator', { ...navigator, storage: { persisted: () => Promise.resolve(false) } });
    await storeGame();
    render(<Home />);
    expect(await inLibrary(/may still clear them if space runs low/)).toBeInTheDocument();
  });
});
