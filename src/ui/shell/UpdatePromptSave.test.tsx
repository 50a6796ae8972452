import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSetup } from '../../../tests/support/randomGame';
import { fakeServiceWorkers } from '../../../tests/support/serviceWorker';
import { PHYSICAL } from '../../../tests/support/uiState';
import { useGame } from '../store';
import { UpdatePrompt } from './UpdatePrompt';

const pwa = vi.hoisted(() => ({
  needRefresh: true,
  offlineReady: false,
  setNeedRefresh: vi.fn(),
  setOfflineReady: vi.fn(),
  updateServiceWorker: vi.fn(() => Promise.resolve()),
}));
vi.mock('virtual:pwa-register/react', async () => (await import('../../../tests/support/serviceWorker')).registerSwHook(pwa));

/** Every write to the library waits here until the test settles it: stored, or refused as a full disk. */
const writes = vi.hoisted(() => ({ pending: [] as { resolve: (wrote: boolean) => void; reject: (error: unknown) => void }[] }));
vi.mock('../library/db', async (original) => ({
  ...(await original<typeof import('../library/db')>()),
  writeIf: () => new Promise<boolean>((resolve, reject) => writes.pending.push({ resolve, reject })),
}));

const exported = vi.hoisted(() => vi.fn());
vi.mock('../gameFile', async (original) => ({ ...(await original<typeof import('../gameFile')>()), exportGameFile: exported }));

const blank = useGame.getState();
const full = () => Object.assign(new Error('no room'), { name: 'QuotaExceededError' });

/** Starts a game whose first save is now waiting on the disk. */
async function startGame() {
  useGame.getState().start(makeSetup(PHYSICAL));
  await waitFor(() => expect(writes.pending).toHaveLength(1));
}

/** Settles the waiting write. */
async function settle(outcome: 'stored' | 'full') {
  const write = writes.pending.shift()!;
  if (outcome === 'stored') write.resolve(true);
  else write.reject(full());
  await useGame.getState().flush();
}

/** The prompt as a player sees it when a new version waits: shown once it has read the page's service workers. */
async function renderPrompt() {
  render(<UpdatePrompt pageEnd={null} />);
  await screen.findByRole('status');
}

afterEach(() => fakeServiceWorkers(undefined));

beforeEach(() => {
  fakeServiceWorkers({ controlled: true, waiting: true });
  useGame.setState(blank, true);
  writes.pending = [];
  vi.clearAllMocks();
});

describe('UpdatePrompt and the game\'s saves (issue 28)', () => {
  it('says when the last save failed, and offers the game file', async () => {
    await startGame();
    await renderPrompt();
    expect(screen.getByRole('status')).toHaveTextContent('Your game is saved');
    await settle('full');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('the last save of your game failed'));
    expect(screen.getByRole('status')).not.toHaveTextContent('Your game is saved');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save the game file' }));
    expect(exported).toHaveBeenCalledTimes(1);
    expect(exported.mock.calls[0]?.[0]).toEqual(useGame.getState().setup);
  });

  it('Reload waits for the pending save, then reloads', async () => {
    await startGame();
    await renderPrompt();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(screen.getByRole('button', { name: 'Saving the game…' })).toBeDisabled();
    expect(pwa.updateServiceWorker).not.toHaveBeenCalled();
    await settle('stored');
    await waitFor(() => expect(pwa.updateServiceWorker).toHaveBeenCalledWith(true));
  });

  it('a pending save that fails stops the reload and says so; Reload anyway then reloads', async () => {
    await startGame();
    await renderPrompt();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await settle('full');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('the last save of your game failed'));
    expect(pwa.updateServiceWorker).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload anyway' }));
    await waitFor(() => expect(pwa.updateServiceWorker).toHaveBeenCalledWith(true));
  });
});
