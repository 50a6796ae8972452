import { chromium } from '@playwright/test';
import { playToEnd, startGame } from '../e2e/support/wizard';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];

/** Records, for every click or key, how long the app took to finish updating the page after it. */
const INSTRUMENT = `
  window.__transitions = [];
  let started = 0;
  let last = 0;
  const flush = () => { if (started && last) window.__transitions.push(last - started); started = 0; last = 0; };
  const begin = () => { flush(); started = performance.now(); };
  document.addEventListener('click', begin, true);
  document.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') begin(); }, true);
  new MutationObserver(() => { if (started) last = performance.now(); }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  window.__flush = flush;
`;

/** Plays the scripted full pre-battle in Chromium and reports interactions and step-transition times. */
export async function benchBrowser(baseURL: string, executablePath: string, line: (label: string, value: string) => void): Promise<void> {
  const browser = await chromium.launch({ executablePath, args: ARGS });
  try {
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.addInitScript(INSTRUMENT);
    const options = { edition: '2023', mode: 'digital', seed: 'bench' } as const;
    await startGame(page, options);
    const { interactions, steps } = await playToEnd(page, options);
    const times = (await page.evaluate('window.__flush(), window.__transitions')) as number[];
    times.sort((a, b) => a - b);
    const mean = times.reduce((s, t) => s + t, 0) / Math.max(1, times.length);
    line('Wizard: interactions for a full pre-battle', `${interactions} clicks/keys after setup (${steps.length} screens; target at most 50, issue 11)`);
    line('Wizard: step transition (mean)', `${mean.toFixed(1)} ms (target under 50 ms)`);
    line('Wizard: step transition (95th percentile)', `${(times[Math.floor(times.length * 0.95)] ?? 0).toFixed(1)} ms`);
    line('Wizard: step transition (slowest, incl. lazy loads)', `${(times.at(-1) ?? 0).toFixed(1)} ms`);
  } finally {
    await browser.close();
  }
}
