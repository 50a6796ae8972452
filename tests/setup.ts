import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB: the library of games is stored in this in-memory one during tests.
import 'fake-indexeddb/auto';
import { afterEach, vi } from 'vitest';

// Components navigate by screen name; the app's route table says where each screen lives, as main.tsx's App does.
// Tests without a browser (the engine, the data) never navigate, so they leave the UI unloaded.
if (typeof window !== 'undefined') {
  const [{ installRoutes }, { ROUTES }] = await Promise.all([import('../src/ui/navigation'), import('../src/ui/app/routes')]);
  installRoutes(ROUTES);
}

// The app loads parts on demand (a screen, a step's screen, the saved games' cards) without awaiting them. One
// still loading when a file's environment is torn down fails the whole run with "EnvironmentTeardownError" although every test passed, more often on a slow machine. This hook runs after
// Testing Library's cleanup (hooks run in reverse order), so nothing is left loading when a test ends.
afterEach(() => vi.dynamicImportSettled());
