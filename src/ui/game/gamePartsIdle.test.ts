import { afterEach, expect, it, vi } from 'vitest';
import { GAME_PARTS, preloadGameParts } from './gameParts';

afterEach(() => vi.unstubAllGlobals());

it('loads the game parts one idle time each, the next only once the last has arrived, and stops when the game screen closes', async () => {
  const idle = new Map<number, () => void>();
  let ids = 0;
  vi.stubGlobal('requestIdleCallback', (work: () => void) => {
    idle.set(++ids, work);
    return ids;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => idle.delete(id));
  const runIdle = () => {
    const [[id, work]] = [...idle];
    idle.delete(id);
    work();
  };

  const stop = preloadGameParts(false);
  expect(idle.size).toBe(1);
  expect(Object.values(GAME_PARTS).some((part) => part.ready())).toBe(false);

  runIdle();
  await vi.waitFor(() => expect(idle.size).toBe(1), { timeout: 20_000 });
  expect(GAME_PARTS.TableDiagram.ready()).toBe(true);
  expect(GAME_PARTS.ShareLinkControl.ready()).toBe(false);

  runIdle();
  await vi.waitFor(() => expect(idle.size).toBe(1), { timeout: 20_000 });
  expect(GAME_PARTS.ShareLinkControl.ready()).toBe(true);

  stop();
  expect(idle.size).toBe(0);
  expect(GAME_PARTS.GameFileButtons.ready()).toBe(false);
}, 60_000);
