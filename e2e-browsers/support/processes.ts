import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port nobody listens on now, chosen by the system (never a fixed number: other runs share the machine). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers, or fails after `timeoutMs` naming it and what the process last printed. */
export async function waitForHttp(url: string, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms:\n${output()}`);
}

/** A child process whose output is kept (the last 4 kB) for error messages, stopped by its own id. */
export interface Child {
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts a command in a process group of its own, so that stopping it stops what it started too. */
export function startChild(command: string, args: string[], env: NodeJS.ProcessEnv = process.env, stdio: 'pipe' | ['ignore', 'pipe', 'pipe', 'pipe'] = 'pipe'): Child {
  const child = spawn(command, args, { env, detached: true, stdio });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4096);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
      await exited;
    },
  };
}

/** A `vite preview` of the production build on a free port: the service worker exists only there. */
export interface Preview {
  url: string;
  stop: () => Promise<void>;
}

/** Serves the build folder `outDir` with `vite preview` on a free port of 127.0.0.1. */
export async function startPreview(outDir: string): Promise<Preview> {
  const port = await freePort();
  const child = startChild('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir]);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, 60_000, child.output);
  return { url, stop: child.stop };
}

/** An X server in memory for WebKit's MiniBrowser, on a display it picks itself (`-displayfd`), so two runs never collide. */
export async function startXvfb(): Promise<{ display: string; stop: () => Promise<void> }> {
  const child = startChild('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1400x24', '-nolisten', 'tcp'], process.env, ['ignore', 'pipe', 'pipe', 'pipe']);
  const fd = child.process.stdio[3];
  if (!fd || !('on' in fd)) throw new Error('Xvfb: no pipe for -displayfd');
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    fd.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    child.process.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it chose a display:\n${child.output()}`)));
  });
  return { display, stop: child.stop };
}
