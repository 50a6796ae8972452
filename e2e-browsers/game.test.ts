import { expect, test } from 'vitest';
import { re } from './support/inPage';
import { expectHitAreas, playToEnd, startGame, STEP_AREA } from './support/play';
import { engine, openWindow } from './support/session';

test(`${engine}: a whole 2023 digital game from Home to the battle sheet, behind the curtain, every control with a hit area on every step`, async () => {
  const w = await openWindow();
  try {
    await startGame(w, { edition: '2023', mode: 'digital', seed: 'xb-digital' });
    let curtainSeen = false;
    const steps = await playToEnd(
      w,
      { edition: '2023', mode: 'digital', seed: 'xb-digital' },
      {
        onStep: async (heading) => {
          await expectHitAreas(w, heading);
          if (heading === 'The territory contest') {
            // The curtain hides both hands: no card is in the page until a player asks for theirs.
            expect(await w.count({ role: 'region', name: 'Hand-off curtain' })).toBe(1);
            expect(await w.count({ css: '.chip' })).toBe(0);
            expect(await w.count({ role: 'button', name: re(/^Play /) })).toBe(0);
            await w.pressAndSettle({ role: 'button', name: re(/show my cards/), within: STEP_AREA });
            await expectHitAreas(w, `${heading}, a hand shown`);
            await w.pressAndSettle({ role: 'button', name: re(/^Play /), within: STEP_AREA, nth: 0 });
            await w.waitFor({ role: 'region', name: 'Hand-off curtain' });
            expect(await w.count({ css: '.chip' })).toBe(0);
            curtainSeen = true;
          }
        },
      },
    );
    expect(curtainSeen).toBe(true);
    expect(steps).toEqual(expect.arrayContaining(['Choosing invader or defender', 'The territory contest', 'The march: day 1 of 5', 'Scouting: result', 'Deployment']));
    expect(steps).not.toContain('The roll-off');
    await w.waitFor({ role: 'heading', name: 'Battle summary' });
    await w.pressAndSettle({ role: 'button', name: 'Battle sheet' });
    await w.heading('Battle sheet');
    await w.waitFor({ role: 'img', name: 'QR code of the share link' });
    await expectHitAreas(w, 'Battle sheet');
  } finally {
    await w.close();
  }
});
