import { useEffect, useState } from 'react';
import type { Mock } from 'vitest';

/** What a test says of vite-plugin-pwa's registration: is there news, and the hook's setters. */
export interface PwaState {
  needRefresh: boolean;
  offlineReady: boolean;
  setNeedRefresh: Mock;
  setOfflineReady: Mock;
  updateServiceWorker: Mock;
}

/**
 * `useRegisterSW` as the plugin's hook behaves: when a worker is installed and waits (`needRefresh`),
 * it calls the page's `onNeedRefresh` once and reports it. Use as the factory of
 * `vi.mock('virtual:pwa-register/react', ...)`.
 */
export function registerSwHook(pwa: PwaState) {
  return {
    useRegisterSW: (options?: { onNeedRefresh?: () => void }) => {
      // The options are read once, as the plugin registers once.
      const [{ onNeedRefresh }] = useState(() => options ?? {});
      useEffect(() => {
        if (pwa.needRefresh) onNeedRefresh?.();
      }, [onNeedRefresh]);
      return {
        needRefresh: [pwa.needRefresh, pwa.setNeedRefresh],
        offlineReady: [pwa.offlineReady, pwa.setOfflineReady],
        updateServiceWorker: pwa.updateServiceWorker,
      };
    },
  };
}

/** A worker as the page sees it; only whether there is one matters here. */
const worker = (state: string) => ({ state, scriptURL: '/sw.js' });

/**
 * Gives the page service workers: whether one controls the page, and whether the registration has one
 * waiting (or none registered at all). `undefined` removes `navigator.serviceWorker`, as in a browser without them.
 */
export function fakeServiceWorkers(workers: { controlled: boolean; waiting: boolean; registered?: boolean } | undefined): void {
  if (!workers) {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    return;
  }
  const registration = workers.registered === false ? undefined : { waiting: workers.waiting ? worker('installed') : null };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: workers.controlled ? worker('activated') : null, getRegistration: () => Promise.resolve(registration) },
  });
}
