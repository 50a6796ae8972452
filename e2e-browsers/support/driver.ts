import { inPage, type Hit, type PageRequest, type Target } from './inPage';
import { decodePng } from '../../tests/support/png';
import { crop, type Pixels } from './png';

type Box = { x: number; y: number; width: number; height: number };

/** The engines this suite drives: Firefox ESR over WebDriver BiDi, WebKitGTK's MiniBrowser over WebKitWebDriver. */
export const ENGINES = ['firefox', 'webkit'] as const;
export type Engine = (typeof ENGINES)[number];

/** What one engine must do for the suite: a window of one fresh profile, pressed and read as a player does. */
export interface EngineWindow {
  /** Opens an address (relative to the served build) in this window. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Evaluates a JavaScript expression in the page (awaiting no promise) and returns its JSON value. */
  evaluate(expression: string): Promise<unknown>;
  /** A real pointer press (touch in WebKit, mouse in Firefox) at this point of the viewport, in CSS px. */
  pressAt(x: number, y: number): Promise<void>;
  /** Resolves after the page has drawn two more frames (what it does after a scroll or a key is then done). */
  nextFrame(): Promise<void>;
  /** Types text into the focused field, key by key. */
  type(text: string): Promise<void>;
  /** Gives a file of this machine to the file input matching a CSS selector, as the system's file chooser would. */
  upload(css: string, path: string): Promise<void>;
  /** Sets the inner size of the window, in CSS px. */
  setViewport(width: number, height: number): Promise<void>;
  /** The narrowest window the engine can lay out itself; a narrower phone is laid out in an iframe. */
  readonly narrowest: number;
  /** A PNG of the viewport as painted now (WebKitGTK's element screenshot came out black). */
  screenshot(): Promise<Buffer>;
  /** Cuts this window off the network: its server stops (the shared one stays up, for Firefox's other windows). */
  offline(): Promise<void>;
  /** The page's console errors, uncaught errors and failed requests since the window opened; null where the driver cannot read them (classic WebDriver). */
  consoleErrors(): string[] | null;
  /** Presses `press` and returns the second window the page opens; null where the engine cannot open one. */
  popup(press: () => Promise<void>): Promise<EngineWindow | null>;
  /** Closes this window's profile (or only this window, for a popup or a second window). */
  close(): Promise<void>;
}

/** The polling interval of every wait: a wait ends as soon as what it waits for is true. */
const POLL_MS = 50;

/**
 * The suite's view of a window, the same for both engines: it finds controls by role and name, presses them at
 * the centre of their box after checking that `elementFromPoint` there is the control, and waits for what the
 * page shows.
 */
export class AppWindow {
  constructor(
    readonly engine: Engine,
    readonly raw: EngineWindow,
    readonly baseUrl: string,
  ) {}

  /** Runs a request of `inPage` in the page and returns its answer. */
  async ask(request: PageRequest): Promise<unknown> {
    const answer = await this.raw.evaluate(shortExpression(request));
    return answer === MISSING ? this.raw.evaluate(fullExpression(request)) : answer;
  }

  /** The size of the probe iframe the app is shown in, when the engine cannot make its window that narrow. */
  private framed: { width: number; height: number } | null = null;

  /** Opens an address of the app: in the probe iframe while one is in place. */
  async goto(path: string) {
    if (!this.framed) return this.raw.goto(path);
    await this.ask({ op: 'frame', url: new URL(path, this.baseUrl).href, ...this.framed });
  }

  reload() {
    return this.raw.reload();
  }

  async count(target: Target): Promise<number> {
    return (await this.ask({ op: 'count', target })) as number;
  }

  async text(target: Target): Promise<string | null> {
    return (await this.ask({ op: 'text', target })) as string | null;
  }

  async attribute(target: Target, attribute: string): Promise<string | null> {
    return (await this.ask({ op: 'attribute', target, attribute })) as string | null;
  }

  /** The value of a text field. */
  async value(target: Target): Promise<string | null> {
    return (await this.ask({ op: 'value', target })) as string | null;
  }

  /**
   * The pixels of one element as painted: it is scrolled into view, the viewport is captured, and the element's box is
   * cut out once it is where it was before the capture (the app may still scroll the page after a screen change).
   */
  async screenshotOf(target: Target): Promise<Pixels> {
    return this.until(`a still screenshot of ${JSON.stringify(target)}`, async () => {
      const before = (await this.ask({ op: 'box', target, scroll: true })) as Box | null;
      if (!before) return undefined;
      const png = await this.raw.screenshot();
      const after = (await this.ask({ op: 'box', target, scroll: false })) as Box | null;
      return JSON.stringify(before) === JSON.stringify(after) ? crop(decodePng(png), before) : undefined;
    });
  }

  /** The page's address (the probe iframe's, when one is in place). */
  async location(): Promise<string> {
    return (await this.ask({ op: 'location' })) as string;
  }

  /** Polls `check` until it returns a value other than undefined, or fails with `what` and the last thing seen. */
  async until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let last: unknown;
    for (;;) {
      try {
        const value = await check();
        if (value !== undefined) return value;
      } catch (error) {
        last = error;
      }
      if (Date.now() > deadline) throw new Error(`${this.engine}: timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}`);
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  /** Several counts in one round trip. */
  async counts(targets: Target[]): Promise<number[]> {
    return (await this.ask({ op: 'batch', requests: targets.map((target) => ({ op: 'count', target }) as const) })) as number[];
  }

  /** Waits until `target` is shown (at least one visible match). */
  async waitFor(target: Target, timeoutMs?: number): Promise<void> {
    await this.until(JSON.stringify(target), async () => ((await this.count(target)) > 0 ? true : undefined), timeoutMs);
  }

  /** Waits until nothing matches `target`. */
  async waitForNone(target: Target, timeoutMs?: number): Promise<void> {
    await this.until(`no ${JSON.stringify(target)}`, async () => ((await this.count(target)) === 0 ? true : undefined), timeoutMs);
  }

  /** Waits for the level-1 heading to match and returns its text. */
  async heading(name: Target['name'], timeoutMs?: number): Promise<string> {
    const target: Target = { role: 'heading', css: 'h1', ...(name === undefined ? {} : { name }) };
    try {
      return await this.until(`the heading ${JSON.stringify(name)}`, async () => (await this.text(target)) ?? undefined, timeoutMs);
    } catch (error) {
      const shown = await this.text({ css: 'h1' });
      const alerts = await this.text({ css: '[role="alert"], .error' });
      throw new Error(`${String(error)}; the page shows the heading "${shown}"${alerts ? ` and "${alerts}"` : ''}`, { cause: error });
    }
  }

  /**
   * The control's box, scrolled into view, once its centre is the control and it stays there a frame later (Firefox
   * scrolls a field just typed into back into view a frame later); fails naming what covers it, its size or its move.
   * With `watch`, the page is watched for changes from that last measure on.
   */
  async locate(target: Target, watch = false): Promise<Hit> {
    let seen = 'no such control';
    return this.until(JSON.stringify(target), async () => {
      const first = (await this.ask({ op: 'locate', target })) as Hit | null;
      if (first === null) return undefined;
      await this.raw.nextFrame();
      const requests: PageRequest[] = [{ op: 'locate', target, scroll: false }, ...(watch ? [{ op: 'markChanges' } as const] : [])];
      const [found] = (await this.ask({ op: 'batch', requests })) as [Hit | null];
      if (found === null) return undefined;
      const still = found.x === first.x && found.y === first.y;
      seen = found.why || (still ? '' : `it moved after it was scrolled into view`);
      return found.ok && still ? found : undefined;
    }).catch((error: unknown) => {
      throw new Error(`${String(error)}: ${seen}`, { cause: error });
    });
  }

  /** Presses a control as a finger or a mouse does: at the centre of its box, after checking that the centre is the control. */
  async press(target: Target): Promise<void> {
    const hit = await this.locate(target);
    await this.raw.pressAt(hit.x, hit.y);
  }

  /** Presses a control and waits until the page changes in answer (a DOM mutation): the next step then reads the new page. */
  async pressAndSettle(target: Target): Promise<void> {
    const hit = await this.locate(target, true);
    await this.raw.pressAt(hit.x, hit.y);
    try {
      await this.until(`a change after pressing ${JSON.stringify(target)} at (${Math.round(hit.x)}, ${Math.round(hit.y)})`, async () => ((await this.ask({ op: 'changed' })) ? true : undefined));
    } catch (error) {
      throw new Error(`${String(error)}: ${String(await this.ask({ op: 'pointer' }))}`, { cause: error });
    }
  }

  /** Presses a field, selects what it holds and types `text` in its place. */
  async fill(target: Target, text: string): Promise<void> {
    await this.press(target);
    await this.ask({ op: 'selectText', target });
    await this.raw.type(text);
  }

  /**
   * Chooses a file in the file input `css` names, as a player does in the file chooser its button opens (no driver can
   * press a system dialog); the input stays the app's own, its change event the browser's.
   */
  upload(css: string, path: string): Promise<void> {
    return this.raw.upload(css, path);
  }

  /** Every pressable control inside `within` that is smaller than 24 x 24 px or covered at its centre, each described. */
  async hitAreaFaults(within: string): Promise<{ count: number; faults: string[] }> {
    return (await this.ask({ op: 'hitAreas', within })) as { count: number; faults: string[] };
  }

  /** The page's horizontal overflow, elements cut off at the right edge and zero-sized controls. */
  async layout(): Promise<{ width: number; overflow: number; cut: string[]; zero: string[]; controls: number }> {
    return (await this.ask({ op: 'layout' })) as { width: number; overflow: number; cut: string[]; zero: string[]; controls: number };
  }

  /**
   * Shows `path` at `width` x `height`: in the window itself where the engine can be that narrow, else in an iframe
   * of that size placed in the app's own origin (its robots.txt, which has no content security policy).
   */
  async view(path: string, width: number, height: number): Promise<void> {
    if (width >= this.raw.narrowest) {
      this.framed = null;
      await this.raw.setViewport(width, height);
      await this.goto(path);
      return;
    }
    this.framed = null;
    await this.raw.setViewport(Math.max(this.raw.narrowest, width + 100), height + 40);
    await this.goto('/robots.txt');
    this.framed = { width, height };
    await this.goto(path);
  }

  /** Waits until the service worker is activated and controls the page. */
  async waitForServiceWorker(): Promise<void> {
    await this.until('the service worker in control', async () => ((await this.ask({ op: 'serviceWorkerControls' })) ? true : undefined), 30_000);
  }

  offline() {
    return this.raw.offline();
  }

  consoleErrors() {
    return this.raw.consoleErrors();
  }

  close() {
    return this.raw.close();
  }
}

/** What the short expression answers when the page has not been given `inPage` yet (a new document). */
const MISSING = '__pbw_missing__';

/** `inPage` called with one request, as the page keeps it once given (window.__pbwInPage): its source travels once per document. */
function shortExpression(request: PageRequest): string {
  return `(() => { const run = window.__pbwInPage; return run ? run(${JSON.stringify(request)}) : '${MISSING}'; })()`;
}

/** `inPage`'s source, kept by the page, then called with one request. */
function fullExpression(request: PageRequest): string {
  // A bundler may wrap named functions with a `__name` helper that the page lacks: define it there.
  return `(() => { var __name = (f) => f; window.__pbwInPage = (${inPage.toString()}); return window.__pbwInPage(${JSON.stringify(request)}); })()`;
}
