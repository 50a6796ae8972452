import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB: the library of games is stored in this in-memory one during tests.
import 'fake-indexeddb/auto';
