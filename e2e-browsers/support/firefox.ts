import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import type { EngineWindow } from './driver';

/** Debian's Firefox ESR (package firefox-esr). */
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

let browser: Promise<Browser> | null = null;

/** One Firefox per test file, over WebDriver BiDi; each fresh profile is a user context of its own (its own storage and service workers). */
function firefox(): Promise<Browser> {
  browser ??= puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: { width: 1280, height: 720 },
    // Lets a press open the projector's window, as a player's click does. Form history belongs to the profile, not
    // to a user context: names typed in one test would open a suggestion list in the next, which takes the next tap.
    extraPrefsFirefox: { 'dom.disable_open_during_load': false, 'browser.formfill.enable': false },
  });
  return browser;
}

/** Closes this test file's Firefox. */
export async function closeFirefox(): Promise<void> {
  const open = browser;
  browser = null;
  if (open) await (await open).close();
}

class FirefoxWindow implements EngineWindow {
  readonly narrowest = 0;

  private readonly errors: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly context: BrowserContext | null,
    private readonly baseUrl: string,
    private readonly cutNetwork: (() => Promise<void>) | null,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.errors.push(`uncaught: ${String(error)}`));
    page.on('requestfailed', (request) => this.errors.push(`failed: ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`));
  }

  consoleErrors() {
    return [...this.errors];
  }

  async goto(path: string) {
    await this.page.goto(new URL(path, this.baseUrl).href);
  }

  async reload() {
    await this.page.reload();
  }

  evaluate(expression: string) {
    return this.page.evaluate(expression);
  }

  async nextFrame() {
    // A window the system does not show draws no frames: 200 ms bound the wait there.
    await this.page.evaluate('new Promise((resolve) => { requestAnimationFrame(() => requestAnimationFrame(resolve)); setTimeout(resolve, 200); })');
  }

  async pressAt(x: number, y: number) {
    await this.page.mouse.click(x, y);
  }

  async type(text: string) {
    await this.page.keyboard.type(text);
  }

  async upload(css: string, path: string) {
    const input = await this.page.$(css);
    if (!input) throw new Error(`firefox: no file input ${css}`);
    await (input as ElementHandle<HTMLInputElement>).uploadFile(path);
  }

  async setViewport(width: number, height: number) {
    await this.page.setViewport({ width, height });
  }

  async screenshot() {
    return Buffer.from(await this.page.screenshot({ type: 'png' }));
  }

  async offline() {
    // Firefox's offline emulation cuts the page's own requests but not its service worker's: a worker that fell back
    // to the network still got an answer. Stopping the server cuts both, as a player's lost connection does.
    await this.page.setOfflineMode(true);
    await this.cutNetwork?.();
  }

  async popup(press: () => Promise<void>) {
    const opened = new Promise<Page>((resolve) => this.page.once('popup', (p) => p && resolve(p)));
    await press();
    const page = await opened;
    return new FirefoxWindow(page, null, this.baseUrl, null);
  }

  async close() {
    if (this.context) await this.context.close();
    else await this.page.close();
  }
}

/** A window of a fresh Firefox profile (a new user context); `cutNetwork`, when given, takes its server away when it goes offline. */
export async function openFirefox(baseUrl: string, cutNetwork: (() => Promise<void>) | null): Promise<EngineWindow> {
  const context = await (await firefox()).createBrowserContext();
  const page = await context.newPage();
  return new FirefoxWindow(page, context, baseUrl, cutNetwork);
}
