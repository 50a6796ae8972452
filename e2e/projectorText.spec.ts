import { expect, test, type Page } from '@playwright/test';
import { expectFollowing, moment, openFile, openProjectorTab, projectorGames } from './support/projector';
import { playToEnd, startGame, type PlayOptions } from './support/wizard';

/** Set PROJECTOR_SHOTS to a folder to keep screenshots of the projector at every checked step and size (never the repo). */
const SHOTS = process.env.PROJECTOR_SHOTS;

/** A laptop's projector, a full-HD screen and an old 4:3 projector (issue 38). */
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 1024, height: 768 },
] as const;

/** Every text the room is shown, legends, captions and map labels included, is at least 2.2% of the screen's height (issue 38). */
const TEXT_VH = 0.022;

/**
 * Every text node drawn on the screen, with its size as drawn: an SVG text's font size is in the drawing's units, so it
 * is scaled by the drawing's own scale on the screen. Also what scrolls and any text drawn off the screen.
 */
async function measure(projector: Page) {
  return projector.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: { text: string; px: number; off: boolean }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('.visually-hidden, style, script, noscript')) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // Chromium's checkVisibility sees no display: none on an SVG group: the drawing's other layout is hidden that way.
      let hidden = false;
      for (let el: Element | null = parent; el && !hidden; el = el.parentElement) hidden = getComputedStyle(el).display === 'none';
      if (hidden) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.length === 0) continue;
      const svgText = parent instanceof SVGGraphicsElement ? parent : null;
      const ctm = svgText?.getScreenCTM();
      const scale = ctm ? Math.hypot(ctm.a, ctm.b) : 1;
      const off = rects.some((r) => r.left < -0.5 || r.top < -0.5 || r.right > window.innerWidth + 0.5 || r.bottom > window.innerHeight + 0.5);
      texts.push({ text: text.slice(0, 40), px: parseFloat(getComputedStyle(parent).fontSize) * scale, off });
    }
    return {
      scroll: { width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight },
      viewport: { width: window.innerWidth, height: window.innerHeight },
      texts,
    };
  });
}

/** At every size: the page does not scroll, no text is off the screen, and every text is at least 2.2% of the height (soft: one run reports every size). */
async function expectReadable(projector: Page, label: string): Promise<void> {
  await expect(moment(projector)).toHaveCount(0, { timeout: 10_000 });
  for (const size of SIZES) {
    await projector.setViewportSize(size);
    const at = `${label} at ${size.width}x${size.height}`;
    const m = await measure(projector);
    if (SHOTS) await projector.screenshot({ path: `${SHOTS}/text-${label.replace(/\W+/g, '-')}-${size.width}.png` });
    expect.soft(m.scroll.height, `${at}: the page scrolls`).toBeLessThanOrEqual(m.viewport.height);
    expect.soft(m.scroll.width, `${at}: the page scrolls sideways`).toBeLessThanOrEqual(m.viewport.width);
    expect.soft(m.texts.length, `${at}: texts`).toBeGreaterThan(5);
    const least = TEXT_VH * size.height - 0.05;
    expect.soft(m.texts.filter((t) => t.px < least).map((t) => `${t.text} (${t.px.toFixed(1)} px)`), `${at}: texts under ${least.toFixed(2)} px`).toEqual([]);
    expect.soft(m.texts.filter((t) => t.off).map((t) => t.text), `${at}: texts off the screen`).toEqual([]);
  }
}

test('every text is at least 2.2% of the screen and nothing scrolls, the new game banner shown, from the roll-off to the end', async ({ context }) => {
  test.setTimeout(240_000);
  const main = await context.newPage();
  const options: PlayOptions = { edition: '2023', mode: 'digital', seed: 'e2e-projector-live' };
  await startGame(main, options);
  const projector = await openProjectorTab(context, main);
  await expectFollowing(projector, main);

  // A 2020 game started in another window: the projector stays on its game and offers the new one, naming it.
  const other = await context.newPage();
  await startGame(other, { edition: '2020', mode: 'physical', seed: 'unused' });
  await main.bringToFront();
  const follow = projector.getByRole('button', { name: /^A new game started: follow it/ });
  await expect(follow).toBeVisible();
  // Named by what its public view holds, not only by its players: their armies and the edition.
  await expect(follow).toHaveAccessibleName('A new game started: follow it. Anna (Later Romans) v Bruno (Sassanids), 2020 edition');

  await expectReadable(projector, 'the roll-off');
  const stage = projector.locator('.room-stage');
  for (const [label, stopAt, drawing] of [
    ['territory contest', /territory contest/i, null],
    ['march day 3', /day 3 of 5/, /PBS map/],
    ['placing terrain', /placing optional terrain/i, /Table diagram/],
    ['the end', undefined, /Table diagram/],
  ] as const) {
    await playToEnd(main, { ...options, stopAt });
    await expectFollowing(projector, main);
    await expect(follow).toBeVisible();
    if (drawing) await expect(stage.getByRole('figure', { name: drawing })).toBeVisible();
    await expectReadable(projector, label);
  }
  await expect(projector.getByRole('region', { name: 'Battle summary' })).toBeVisible();
});

test('every text is at least 2.2% of the screen and nothing scrolls in the battle, eight turns of weather beside the table, the banner shown', async ({ context }) => {
  test.setTimeout(120_000);
  const main = await context.newPage();
  await openFile(main, projectorGames().battle);
  const projector = await openProjectorTab(context, main);
  await expectFollowing(projector, main);
  const other = await context.newPage();
  await startGame(other, { edition: '2023', mode: 'digital', seed: 'e2e-projector-second' });
  await expect(projector.getByRole('button', { name: /^A new game started: follow it/ })).toBeVisible();
  // The start of the battle and its eight turns: the most weather rows the room is shown.
  await expect(projector.getByRole('region', { name: 'Weather through the battle' }).getByRole('listitem')).toHaveCount(9);
  await expectReadable(projector, 'battle turn 8');
});
