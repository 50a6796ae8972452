import type { Page } from '@playwright/test';

/** Text read across a room, on the projector and the round's board, is at least 2.2% of the screen's height (issues 29, 37, 38). */
export const ROOM_TEXT_VH = 0.022;

/** A text as drawn: its first letters, its size in screen pixels and whether any of it lies off the screen. */
export interface DrawnText {
  text: string;
  px: number;
  off: boolean;
}

/** An element's box on the screen, named by its tag, classes and first letters. */
export interface DrawnBox {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A page as the browser lays it out: what scrolls, the screen, the texts drawn, the elements drawn off the screen and the boxes asked for. */
export interface Measured {
  scroll: { width: number; height: number };
  viewport: { width: number; height: number };
  texts: DrawnText[];
  outside: string[];
  boxes: DrawnBox[];
}

/** What to measure, as CSS selectors: the texts drawn inside `texts` (the whole page by default), the elements of `outside` drawn off the screen, the boxes of `boxes`. */
export interface MeasureOptions {
  texts?: string;
  outside?: string;
  boxes?: string;
}

/**
 * Measures a page in the browser. A text counts when it is drawn (visible, not in a visually hidden part, with a box),
 * and its size is as drawn: an SVG text's font size is in the drawing's units, so it is scaled by the drawing's own
 * scale on the screen.
 */
export function measure(page: Page, options: MeasureOptions = {}): Promise<Measured> {
  return page.evaluate(({ texts: within, outside, boxes }) => {
    const offScreen = (r: DOMRect) => r.left < -0.5 || r.top < -0.5 || r.right > window.innerWidth + 0.5 || r.bottom > window.innerHeight + 0.5;
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && el.closest('.visually-hidden') === null;
    };
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').replace(/ /g, '.')} "${(el.textContent ?? '').slice(0, 40)}"`;
    const nodes = new Set<Node>();
    for (const root of document.querySelectorAll(within)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.add(node);
    }
    const drawn: { text: string; px: number; off: boolean }[] = [];
    for (const node of nodes) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('.visually-hidden, style, script, noscript')) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // Chromium's checkVisibility sees no display: none on an SVG group: the projector's other drawing is hidden that way.
      let hidden = false;
      for (let el: Element | null = parent; el && !hidden; el = el.parentElement) hidden = getComputedStyle(el).display === 'none';
      if (hidden) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.length === 0) continue;
      const ctm = parent instanceof SVGGraphicsElement ? parent.getScreenCTM() : null;
      const scale = ctm ? Math.hypot(ctm.a, ctm.b) : 1;
      drawn.push({ text: text.slice(0, 40), px: parseFloat(getComputedStyle(parent).fontSize) * scale, off: rects.some(offScreen) });
    }
    return {
      scroll: { width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight },
      viewport: { width: window.innerWidth, height: window.innerHeight },
      texts: drawn,
      outside: outside ? [...document.querySelectorAll(outside)].filter((el) => shown(el) && offScreen(el.getBoundingClientRect())).map(name) : [],
      boxes: boxes
        ? [...document.querySelectorAll(boxes)].filter(shown).map((el) => {
            const r = el.getBoundingClientRect();
            return { name: name(el), left: r.left, top: r.top, right: r.right, bottom: r.bottom };
          })
        : [],
    };
  }, { texts: options.texts ?? 'body', outside: options.outside ?? null, boxes: options.boxes ?? null });
}

/** The texts drawn smaller than `vh` of the screen's height (a twentieth of a pixel's rounding allowed), each with its size. */
export function smallerThan(m: Measured, vh: number): string[] {
  const least = vh * m.viewport.height - 0.05;
  return m.texts.filter((t) => t.px < least).map((t) => `${t.text} (${t.px.toFixed(1)} px)`);
}

/** The texts drawn, wholly or in part, off the screen. */
export const offScreenTexts = (m: Measured): string[] => m.texts.filter((t) => t.off).map((t) => t.text);
