import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromium, type Browser, type LaunchOptions } from '@playwright/test';
import { blur, frame, qrCentre, rasterise, turn, writePng, writeY4m } from './printedSheet';
import { openSheet } from './sheet';

/** The example game whose printed sheet the scanners read. */
const EXAMPLE = 'digital-2023-waterside.json';

/** The files made from a printed sheet, in the folder given, and the share link it prints. */
export interface PrintedSheet {
  link: string;
  /** The whole page, turned and blurred, as a PNG photo. */
  photo: string;
  /** The top of the same page, without its code. */
  noCode: string;
  /** 640 x 480 of the page around its code, as one frame of a .y4m video for Chromium's fake camera. */
  camera: string;
}

/**
 * Prints the example game's battle sheet to PDF with the app at `origin` (its summary's "Battle sheet", print media,
 * A4), rasterises it at 150 dpi with pdftoppm, turns it 3 degrees and blurs it slightly, and writes the photo, a
 * picture without the code and the camera's video into `dir`.
 */
export async function printSheet(browser: Browser, origin: string, dir: string): Promise<PrintedSheet> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 794, height: 1123 } });
  try {
    const page = await context.newPage();
    await openSheet(page, EXAMPLE, readFileSync(`examples/${EXAMPLE}`, 'utf8'));
    const link = /https?:\/\/\S+/.exec(await page.locator('.sheet-url').innerText())?.[0] ?? '';
    await page.emulateMedia({ media: 'print' });
    writeFileSync(join(dir, 'sheet.pdf'), await page.pdf({ format: 'A4', printBackground: true }));
    const sheet = blur(turn(rasterise(join(dir, 'sheet.pdf'), dir), 3));
    const files = { photo: join(dir, 'photo.png'), noCode: join(dir, 'no-code.png'), camera: join(dir, 'camera.y4m') };
    writePng(sheet, files.photo);
    writePng(frame(sheet, { x: sheet.width / 2, y: 0 }, 640, 480), files.noCode);
    writeY4m(frame(sheet, qrCentre(sheet), 640, 480), files.camera);
    return { link, ...files };
  } finally {
    await context.close();
  }
}

/** Chromium with the options given and a fake camera that films the .y4m video `camera`, its permission granted. */
export function launchWithCamera(options: LaunchOptions | undefined, camera: string): Promise<Browser> {
  const args = [...(options?.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${camera}`];
  return chromium.launch({ ...options, args });
}

/**
 * The scan harness (e2e/harness/): the app's build plus a page hosting the round screen's scanners, built into `outDir`
 * and served by `vite preview` on a free port, for the scan test and the bench's scan figure. Returns its address and
 * a function that stops the server.
 */
export async function serveScanHarness(outDir: string): Promise<{ origin: string; stop: () => void }> {
  execFileSync('npx', ['vite', 'build', '--config', 'e2e/harness/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    // The harness config imports the app's without an extension (TypeScript refuses one); Vite's notice about it is noise here.
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Vite's own script under this Node, so the process stopped is the server itself.
  const server: ChildProcess = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => void server.kill();
  try {
    await new Promise<void>((resolve, reject) => {
      let said = '';
      server.stdout?.on('data', (chunk: Buffer) => {
        // Vite prints its address with the port in bold.
        said += stripVTControlCharacters(chunk.toString());
        if (said.includes(origin)) resolve();
      });
      server.once('exit', (code) => reject(new Error(`vite preview stopped (${code}) before serving the scan harness`)));
    });
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
