/**
 * Click-to-paint, inside the page (`npm run bench`, issue 14). Installed before the app runs (Playwright's
 * addInitScript). `__clickToPaint.arm(expectation)` applies to the next trusted click, or trusted change of a list's
 * choice (a language chosen from the keyboard); `auto(expectation)` to every click until `auto(null)`. A sample is the
 * time from that event's `timeStamp` to the end of the
 * first frame after the awaited content is in the DOM: a MutationObserver sees the content, a
 * requestAnimationFrame callback runs just before that frame paints, and a MessageChannel message posted
 * from it runs just after.
 *
 * An expectation: `selector` (and `text`, when given, in one of its matches) must be present; nothing may
 * match `absent` (a dice shake still running, a Suspense placeholder); `flashes` are { name, selector, text }
 * that must not show before it (a wrong screen, a loading placeholder): each is recorded as seen when it was
 * in the DOM and as painted when it was still there when a frame was about to paint.
 */
(() => {
  const samples = [];
  const waiters = [];
  let armed = null;
  let auto = null;
  let current = null;
  let abandoned = 0;

  const matches = (selector, text) =>
    [...document.querySelectorAll(selector)].some((element) => text === undefined || (element.textContent ?? '').includes(text));

  const afterNextPaint = (then) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => then(performance.now());
      channel.port2.postMessage(null);
    });

  const noteFlashes = (sample) => {
    for (const flash of sample.expect.flashes ?? []) {
      if (!matches(flash.selector, flash.text)) continue;
      if (!sample.seen.includes(flash.name)) sample.seen.push(flash.name);
      requestAnimationFrame(() => {
        if (!sample.done && matches(flash.selector, flash.text) && !sample.painted.includes(flash.name)) sample.painted.push(flash.name);
      });
    }
  };

  const check = () => {
    const sample = current;
    if (!sample || sample.done) return;
    const { selector, text, absent } = sample.expect;
    noteFlashes(sample);
    const blocked = absent !== undefined && document.querySelector(absent) !== null;
    if (blocked) sample.waited = true;
    if (blocked || !matches(selector, text)) return;
    sample.done = true;
    afterNextPaint((now) => {
      samples.push({ ms: now - sample.start, waited: sample.waited, seen: sample.seen, painted: sample.painted });
      waiters.splice(0).forEach((resolve) => resolve());
    });
  };

  const start = (event, expect) => {
    if (!event.isTrusted || !expect) return;
    if (current && !current.done) abandoned += 1;
    armed = null;
    current = { expect, start: event.timeStamp, done: false, waited: false, seen: [], painted: [] };
  };
  document.addEventListener('click', (event) => start(event, armed ?? auto), true);
  document.addEventListener('change', (event) => start(event, armed), true);
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });

  window.__clickToPaint = {
    arm: (expect) => {
      armed = expect;
    },
    auto: (expect) => {
      auto = expect;
    },
    /** Resolves once a sample is in (or fails after `ms`): the page's CSP forbids Playwright's string predicates. */
    sampled: (ms) =>
      samples.length > 0
        ? Promise.resolve()
        : new Promise((resolve, reject) => {
            waiters.push(resolve);
            setTimeout(() => reject(new Error(`no paint of the awaited content within ${ms} ms`)), ms);
          }),
    take: () => ({ samples: samples.splice(0), abandoned }),
  };
})();
