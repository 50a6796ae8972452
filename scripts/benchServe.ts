import { execFileSync } from 'node:child_process';
import type { PreviewServer } from 'vite';

/** The floor app's Vite config (scripts/floor). */
export const FLOOR_CONFIG = 'scripts/floor/vite.config.ts';

/** Runs `vite build` in a child process (so the engine figures' heap holds none of it), into `outDir`. */
export function viteBuild(outDir: string, config?: string): void {
  const args = ['vite', 'build', '--outDir', outDir, '--emptyOutDir', ...(config ? ['--config', config] : [])];
  try {
    execFileSync('npx', args, { stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`npx ${args.join(' ')} failed:\n${String(stdout ?? '')}${String(stderr ?? '')}`, { cause: error });
  }
}

/** Serves a build with `vite preview` in this process, on 127.0.0.1 and exactly this port; close it when done. */
export async function serve(outDir: string, port: number, config?: string): Promise<{ url: string; server: PreviewServer }> {
  const { preview } = await import('vite');
  const server = await preview({
    configFile: config,
    logLevel: 'silent',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  return { url: `http://127.0.0.1:${port}/`, server };
}
