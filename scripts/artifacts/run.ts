import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { exportFromHome, makeShareLink, printSheet, readLibrary, readLocalStorage, savePublicAddress } from './collect';
import { openSetup, playUntil, startGame } from './drive';
import { makeAgvLayout, makeCcnBoard, makeProfile } from './extras';
import { ARTIFACT_GAMES, PUBLIC_ADDRESS, type ArtifactGame } from './games';
import type { BuildManifest, GameArtifact } from './manifest';
import { addWorktree, buildWorktree, freePort, output, preview, removeWorktree, resolveCommit } from './worktree';

/**
 * `npm run artifacts -- <commit>` (ARCHITECTURE "Formats"): builds the commit in a temporary worktree with its
 * own dependencies, drives that build with today's Playwright and Chromium, and writes what it made into
 * tests/fixtures/builds/<short commit>/ with a manifest. Run by hand, never by `npm test`.
 */

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];

const root = resolve(import.meta.dirname, '../..');
const ref = process.argv[2];
if (!ref) {
  console.error('Usage: npm run artifacts -- <commit>');
  process.exit(1);
}
const commit = resolveCommit(ref, root);
const outDir = join(root, 'tests/fixtures/builds', commit.short);
const started = Date.now();
const say = (text: string) => console.log(`[artifacts ${((Date.now() - started) / 1000).toFixed(0)} s] ${text}`);

/** The library keys present now, to tell which record a game or layout added. */
async function libraryKeys(page: Page): Promise<Set<string>> {
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return new Set((await readLibrary(page).catch(() => [])).map((r) => r.key));
}

async function newKeys(page: Page, before: Set<string>): Promise<string[]> {
  return (await readLibrary(page)).map((r) => r.key).filter((key) => !before.has(key));
}

interface Played {
  game: ArtifactGame;
  heading: string;
  libraryKey: string;
  links: GameArtifact['links'];
  sheetPdf: Buffer | null;
  file: string;
}

async function playGame(page: Page, game: ArtifactGame): Promise<Played> {
  say(`playing ${game.name}`);
  const before = await libraryKeys(page);
  await openSetup(page, game.setup.names);
  if (game.setup.profile && !(await makeProfile(page))) throw new Error('this build has no rules profiles');
  await startGame(page, game.setup);
  if (game === ARTIFACT_GAMES[0]) await savePublicAddress(page, PUBLIC_ADDRESS);
  const shown = await playUntil(page, game.stopAt ?? /$^/, game.setup.mode === 'physical');
  const links = game.keep.link ? [await makeShareLink(page, PUBLIC_ADDRESS)] : [];
  const sheetPdf = game.keep.sheet ? await printSheet(page) : null;
  const added = await newKeys(page, before);
  if (added.length !== 1) throw new Error(`${game.name}: expected one new library record, found ${added.length}`);
  const army = game.setup.names[0].army;
  const file = await exportFromHome(page, new RegExp(`^Export the game file of .*${army}`));
  return { game, heading: shown, libraryKey: added[0]!, links, sheetPdf, file };
}

/** Which localStorage key holds what, found by what each holds (keys are not assumed across builds). */
function storageKeys(storage: Record<string, string>, ccnKeys: string[]): BuildManifest['storageKeys'] {
  const holding = (text: string) => Object.keys(storage).find((key) => storage[key]!.includes(text)) ?? null;
  const profiles = holding('Artifacts club');
  const publicAddress = holding(PUBLIC_ADDRESS.replace(/\/$/, ''));
  const ccnBoard = ccnKeys[0] ?? null;
  const settings = Object.keys(storage).filter((key) => key !== profiles && key !== publicAddress && key !== ccnBoard);
  return { profiles, publicAddress, ccnBoard, settings };
}

async function main(): Promise<void> {
  say(`building ${commit.full} in a temporary worktree`);
  // While working on this script: ARTIFACTS_KEEP=1 keeps the built worktree, ARTIFACTS_WORKTREE=<it> reuses it.
  const reused = process.env.ARTIFACTS_WORKTREE;
  const dir = reused ?? addWorktree(commit.full, root);
  let stop = () => {};
  const interrupted = () => {
    stop();
    if (!reused && process.env.ARTIFACTS_KEEP !== '1') removeWorktree(dir, root);
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    if (!reused) buildWorktree(dir);
    const port = await freePort();
    const server = await preview(dir, port);
    stop = server.stop;
    say(`serving that build at ${server.url}`);
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const context = await browser.newContext({ baseURL: server.url, acceptDownloads: true });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const played: Played[] = [];
    for (const game of ARTIFACT_GAMES) played.push(await playGame(page, game));

    say('making an A Great Victory! layout and a Commands & Colors board');
    const beforeLayout = await libraryKeys(page);
    const agvLayouts = (await makeAgvLayout(page, 'Artifacts ridge')) ? await newKeys(page, beforeLayout) : [];
    const storageBefore = await readLocalStorage(page);
    const ccnKeys = (await makeCcnBoard(page)) ? Object.entries(await readLocalStorage(page)).filter(([key, text]) => storageBefore[key] !== text).map(([key]) => key) : [];

    await page.goto('/');
    const library = await readLibrary(page);
    const storage = await readLocalStorage(page);
    await browser.close();

    rmSync(outDir, { recursive: true, force: true });
    for (const sub of ['games', 'replays', 'sheets']) mkdirSync(join(outDir, sub), { recursive: true });
    for (const p of played) writeFileSync(join(outDir, 'games', `${p.game.name}.json`), p.file);

    say("replaying the game files with that build's own engine");
    copyFileSync(join(import.meta.dirname, 'oldEngine.mjs'), join(dir, 'artifacts-old-engine.mjs'));
    const replays = JSON.parse(output('npx', ['tsx', 'artifacts-old-engine.mjs', ...played.map((p) => join(outDir, 'games', `${p.game.name}.json`))], dir)) as Record<string, { ok: boolean; publicView?: Record<string, unknown> }>;

    const games: GameArtifact[] = played.map((p) => {
      const replayed = replays[join(outDir, 'games', `${p.game.name}.json`)];
      if (!replayed?.ok || !replayed.publicView) throw new Error(`${p.game.name}: that build's engine did not replay its own file`);
      const view = replayed.publicView;
      writeFileSync(join(outDir, 'replays', `${p.game.name}.publicView.json`), `${JSON.stringify(view, null, 2)}\n`);
      const sheetPdf = p.sheetPdf ? `sheets/${p.game.name}.pdf` : null;
      if (p.sheetPdf && sheetPdf) writeFileSync(join(outDir, sheetPdf), p.sheetPdf);
      return {
        name: p.game.name,
        description: p.game.description,
        edition: p.game.setup.edition,
        mode: p.game.setup.mode,
        typedCode: p.game.setup.typedCode !== undefined,
        odds: p.game.setup.odds ?? false,
        profile: p.game.setup.profile ?? null,
        leftAt: { heading: p.heading, stepId: String(view.stepId ?? view.phase) },
        libraryKey: p.libraryKey,
        file: `games/${p.game.name}.json`,
        publicView: `replays/${p.game.name}.publicView.json`,
        links: p.links,
        sheetPdf,
      };
    });
    const keys = storageKeys(storage, ccnKeys);
    const manifest: BuildManifest = {
      commit: commit.full,
      short: commit.short,
      madeAt: new Date().toISOString(),
      madeBy: `npm run artifacts -- ${ref}`,
      publicAddress: keys.publicAddress ? PUBLIC_ADDRESS : null,
      library: 'library.json',
      localStorage: 'localStorage.json',
      storageKeys: keys,
      agvLayouts,
      games,
    };
    writeFileSync(join(outDir, 'library.json'), `${JSON.stringify(library, null, 2)}\n`);
    writeFileSync(join(outDir, 'localStorage.json'), `${JSON.stringify(storage, null, 2)}\n`);
    writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    say(`wrote ${outDir.slice(root.length + 1)}`);
  } finally {
    stop();
    if (reused || process.env.ARTIFACTS_KEEP === '1') say(`kept the worktree at ${dir}`);
    else removeWorktree(dir, root);
  }
}

await main();
say('done');
