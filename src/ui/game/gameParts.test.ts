import { describe, expect, it } from 'vitest';
import { PHASES } from '../../engine';
import { GAME_PARTS, MAP_PART, STEP_PARTS, mapShown, partsReadyFor, preloadPartsFor, tableShown } from './gameParts';

describe('the parts a resumed game shows at once', () => {
  it('come with the game screen for the opening steps; later, the step’s screen, the map once a territory is chosen, the table diagram from the secure flanks on, and the tracker and summary at the end', async () => {
    // Every game begins with the opening steps: their screens are part of the game screen's own code.
    for (const phase of ['rollOff', 'chooseRole', 'intercept', 'season', 'shuffle', 'dealPbs'] as const) expect(partsReadyFor(phase)).toBe(true);
    expect(partsReadyFor('march')).toBe(false);

    expect([mapShown('dealPbs'), mapShown('chooseTerritory'), mapShown('preGameMoves'), mapShown('done')]).toEqual([false, true, true, true]);
    await preloadPartsFor('march');
    expect([STEP_PARTS.march.ready(), STEP_PARTS.territoryCards.ready(), MAP_PART.ready(), partsReadyFor('march')]).toEqual([true, true, true, true]);
    expect(Object.values(GAME_PARTS).filter((part) => part.ready())).toEqual([]);
    expect(STEP_PARTS.secureFlanks.ready()).toBe(false);

    expect([tableShown('moveCounter'), tableShown('secureFlanks'), tableShown('preGameMoves'), tableShown('done')]).toEqual([false, true, true, false]);
    await preloadPartsFor('placeOptional');
    expect([STEP_PARTS.placeOptional.ready(), STEP_PARTS.placeCompulsory.ready(), GAME_PARTS.TableDiagram.ready()]).toEqual([true, true, true]);
    expect(GAME_PARTS.SummaryStep.ready()).toBe(false);

    await preloadPartsFor('done');
    expect([GAME_PARTS.SummaryStep.ready(), GAME_PARTS.WeatherTracker.ready(), partsReadyFor('done')]).toEqual([true, true, true]);
  }, 30_000);

  it('name a screen for every step of the pre-battle', () => {
    for (const phase of PHASES) if (phase !== 'done') expect(STEP_PARTS[phase], phase).toBeDefined();
  });
});
