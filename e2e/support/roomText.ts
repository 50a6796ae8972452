import type { Page } from '@playwright/test';

/**
 * Every text node drawn on the screen, with its size as drawn: an SVG text's font size is in the drawing's units, so it
 * is scaled by the drawing's own scale on the screen. Also what scrolls and any text drawn off the screen.
 */
export async function measureTexts(page: Page) {
  return page.evaluate(() => {
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
