import { afterEach, expect, it, vi } from 'vitest';
import { GAME_PARTS, MAP_PART, STEP_PARTS, preloadGameParts } from './gameParts';

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
  expect([MAP_PART, STEP_PARTS.march, ...Object.values(GAME_PARTS)].some((part) => part.ready())).toBe(false);

  // First the map, then the later steps' screens in the order a game reaches them.
  runIdle();
  await vi.waitFor(() => expect(idle.size).toBe(1), { timeout: 20_000 });
  expect(MAP_PART.ready()).toBe(true);
  expect(STEP_PARTS.territoryCards.ready()).toBe(false);

  runIdle();
  await vi.waitFor(() => expect(idle.size).toBe(1), { timeout: 20_000 });
  expect([STEP_PARTS.territoryCards.ready(), STEP_PARTS.march.ready()]).toEqual([true, true]);
  expect(STEP_PARTS.chooseTerritory.ready()).toBe(false);

  // Then every other step's screen, and the game's other parts.
  while (!STEP_PARTS.preGameMoves.ready()) {
    runIdle();
    await vi.waitFor(() => expect(idle.size).toBe(1), { timeout: 20_000 });
  }
  expect(Object.values(STEP_PARTS).every((part) => part.ready())).toBe(true);
  expect(GAME_PARTS.TableDiagram.ready()).toBe(false);

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
