import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeSetup } from '../../../tests/support/randomGame';
import { PHYSICAL } from '../../../tests/support/uiState';
import type { Setup } from '../../engine';
import { Home } from '../Home';
import { useNavigation } from '../navigation';
import { useGame } from '../store';
import { readAll, readOne, remove, writeIf } from './db';
import { useLibrary } from './library';

// Issue 29: the library sorted by last played, each entry with the rules it is played under, Start at the top, and
// the focus kept after a delete.

beforeAll(() => import('./SavedGames'), 60_000);

const blankGame = useGame.getState();
const blankNavigation = useNavigation.getState();

beforeEach(async () => {
  for (const [id] of await readAll()) await remove(String(id));
  useLibrary.setState({ status: 'loading', items: [], failure: null });
  localStorage.clear();
  sessionStorage.clear();
  useGame.setState(blankGame, true);
  useNavigation.setState(blankNavigation, true);
});

/** Stores a game as the app does, then sets when it was made and last played; `change` edits the stored entry further. */
async function storeGame(setup: Setup, createdAt: Date, savedAt: Date, change: (entry: Record<string, unknown>) => Record<string, unknown> = (e) => e): Promise<string> {
  useGame.getState().start(setup);
  await useGame.getState().flush();
  const id = useGame.getState().id!;
  const stored = (await readOne(id)) as Record<string, unknown>;
  await writeIf(id, () => change({ ...stored, createdAt: createdAt.toISOString(), startedAt: createdAt.toISOString(), savedAt: savedAt.toISOString() }));
  useGame.getState().clear();
  return id;
}

const LOADED = { timeout: 10_000 };
const library = () => screen.getByRole('region', { name: 'Your games' });
const cards = () => waitFor(() => within(library()).getAllByRole('listitem'), LOADED);
const heading = (card: HTMLElement) => within(card).getByRole('heading', { level: 3 });

describe('the library on Home (issue 29)', () => {
  it('lists the game played last first, whenever it was made', async () => {
    // Made first but played last: it comes first.
    await storeGame(makeSetup(PHYSICAL, [{ name: 'Goths' }, { name: 'Huns' }]), new Date(2026, 10, 1), new Date(2026, 10, 27, 20));
    await storeGame(makeSetup(PHYSICAL, [{ name: 'Franks' }, { name: 'Avars' }]), new Date(2026, 10, 20), new Date(2026, 10, 21));
    render(<Home />);
    const [first, second] = await cards();
    expect(heading(first!)).toHaveTextContent(/Goths/);
    expect(heading(second!)).toHaveTextContent(/Franks/);
  });

  it("names each game's edition with its app rules, scale and profile, from its summary or, for an older entry, from its log's setup", async () => {
    const day = new Date(2026, 10, 23);
    const profile = { name: 'Club night', values: {} } as unknown as NonNullable<Setup['profile']>;
    const pacto = makeSetup({ ...PHYSICAL, edition: '2020', scale: 'pacto' });
    await storeGame(pacto, day, new Date(2026, 10, 25));
    // An entry saved before the summary held the rules: its summary lacks them, its log still has the setup, which
    // named no app rules then (read as app rules 2, issue 34).
    await storeGame(makeSetup(PHYSICAL), day, new Date(2026, 10, 24), (entry) => {
      const { edition: _e, scale: _s, profile: _p, rulesVersion: _r, ...summary } = entry.summary as Record<string, unknown>;
      const log = entry.log as { setup: Setup };
      const { rulesVersion: _named, ...setup } = log.setup;
      return { ...entry, summary, log: { ...log, setup: { ...setup, profile } } };
    });
    render(<Home />);
    const [first, second] = await cards();
    expect(first).toHaveTextContent(`${pacto.edition} edition (app rules 5, Dec 2026) · Pacto · rules as printed`);
    expect(second).toHaveTextContent(`${makeSetup(PHYSICAL).edition} edition (app rules 2, Nov 2026) · Maximus · profile “${profile.name}”`);
  });

  it('keeps "Start a new pre-battle" above the saved games, however many there are', async () => {
    for (let i = 0; i < 4; i += 1) await storeGame(makeSetup(PHYSICAL), new Date(2026, 10, 1 + i), new Date(2026, 10, 1 + i));
    render(<Home />);
    await cards();
    const start = screen.getByRole('button', { name: 'Start a new pre-battle' });
    expect(start.compareDocumentPosition(library()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('after a delete the focus goes to the next game, else to the one before, else to the heading of "Your games"', async () => {
    const user = userEvent.setup();
    await storeGame(makeSetup(PHYSICAL, [{ name: 'Goths' }]), new Date(2026, 10, 3), new Date(2026, 10, 3));
    await storeGame(makeSetup(PHYSICAL, [{ name: 'Franks' }]), new Date(2026, 10, 2), new Date(2026, 10, 2));
    await storeGame(makeSetup(PHYSICAL, [{ name: 'Avars' }]), new Date(2026, 10, 1), new Date(2026, 10, 1));
    render(<Home />);
    await cards();
    const remove = async (army: string) => {
      await user.click(within(library()).getByRole('button', { name: new RegExp(`^Delete Anna \\(${army}\\)`) }));
      await user.click(screen.getByRole('button', { name: 'Delete it' }));
      await waitFor(() => expect(within(library()).queryByText(new RegExp(army))).toBeNull(), LOADED);
    };
    await remove('Goths');
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/^Anna \(Franks\)/));
    await remove('Avars');
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/^Anna \(Franks\)/));
    await remove('Franks');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Your games' })));
  });
});
