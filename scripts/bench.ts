import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { firstVisitJsGzip } from './bundleSize';
import { benchEngine } from './benchEngine';

const TARGET_KB = 110;
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function line(label: string, value: string): void {
  console.log(`${label.padEnd(44)} ${value}`);
}

async function lighthouse(): Promise<void> {
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', '4173', '--strictPort'], {
    stdio: 'ignore',
  });
  try {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const flags = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --disable-quic --no-first-run';
    const out = execFileSync(
      'npx',
      ['-y', 'lighthouse@12.8.2', 'http://127.0.0.1:4173/', '--output=json', '--quiet', '--form-factor=mobile', `--chrome-flags=${flags}`],
      { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
    ).toString();
    const report = JSON.parse(out) as { categories: Record<string, { title: string; score: number | null }> };
    for (const category of Object.values(report.categories)) {
      line(`Lighthouse mobile: ${category.title}`, category.score === null ? 'n/a' : String(Math.round(category.score * 100)));
    }
  } catch (error) {
    line('Lighthouse', `not measured (${(error as Error).message.split('\n')[0]})`);
  } finally {
    server.kill();
  }
}

execFileSync('npx', ['vite', 'build'], { stdio: 'ignore' });
const { bytes, files } = firstVisitJsGzip();
line('First-visit JavaScript (gzip)', `${(bytes / 1024).toFixed(1)} kB in ${files.length} file(s), target ${TARGET_KB} kB`);
benchEngine(line);
if (existsSync(chrome)) await lighthouse();
else line('Lighthouse', `skipped: no Chromium at ${chrome}`);
