import type { Browser, Page } from '@playwright/test';
import { startGame } from '../e2e/support/wizard';
import { openHome } from './benchBrowser';

/** The service worker's own scripts: downloaded on a first visit, never run by the page. */
const WORKER_SCRIPT = /^(sw|workbox-[\w-]+)\.js$/;

/** The JavaScript files a page asks for, from the server, its cache or the service worker. */
function recordScripts(page: Page, origin: string): () => string[] {
  const files = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const file = url.pathname.slice(1);
    if (url.origin === origin && file.endsWith('.js') && !WORKER_SCRIPT.test(file)) files.add(file);
  });
  return () => [...files].sort();
}

/** The scripts (paths in the build) loaded for Home, a new game up to its first step, and a resumed game. */
export interface JsLoaded {
  home: string[];
  newGame: string[];
  resume: string[];
}

/**
 * The scripts a player's browser loads, in a first visit: opening Home (until it has settled), then Home to
 * setup to the first game step; and, in a new tab of the same browser with that game saved, Home to Resume
 * to the game's step.
 */
export async function measureJsLoaded(browser: Browser, baseURL: string): Promise<JsLoaded> {
  const origin = new URL(baseURL).origin;
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  try {
    const first = await context.newPage();
    const firstScripts = recordScripts(first, origin);
    await openHome(first);
    const home = firstScripts();
    await startGame(first, { edition: '2023', mode: 'digital', seed: 'bench-js' });
    const newGame = firstScripts();
    const second = await context.newPage();
    const secondScripts = recordScripts(second, origin);
    await openHome(second);
    await second.getByRole('button', { name: /^Resume the pre-battle/ }).click();
    await second.locator('#step-title').waitFor();
    return { home, newGame, resume: secondScripts() };
  } finally {
    await context.close();
  }
}
