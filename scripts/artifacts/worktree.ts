import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs a command to its end with its output shown, and throws when it fails. */
export function run(command: string, args: readonly string[], cwd: string): void {
  const done = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (done.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${done.status ?? done.signal})`);
}

/** A command's standard output, trimmed; throws when it fails. */
export function output(command: string, args: readonly string[], cwd: string): string {
  const done = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (done.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}: ${done.stderr}`);
  return done.stdout.trim();
}

/** The full and short hash of a commit of this repository (the short one names its artifacts' folder). */
export function resolveCommit(ref: string, root: string): { full: string; short: string } {
  const full = output('git', ['rev-parse', '--verify', `${ref}^{commit}`], root);
  return { full, short: output('git', ['rev-parse', '--short=7', full], root) };
}

/** A detached worktree of the commit under the OS temp folder. */
export function addWorktree(commit: string, root: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'pbw-artifacts-')), 'app');
  run('git', ['worktree', 'add', '--detach', dir, commit], root);
  return dir;
}

/** Removes the worktree and its temp folder, and forgets it in git. */
export function removeWorktree(dir: string, root: string): void {
  spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'inherit' });
  rmSync(join(dir, '..'), { recursive: true, force: true });
  spawnSync('git', ['worktree', 'prune'], { cwd: root, stdio: 'inherit' });
}

/** Installs that commit's own dependencies and builds it with its own Vite. */
export function buildWorktree(dir: string): void {
  run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  run('npx', ['vite', 'build'], dir);
}

/** A TCP port nobody listens on now, found by asking the system for one. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** `vite preview` of the worktree's build, started on the port and awaited until it answers. */
export async function preview(dir: string, port: number): Promise<{ url: string; stop: () => void }> {
  const server: ChildProcess = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: dir, stdio: 'inherit', detached: true });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`vite preview stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`vite preview did not answer at ${url} within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
