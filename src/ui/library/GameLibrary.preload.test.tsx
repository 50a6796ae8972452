import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSetup } from '../../../tests/support/randomGame';
import { PHYSICAL } from '../../../tests/support/uiState';
import { useGame } from '../store';
import { readAll, remove } from './db';
import { GameLibrary } from './GameLibrary';
import { useLibrary } from './library';

const visit = vi.hoisted(() => ({ installed: false, preloaded: [] as string[] }));

vi.mock('../shell/installedVisit', () => ({ visitServedByInstalledApp: () => visit.installed }));
vi.mock('../screens', async (original) => ({
  ...(await original<typeof import('../screens')>()),
  preloadWhenIdle: (...views: string[]) => {
    visit.preloaded.push(...views);
    return () => undefined;
  },
}));
vi.mock('./resume', async (original) => ({
  ...(await original<typeof import('./resume')>()),
  preloadResumeWhenIdle: (phase: string) => {
    visit.preloaded.push(`game at ${phase}`);
    return () => undefined;
  },
}));

const blankGame = useGame.getState();

beforeEach(async () => {
  for (const [id] of await readAll()) await remove(String(id));
  useLibrary.setState({ status: 'loading', items: [], failure: null });
  useGame.setState(blankGame, true);
  visit.preloaded = [];
});

/** Home's library, once it has read the saved games. */
async function libraryRead(): Promise<void> {
  render(<GameLibrary />);
  await screen.findByText(/No saved games yet|Resume the pre-battle/);
}

describe('what Home loads ahead of the next screen (issue 14)', () => {
  it('on a visit the installed app serves, with no game to resume, the setup screen and then the reference load when idle', async () => {
    visit.installed = true;
    await libraryRead();
    expect(visit.preloaded).toEqual(['setup', 'reference']);
  });

  it('on a first visit nothing more loads than Home', async () => {
    visit.installed = false;
    await libraryRead();
    expect(visit.preloaded).toEqual([]);
  });

  it('with a game to resume, the game screen and the parts of that game’s step load when idle, and nothing else', async () => {
    visit.installed = true;
    useGame.getState().start(makeSetup(PHYSICAL));
    expect(useGame.getState().dispatch({ type: 'rollOff', faces: ['skull', 'blank'] })).toBe(true);
    await useGame.getState().flush();
    useGame.getState().clear();
    render(<GameLibrary />);
    await screen.findByRole('button', { name: /^Resume the pre-battle/ });
    expect(visit.preloaded).toEqual(['game at chooseRole']);
  });
});
