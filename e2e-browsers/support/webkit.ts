import { remote } from 'webdriverio';
import type { EngineWindow } from './driver';
import { freePort, startChild, startXvfb, waitForHttp, type Child } from './processes';

/** Debian's WebKitGTK browser for automation (package libwebkit2gtk-4.1-0) and its driver (package webkit2gtk-driver). */
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

type Session = Awaited<ReturnType<typeof remote>>;

/** A page function that calls back after two animation frames, or after 200 ms where no frame comes. */
const FRAMES = 'const frames = (done) => { let called = false; const once = () => { if (!called) { called = true; done(true); } }; requestAnimationFrame(() => requestAnimationFrame(once)); setTimeout(once, 200); };';

interface Driver {
  port: number;
  child: Child;
  stopXvfb: () => Promise<void>;
}

let driver: Promise<Driver> | null = null;

/** One X server and one WebKitWebDriver per test file, each on what it finds free. */
function webkitDriver(): Promise<Driver> {
  driver ??= (async () => {
    const xvfb = process.env.DISPLAY && process.env.PBW_OWN_DISPLAY !== '1' ? null : await startXvfb();
    const port = await freePort();
    const env = { ...process.env, ...(xvfb ? { DISPLAY: xvfb.display } : {}) };
    const child = startChild(WEBKIT_DRIVER, [`--port=${port}`, '--host=local'], env);
    await waitForHttp(`http://127.0.0.1:${port}/status`, 20_000, child.output);
    return { port, child, stopXvfb: xvfb ? xvfb.stop : async () => {} };
  })();
  return driver;
}

/** Stops this test file's WebKitWebDriver and its X server. */
export async function closeWebKit(): Promise<void> {
  const open = driver;
  driver = null;
  if (!open) return;
  const { child, stopXvfb } = await open;
  await child.stop();
  await stopXvfb();
}

/**
 * A WebDriver session holds several windows but commands go to one at a time: each window switches to itself
 * before it acts.
 */
class Windows {
  current = '';
  constructor(readonly session: Session) {}
  async use(handle: string) {
    if (this.current !== handle) {
      await this.session.switchToWindow(handle);
      this.current = handle;
    }
    return this.session;
  }
}

class WebKitWindow implements EngineWindow {
  /** MiniBrowser's window cannot be narrower than about 447 px. */
  readonly narrowest = 480;

  constructor(
    private readonly windows: Windows,
    private readonly handle: string,
    private readonly baseUrl: string,
    private readonly cutNetwork: () => Promise<void>,
    private readonly main: boolean,
  ) {}

  private s() {
    return this.windows.use(this.handle);
  }

  async goto(path: string) {
    await (await this.s()).navigateTo(new URL(path, this.baseUrl).href);
  }

  async reload() {
    await (await this.s()).refresh();
  }

  async evaluate(expression: string) {
    return (await this.s()).executeScript(`return ${expression};`, []);
  }

  async pressAt(x: number, y: number) {
    const session = await this.s();
    await session
      .action('pointer', { parameters: { pointerType: 'touch' } })
      .move({ x: Math.round(x), y: Math.round(y), origin: 'viewport' })
      .down({ button: 0 })
      .up({ button: 0 })
      .perform();
  }

  async type(text: string) {
    // Element Send Keys types into the focused field key by key; key actions (keys()) lose a doubled letter here ("Anna" gave "Ana").
    const session = await this.s();
    const active = await session.getActiveElement();
    await session.elementSendKeys(Object.values(active)[0] as string, text);
  }

  async upload(css: string, path: string) {
    // Element Send Keys of a path to a file input chooses that file (WebDriver's file upload), hidden input included.
    const session = await this.s();
    const input = await session.findElement('css selector', css);
    await session.elementSendKeys(Object.values(input)[0] as string, path);
  }

  async setViewport(width: number, height: number) {
    const session = await this.s();
    // The window's frame is its size less the viewport: measured once, then the window is sized around the viewport.
    // The X server applies a new size when it gets to it: wait for the viewport to take it (for up to 5 s), sizing the
    // window again from a fresh measure each time, as a window not yet laid out may report its frame wrong.
    const deadline = Date.now() + 5000;
    for (;;) {
      const inner = (await session.executeScript('return [innerWidth, innerHeight];', [])) as [number, number];
      if (Math.abs(inner[0] - width) <= 1) return;
      if (Date.now() > deadline) throw new Error(`webkit: asked for a viewport ${width} px wide, got ${inner[0]} px`);
      const rect = await session.getWindowRect();
      await session.setWindowRect(null, null, width + rect.width - inner[0], height + rect.height - inner[1]);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async nextFrame() {
    // A window the system does not show draws no frames: 200 ms bound the wait there (one run hung on it).
    await (await this.s()).executeAsyncScript(`${FRAMES} frames(arguments[arguments.length - 1]);`, []);
  }

  async screenshot() {
    // Two animation frames first: the capture then shows a scroll the page made just before.
    await this.nextFrame();
    return Buffer.from(await (await this.s()).takeScreenshot(), 'base64');
  }

  consoleErrors() {
    return null;
  }

  async offline() {
    await this.cutNetwork();
  }

  async popup(press: () => Promise<void>) {
    const session = await this.s();
    const before = new Set(await session.getWindowHandles());
    await press();
    const handle = await new Promise<string>((resolve, reject) => {
      const deadline = Date.now() + 10_000;
      const poll = async () => {
        const added = (await session.getWindowHandles()).find((h) => !before.has(h));
        if (added) resolve(added);
        else if (Date.now() > deadline) reject(new Error('webkit: the press opened no window'));
        else setTimeout(() => void poll().catch(reject), 50);
      };
      void poll().catch(reject);
    });
    return new WebKitWindow(this.windows, handle, this.baseUrl, this.cutNetwork, false);
  }

  async close() {
    if (this.main) {
      await this.windows.session.deleteSession();
      return;
    }
    // The page closes itself (a window a script opened may): webdriverio answers its own Close Window with a switch
    // to another window that it does not wait for, which raced the session's end.
    const session = await this.s();
    const handles = (await session.getWindowHandles()).length;
    await session.executeScript('window.close();', []);
    this.windows.current = '';
    const deadline = Date.now() + 10_000;
    while ((await session.getWindowHandles()).length >= handles) {
      if (Date.now() > deadline) throw new Error('webkit: the window did not close');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/**
 * A window of a fresh WebKit profile: a new WebDriver session of MiniBrowser, whose automation profile keeps
 * nothing from another session. `cutNetwork` takes its server away (classic WebDriver cannot set a window offline).
 */
export async function openWebKit(baseUrl: string, cutNetwork: () => Promise<void>): Promise<EngineWindow> {
  const { port } = await webkitDriver();
  const session = await remote({
    hostname: '127.0.0.1',
    port,
    path: '/',
    logLevel: 'error',
    connectionRetryCount: 0,
    capabilities: {
      browserName: 'MiniBrowser',
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    } as WebdriverIO.Capabilities,
  });
  const windows = new Windows(session);
  const handle = await session.getWindowHandle();
  windows.current = handle;
  const window = new WebKitWindow(windows, handle, baseUrl, cutNetwork, true);
  await window.setViewport(1280, 720);
  return window;
}
