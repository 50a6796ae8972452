import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB: the library of games is stored in this in-memory one during tests.
import 'fake-indexeddb/auto';
import { afterEach, vi } from 'vitest';
import { installRoutes } from '../src/ui/navigation';
import { ROUTES } from '../src/ui/app/routes';

// Components navigate by screen name; the app's route table says where each screen lives, as main.tsx's App does.
installRoutes(ROUTES);

// The app loads parts on demand (a screen, a step's screen, the saved games' cards) without awaiting them. One still loading when a file's environment is torn down fails the whole run with
// "EnvironmentTeardownError" although every test passed, more often on a slow machine. This hook runs after
// Testing Library's cleanup (hooks run in reverse order), so nothing is left loading when a test ends.
afterEach(() => vi.dynamicImportSettled());
