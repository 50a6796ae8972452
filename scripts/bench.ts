import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { benchBrowser } from './benchBrowser';
import { benchEngine, benchLongLog } from './benchEngine';
import { firstVisitJsGzip } from './bundleSize';

const TARGET_KB = 110;
const URL = 'http://127.0.0.1:4173/';
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function line(label: string, value: string): void {
  console.log(`${label.padEnd(48)} ${value}`);
}

function lighthouse(): void {
  const flags = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --disable-quic --no-first-run';
  try {
    const out = execFileSync('npx', ['-y', 'lighthouse@12.8.2', URL, '--output=json', '--quiet', '--form-factor=mobile', `--chrome-flags=${flags}`], {
      env: { ...process.env, CHROME_PATH: chrome },
      maxBuffer: 64 * 1024 * 1024,
    }).toString();
    const report = JSON.parse(out) as { categories: Record<string, { title: string; score: number | null }> };
    for (const category of Object.values(report.categories)) {
      line(`Lighthouse mobile: ${category.title}`, category.score === null ? 'n/a' : String(Math.round(category.score * 100)));
    }
  } catch (error) {
    line('Lighthouse', `not measured (${(error as Error).message.split('\n')[0]})`);
  }
}

execFileSync('npx', ['vite', 'build'], { stdio: 'ignore' });
const { bytes, files } = firstVisitJsGzip();
line('First-visit JavaScript (gzip)', `${(bytes / 1024).toFixed(1)} kB in ${files.length} file(s), target ${TARGET_KB} kB`);
await benchEngine(line);
benchLongLog(line);
if (existsSync(chrome)) {
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', '4173', '--strictPort'], { stdio: 'ignore', detached: true });
  try {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await benchBrowser(URL, chrome, line);
    lighthouse();
  } finally {
    if (server.pid) process.kill(-server.pid);
  }
} else {
  line('Browser figures and Lighthouse', `skipped: no Chromium at ${chrome}`);
}
