import type { Page } from '@playwright/test';

/** A game as the library stores it in IndexedDB (the fields the specs read). */
export interface StoredGame {
  kind: string;
  id: string;
  revision: number;
  title: string | null;
  log: { setup: { seed: string }; actions: { type: string; [key: string]: unknown }[] };
  [key: string]: unknown;
}

/** Every entry of the library, read straight from the page's IndexedDB (no app code involved). */
export async function storedGames(page: Page): Promise<StoredGame[]> {
  return page.evaluate(
    () =>
      new Promise<StoredGame[]>((resolve, reject) => {
        const open = indexedDB.open('pbw-library');
        // A library that does not exist yet is made as the app makes it, so that the app can still open it.
        open.onupgradeneeded = () => open.result.createObjectStore('games');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('games').objectStore('games').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            resolve(all.result as StoredGame[]);
          };
        };
      }),
  );
}

/** The id of the game this page has open (the tab remembers it for reloads). */
export async function openGameId(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('pbw.open'));
}

/** The stored game this page has open; null if none. */
export async function openStoredGame(page: Page): Promise<StoredGame | null> {
  const id = await openGameId(page);
  return (await storedGames(page)).find((game) => game.id === id) ?? null;
}

/** Home's game-file input (Home has others since issue 37: a round file's). */
export const gameFileInput = (page: Page) => page.getByLabel('Open a game file', { exact: true });
