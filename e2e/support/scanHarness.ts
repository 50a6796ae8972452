import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { stripVTControlCharacters } from 'node:util';

/**
 * The scan harness (e2e/harness/): the app's build plus a page hosting the round screen's scanners, built into `outDir`
 * and served by `vite preview` on a free port, for the scan test and the bench's scan figure. Returns its address and
 * a function that stops the server.
 */
export async function serveScanHarness(outDir: string): Promise<{ origin: string; stop: () => void }> {
  execFileSync('npx', ['vite', 'build', '--config', 'e2e/harness/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
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
