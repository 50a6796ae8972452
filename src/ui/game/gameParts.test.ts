import { describe, expect, it } from 'vitest';
import { GAME_PARTS, preloadPartsFor, tableShown } from './gameParts';

describe('the parts a resumed game shows at once', () => {
  it('loads nothing more for an early step, the table diagram from the secure flanks on, and the tracker and summary at the end', async () => {
    await preloadPartsFor('march');
    expect(Object.values(GAME_PARTS).filter((part) => part.ready())).toEqual([]);

    expect([tableShown('moveCounter'), tableShown('secureFlanks'), tableShown('preGameMoves'), tableShown('done')]).toEqual([false, true, true, false]);
    await preloadPartsFor('placeOptional');
    expect(GAME_PARTS.TableDiagram.ready()).toBe(true);
    expect(GAME_PARTS.SummaryStep.ready()).toBe(false);

    await preloadPartsFor('done');
    expect([GAME_PARTS.SummaryStep.ready(), GAME_PARTS.WeatherTracker.ready()]).toEqual([true, true]);
  }, 30_000);
});
