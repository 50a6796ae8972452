import { chromium } from '@playwright/test';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { playToEnd, startGame } from '../e2e/support/wizard';

/** Run through npx, never a dependency of the project (TOOLCHAIN.md). */
const LIGHTHOUSE = 'lighthouse@12.8.2';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];

/** The parts of a Lighthouse result the bench prints. */
export interface Lhr {
  categories: Record<string, { title: string; score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
}

interface UserFlow {
  navigate(requestor: string | (() => Promise<void>), flags?: object): Promise<void>;
  startTimespan(flags?: object): Promise<void>;
  endTimespan(): Promise<void>;
  createFlowResult(): Promise<{ steps: { name: string; lhr: Lhr }[] }>;
  generateReport(): Promise<string>;
}

interface PuppeteerPage {
  click(selector: string): Promise<void>;
  waitForSelector(selector: string): Promise<unknown>;
  reload(): Promise<unknown>;
}

interface Puppeteer {
  launch(options: object): Promise<{ newPage(): Promise<PuppeteerPage>; close(): Promise<void> }>;
}

/** Lighthouse mobile (its default) on a first visit to `url`, from the command line, in a fresh profile; asynchronous, so this process's preview server keeps answering. */
export async function lighthouseFirstVisit(url: string, chrome: string): Promise<Lhr> {
  const flags = ['--headless=new', ...ARGS].join(' ');
  const { stdout } = await promisify(execFile)('npx', ['-y', LIGHTHOUSE, url, '--output=json', '--quiet', '--form-factor=mobile', `--chrome-flags=${flags}`], {
    env: { ...process.env, CHROME_PATH: chrome },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Lhr;
}

/** The node_modules folder npx installs Lighthouse into (it holds the puppeteer-core Lighthouse drives). */
async function lighthouseModules(): Promise<string> {
  const { stdout } = await promisify(execFile)('npx', ['-y', '-p', LIGHTHOUSE, 'node', '-e', 'console.log(process.env.PATH)']);
  const bin = stdout.trim().split(delimiter).find((dir) => dir.includes('_npx') && dir.endsWith(join('node_modules', '.bin')));
  if (!bin) throw new Error(`npx did not put ${LIGHTHOUSE} on the PATH`);
  return dirname(bin);
}

/** A Chromium profile holding one saved digital game at day 3 of the march, played through the UI; each flow runs in a copy of it. */
export async function profileWithSavedGame(url: string, chrome: string): Promise<string> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: chrome, args: ARGS, baseURL: url, reducedMotion: 'reduce' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const options = { edition: '2023', mode: 'digital', seed: 'bench-lighthouse' } as const;
    await startGame(page, options);
    await playToEnd(page, { ...options, stopAt: /day 3 of 5/i });
    await page.goto('/');
    await page.getByRole('button', { name: /^Resume the pre-battle/ }).waitFor();
  } finally {
    await context.close();
  }
  return profile;
}

/** Lighthouse's `startFlow` and the puppeteer-core it drives, both from the folder npx installs Lighthouse into. */
export interface FlowKit {
  startFlow: (page: PuppeteerPage, options: object) => Promise<UserFlow>;
  puppeteer: Puppeteer;
}

/** Loads Lighthouse's user-flow API and its puppeteer-core through npx (installing them the first time). */
export async function flowKit(): Promise<FlowKit> {
  const modules = await lighthouseModules();
  const { startFlow } = (await import(pathToFileURL(join(modules, 'lighthouse/core/index.js')).href)) as Pick<FlowKit, 'startFlow'>;
  const puppeteer = ((await import(pathToFileURL(join(modules, 'puppeteer-core/lib/esm/puppeteer/puppeteer-core.js')).href)) as { default: Puppeteer }).default;
  return { startFlow, puppeteer };
}

/** One Resume flow's scored steps (the Resume click's timespan, the reloaded mid-game step) and its HTML report. */
export interface ResumeFlow {
  resume: Lhr;
  midGame: Lhr;
  html: string;
}

/**
 * A Lighthouse user flow (mobile) in a fresh copy of `profile`, which holds a saved game: Home (storage kept),
 * a timespan over the Resume click until the game step shows, then a reload at that step, which Lighthouse
 * scores in full.
 */
export async function lighthouseResumeFlow(url: string, chrome: string, { profile, kit }: { profile: string; kit: FlowKit }): Promise<ResumeFlow> {
  const copy = mkdtempSync(join(tmpdir(), 'bench-lighthouse-run-'));
  cpSync(profile, copy, { recursive: true });
  const browser = await kit.puppeteer.launch({ executablePath: chrome, userDataDir: copy, headless: true, args: ARGS });
  try {
    const page = await browser.newPage();
    const flow = await kit.startFlow(page, { name: 'Resume a saved game' });
    await flow.navigate(url, { name: 'Home with a saved game', disableStorageReset: true });
    await flow.startTimespan({ name: 'Resume' });
    await page.click('button[aria-label^="Resume the pre-battle"]');
    await page.waitForSelector('#step-title');
    await flow.endTimespan();
    await flow.navigate(() => page.reload().then(() => undefined), { name: 'The game step, reloaded' });
    const [, resume, midGame] = (await flow.createFlowResult()).steps.map((step) => step.lhr);
    if (!resume || !midGame) throw new Error('the user flow has fewer steps than it ran');
    return { resume, midGame, html: await flow.generateReport() };
  } finally {
    await browser.close();
    rmSync(copy, { recursive: true, force: true });
  }
}

/** A category's score out of 100 ("performance", "accessibility", "best-practices", "seo"), or null when the run did not score it. */
export function categoryScore(lhr: Lhr, id: string): number | null {
  const score = lhr.categories[id]?.score;
  return score === null || score === undefined ? null : Math.round(score * 100);
}
