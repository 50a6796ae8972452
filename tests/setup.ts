import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB: the library of games is stored in this in-memory one during tests.
import 'fake-indexeddb/auto';
import { afterEach, vi } from 'vitest';

// The app loads parts ahead of need (a screen's chunk, the saved games' cards, a game's idle parts) without
// awaiting them. One still loading when a file's environment is torn down fails the whole run with
// "EnvironmentTeardownError" although every test passed, more often on a slow machine. This hook runs after
// Testing Library's cleanup (hooks run in reverse order), so nothing is left loading when a test ends.
afterEach(() => vi.dynamicImportSettled());
