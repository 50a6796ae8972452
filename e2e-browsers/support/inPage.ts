/**
 * What the suite asks of a page, run inside it. One function with no outside names, because each driver sends
 * its source text to the browser (puppeteer's evaluate, WebDriver's Execute Script): it finds controls by role
 * and accessible name as a player reads them, and measures them; it never presses anything.
 */

/** A text to match: exact (after white space is collapsed) or a regular expression's source and flags. */
export type TextMatch = string | { re: string; flags: string };

/** A control or a piece of text in the page, found as Testing Library would find it. */
export interface Target {
  /** An ARIA role, explicit or implied by the element (button, link, heading, radio, checkbox, textbox, combobox, img, region…). */
  role?: string;
  /** The accessible name (aria-labelledby, aria-label, the label of a field, an image's alt, else the text). */
  name?: TextMatch;
  /** Elements matching a CSS selector instead of a role. */
  css?: string;
  /** The element's own text (white space collapsed). */
  text?: TextMatch;
  /** Only inside the first element matching this CSS selector. */
  within?: string;
  /** Which of the visible matches (0 the first; -1 the last). */
  nth?: number;
  /** Only enabled controls (no disabled attribute, aria-disabled not "true"). */
  enabled?: boolean;
}

/** A regular expression as a TextMatch. */
export function re(pattern: RegExp): TextMatch {
  return { re: pattern.source, flags: pattern.flags };
}

/** A control measured for a press or a hit-area check. */
export interface Hit {
  ok: boolean;
  /** The centre in the top window's viewport, in CSS px. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** What is wrong, when not ok: a description of the control and of what lies at its centre. */
  why: string;
}

export type PageRequest =
  | { op: 'count'; target: Target }
  | { op: 'text'; target: Target }
  | { op: 'attribute'; target: Target; attribute: string }
  | { op: 'locate'; target: Target; scroll?: boolean }
  | { op: 'value'; target: Target }
  | { op: 'box'; target: Target; scroll: boolean }
  | { op: 'selectText'; target: Target }
  | { op: 'markChanges' }
  | { op: 'changed' }
  | { op: 'pointer' }
  | { op: 'hitAreas'; within: string }
  | { op: 'layout' }
  | { op: 'frame'; url: string | null; width: number; height: number }
  | { op: 'radioGroups'; within: string }
  | { op: 'serviceWorkerControls' }
  | { op: 'location' }
  | { op: 'batch'; requests: PageRequest[] };

/** Runs one request in the page (or in the probe iframe, when one is in place) and returns a JSON value. */
export function inPage(request: PageRequest): unknown {
  const probe = document.getElementById('pbw-probe-frame') as HTMLIFrameElement | null;
  const win = (probe?.contentWindow ?? window) as Window & typeof globalThis & { __pbwChanged?: boolean; __pbwObserver?: MutationObserver; __pbwPointer?: string };
  const doc = win.document;
  const offset = probe ? probe.getBoundingClientRect() : { left: 0, top: 0 };
  const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const matches = (value: string, m: TextMatch | undefined) =>
    m === undefined ? true : typeof m === 'string' ? value === m : new RegExp(m.re, m.flags).test(value);
  const implicitRole = (el: Element): string => {
    const explicit = el.getAttribute('role');
    if (explicit) return explicit.split(' ')[0] ?? '';
    const tag = el.tagName.toLowerCase();
    if (tag === 'button' || tag === 'summary') return 'button';
    if (tag === 'a' && el.hasAttribute('href')) return 'link';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'select') return 'combobox';
    if (tag === 'textarea') return 'textbox';
    if (tag === 'img') return 'img';
    if (tag === 'dialog') return 'dialog';
    if (tag === 'figure') return 'figure';
    if (tag === 'ul' || tag === 'ol') return 'list';
    if (tag === 'li') return 'listitem';
    if (tag === 'table') return 'table';
    if (tag === 'nav') return 'navigation';
    if (tag === 'main') return 'main';
    if (tag === 'section' && (el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby'))) return 'region';
    if (tag === 'input') {
      const type = (el.getAttribute('type') ?? 'text').toLowerCase();
      if (type === 'radio' || type === 'checkbox') return type;
      if (type === 'button' || type === 'submit' || type === 'reset') return 'button';
      if (type === 'file' || type === 'hidden') return '';
      return 'textbox';
    }
    return '';
  };
  const accessibleName = (el: Element): string => {
    const ids = el.getAttribute('aria-labelledby');
    if (ids) return squash(ids.split(/\s+/).map((id) => doc.getElementById(id)?.textContent ?? '').join(' '));
    const label = el.getAttribute('aria-label');
    if (label) return squash(label);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return squash([...labels].map((l) => l.textContent).join(' '));
    if (el.tagName === 'IMG') return squash(el.getAttribute('alt'));
    return squash(el.textContent);
  };
  // What a folded <details> holds (but its summary) is not drawn, though its boxes may still be measured.
  const folded = (el: Element) => el.closest('details:not([open])') !== null && el.closest('summary') === null;
  const rendered = (el: Element) => el.getClientRects().length > 0 && win.getComputedStyle(el).visibility !== 'hidden' && !folded(el);
  const disabled = (el: Element) => el.hasAttribute('disabled') || el.getAttribute('aria-disabled') === 'true';
  const findAll = (t: Target): Element[] => {
    const root = t.within ? doc.querySelector(t.within) : doc;
    if (!root) return [];
    const pool = [...root.querySelectorAll(t.css ?? '*')];
    const found = pool.filter(
      (el) =>
        rendered(el) &&
        (t.role === undefined || implicitRole(el) === t.role) &&
        (t.name === undefined || matches(accessibleName(el), t.name)) &&
        (t.text === undefined || matches(squash(el.textContent), t.text)) &&
        (!t.enabled || !disabled(el)),
    );
    if (t.nth === undefined) return found;
    const one = found.at(t.nth);
    return one ? [one] : [];
  };
  const describe = (el: Element | null) => {
    if (!el) return 'nothing';
    const name = accessibleName(el).slice(0, 60);
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}> "${name}"`;
  };
  /**
   * The box a finger aims at: a native radio or checkbox drawn by its label, or smaller than 24 px inside the label
   * that wraps it (a tap anywhere on the label chooses it, so the label is its target), is pressed through that label.
   */
  const pressBox = (el: Element): Element => {
    if (el instanceof win.HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')) {
      const box = el.getBoundingClientRect();
      const label = el.closest('label') ?? el.labels?.[0];
      const wrapped = label !== undefined && label !== null && label.contains(el) && (box.width < 24 || box.height < 24);
      if (label && (box.width < 1 || box.height < 1 || win.getComputedStyle(el).opacity === '0' || wrapped)) return label;
    }
    return el;
  };
  const measure = (control: Element, scroll = true): Hit => {
    const el = pressBox(control);
    if (scroll) el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = doc.elementFromPoint(x, y);
    const inside = hit !== null && (hit === el || el.contains(hit) || (el instanceof win.HTMLLabelElement && hit === el.control));
    const sized = box.width >= 1 && box.height >= 1;
    const why = !sized
      ? `${describe(control)} is ${box.width.toFixed(1)} x ${box.height.toFixed(1)} px`
      : inside
        ? ''
        : `at the centre of ${describe(control)} (${Math.round(x)}, ${Math.round(y)}) lies ${describe(hit)}`;
    return { ok: sized && inside, x: x + offset.left, y: y + offset.top, width: box.width, height: box.height, why };
  };

  const run = (request: PageRequest): unknown => {
    switch (request.op) {
      case 'batch':
        // Several requests in one round trip (a WebDriver command costs tens of milliseconds).
        return request.requests.map(run);
      case 'count':
        return findAll(request.target).length;
      case 'text': {
        const el = findAll(request.target)[0];
        return el ? squash((el as HTMLElement).innerText ?? el.textContent) : null;
      }
      case 'attribute':
        return findAll(request.target)[0]?.getAttribute(request.attribute) ?? null;
      case 'locate': {
        const found = findAll(request.target);
        if (found.length === 0) return null;
        return measure(found[0]!, request.scroll !== false);
      }
      case 'value': {
        const el = findAll(request.target)[0];
        return el instanceof win.HTMLInputElement || el instanceof win.HTMLTextAreaElement ? el.value : null;
      }
      case 'box': {
        // The element's box in the top window's viewport, in device px (to cut it out of a screenshot); scrolled into view when asked.
        const el = findAll(request.target)[0];
        if (!el) return null;
        if (request.scroll) el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const box = el.getBoundingClientRect();
        const ratio = window.devicePixelRatio;
        return { x: (box.left + offset.left) * ratio, y: (box.top + offset.top) * ratio, width: box.width * ratio, height: box.height * ratio };
      }
      case 'selectText': {
        const el = findAll(request.target)[0];
        if (el instanceof win.HTMLInputElement || el instanceof win.HTMLTextAreaElement) el.select();
        return el !== undefined;
      }
      case 'markChanges': {
        win.__pbwObserver?.disconnect();
        win.__pbwChanged = false;
        win.__pbwObserver = new win.MutationObserver(() => {
          win.__pbwChanged = true;
        });
        win.__pbwObserver.observe(doc, { subtree: true, childList: true, attributes: true, characterData: true });
        // Where the press landed, for the message when nothing changes.
        win.__pbwPointer = 'no pointer event reached the page';
        win.addEventListener(
          'pointerdown',
          (e) => {
            win.__pbwPointer = `the pointer went down on ${describe(e.target as Element)} at (${Math.round(e.clientX)}, ${Math.round(e.clientY)}), scrolled to ${Math.round(win.scrollY)}`;
          },
          { capture: true, once: true },
        );
        return true;
      }
      case 'changed':
        return win.__pbwChanged === true;
      case 'pointer':
        return win.__pbwPointer ?? null;
      case 'hitAreas': {
        // Every control a player presses: inline glossary terms and "Sources" citations are inline links, excepted as in
        // WCAG 2.5.8; the skip link is for the keyboard and shows only when focused.
        const root = doc.querySelector(request.within) ?? doc.body;
        const controls = [
          ...root.querySelectorAll('button, a[href], summary, select, input:not([type="hidden"]), [role="button"], [role="radio"], [role="checkbox"], [role="tab"], [role="switch"], [tabindex="0"]'),
        ].filter((el) => rendered(el) && !el.closest('.glossary-term, .rule-citation, .skip-link') && !el.closest('[inert]'));
        const scrollX = win.scrollX;
        const scrollY = win.scrollY;
        const faults: string[] = [];
        for (const control of new Set(controls.map(pressBox))) {
          const hit = measure(control);
          if (hit.width < 24 || hit.height < 24) faults.push(`${describe(control)} is ${hit.width.toFixed(1)} x ${hit.height.toFixed(1)} px (at least 24 x 24)`);
          else if (!hit.ok) faults.push(hit.why);
        }
        win.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
        return { count: controls.length, faults };
      }
      case 'layout': {
        const width = doc.documentElement.clientWidth;
        const overflow = doc.documentElement.scrollWidth - width;
        const cut = [...doc.querySelectorAll('body *')]
          .filter((el) => rendered(el) && win.getComputedStyle(el).position !== 'fixed')
          .filter((el) => {
            const box = el.getBoundingClientRect();
            // Inside a box that scrolls or clips sideways (a wide table's own scrolling region), only that box must fit the page.
            let inScroller = false;
            for (let up = el.parentElement; up && up !== doc.body && !inScroller; up = up.parentElement) inScroller = win.getComputedStyle(up).overflowX !== 'visible';
            return box.right + win.scrollX > width + 1 && !inScroller;
          })
          .slice(0, 5)
          .map(describe);
        const controls = [...doc.querySelectorAll('button, a[href], select, input:not([type="hidden"]), [role="button"], [role="radio"]')].filter(rendered);
        const zero = controls
          .map(pressBox)
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.width < 1 || box.height < 1;
          })
          .map(describe);
        // The viewport's width (a classic scrollbar, as Firefox's on Linux, takes its part of clientWidth).
        return { width: win.innerWidth, overflow, cut, zero, controls: controls.length };
      }
      case 'frame': {
        // A phone's width laid out in an iframe of that size (a WebKit window cannot be that narrow); null removes it.
        probe?.remove();
        if (request.url === null) return true;
        const frame = document.createElement('iframe');
        frame.id = 'pbw-probe-frame';
        frame.style.cssText = `position:absolute;left:0;top:0;border:0;width:${request.width}px;height:${request.height}px`;
        frame.src = request.url;
        document.body.appendChild(frame);
        return true;
      }
      case 'radioGroups':
        // Each shown radio group gets its position as data-pbw-group, for the presses that follow.
        return [...(doc.querySelector(request.within)?.querySelectorAll('[role="radiogroup"]') ?? [])].filter(rendered).map((group, index) => {
          group.setAttribute('data-pbw-group', String(index));
          return { chosen: group.querySelector('[role="radio"][aria-checked="true"]') !== null, name: accessibleName(group) };
        });
      case 'serviceWorkerControls':
        return win.navigator.serviceWorker?.controller?.state === 'activated';
      case 'location':
        return win.location.href;
    }
  };
  return run(request);
}
