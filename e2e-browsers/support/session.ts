import { afterAll, inject } from 'vitest';
import { ENGINES, AppWindow, type Engine } from './driver';
import { closeFirefox, openFirefox } from './firefox';
import { startPreview, type Preview } from './processes';
import { closeWebKit, openWebKit } from './webkit';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The address of the `vite preview` the global setup started. */
    baseUrl: string;
    /** The build folder it serves. */
    outDir: string;
  }
}

/** The engine this run drives (PBW_ENGINE, set by scripts/test-browsers.ts). */
export const engine: Engine = (() => {
  const name = process.env.PBW_ENGINE;
  if (!ENGINES.includes(name as Engine)) throw new Error(`PBW_ENGINE must be one of ${ENGINES.join(', ')}, not ${name}`);
  return name as Engine;
})();

afterAll(async () => {
  if (engine === 'firefox') await closeFirefox();
  else await closeWebKit();
});

/**
 * A window of a fresh profile in this run's engine, on the shared server, or on `server` (one of the test's own,
 * which `offline()` may stop where the engine has no offline switch).
 */
export async function openWindow(server?: Preview): Promise<AppWindow> {
  const baseUrl = server?.url ?? inject('baseUrl');
  const cut = async () => {
    if (!server) throw new Error('offline() needs a server of the test’s own (openWindow(server))');
    await server.stop();
  };
  const raw = engine === 'firefox' ? await openFirefox(baseUrl, server ? cut : null) : await openWebKit(baseUrl, cut);
  return new AppWindow(engine, raw, baseUrl);
}

/** A `vite preview` of this run's build of the test's own. */
export function ownServer(): Promise<Preview> {
  return startPreview(inject('outDir'));
}

/** Runs `use` in a window of a fresh profile and closes it, passed or failed. */
export async function inFreshProfile<T>(run: (w: AppWindow) => Promise<T>, server?: Preview): Promise<T> {
  const w = await openWindow(server);
  try {
    return await run(w);
  } finally {
    await w.close();
  }
}

/** Runs `use` in a window of a fresh profile on a server of its own (which `offline()` may stop), then closes both. */
export async function onOwnServer<T>(run: (w: AppWindow) => Promise<T>): Promise<T> {
  const server = await ownServer();
  try {
    return await inFreshProfile(run, server);
  } finally {
    await server.stop();
  }
}
