import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { LIBRARY_DB, LIBRARY_STORE } from '../../src/ui/saveKey';
import { openMenuIfAny } from './drive';

/** One record of the library as IndexedDB holds it: its key and its value, untouched. */
export interface StoredRecord {
  key: string;
  value: unknown;
}

/**
 * Every record of the library, read straight from the page's IndexedDB (no app code involved). A library the
 * app has not made yet reads as empty, and is not made here (an empty database would stand in the app's way).
 */
export function readLibrary(page: Page): Promise<StoredRecord[]> {
  return page.evaluate(
    ([name, storeName]) =>
      new Promise<StoredRecord[]>((resolve, reject) => {
        let made = false;
        const open = indexedDB.open(name);
        open.onupgradeneeded = () => {
          made = true;
        };
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) {
            db.close();
            if (made) indexedDB.deleteDatabase(name);
            resolve([]);
            return;
          }
          const store = db.transaction(storeName).objectStore(storeName);
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onerror = () => reject(values.error);
          values.onsuccess = () => {
            db.close();
            resolve(keys.result.map((key, i) => ({ key: String(key), value: values.result[i] as unknown })));
          };
        };
      }),
    [LIBRARY_DB, LIBRARY_STORE] as const,
  );
}

/** Every key of the page's localStorage with its text, as stored. */
export function readLocalStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.keys(localStorage).sort().map((key) => [key, localStorage.getItem(key) ?? ''])));
}

/** The game file the library card offers, downloaded from Home: the card is found by its export button's name. */
export async function exportFromHome(page: Page, title: RegExp): Promise<string> {
  await page.goto('/');
  const button = page.getByRole('button', { name: title });
  await expect(button).toBeVisible({ timeout: 20_000 });
  const download = page.waitForEvent('download');
  await button.click();
  // A game that is not over asks first, in the builds that ask.
  const anyway = page.getByRole('button', { name: 'Export anyway' });
  await Promise.race([download, anyway.waitFor().then(() => anyway.click()).catch(() => undefined)]);
  const path = await (await download).path();
  return readFileSync(path, 'utf8');
}

/**
 * Saves the public address that links point at, through the share control of the game on screen: a build
 * served from 127.0.0.1 asks for it beside the first link it makes, and links made after point at it.
 */
export async function savePublicAddress(page: Page, address: string): Promise<void> {
  await openMenuIfAny(page);
  await page.getByRole('button', { name: 'Make a share link' }).click();
  const field = page.getByRole('textbox', { name: 'Public address of this app' });
  await expect(field).toBeVisible();
  await field.fill(address);
  await page.getByRole('button', { name: 'Save the address' }).click();
  await expect(field).toHaveValue(address);
}

/** A share link as the game screen copies it, with its kind read from the sentence shown beside it (a view or the whole game). */
export async function makeShareLink(page: Page, address: string): Promise<{ link: string; kind: 'game' | 'view' | 'unknown' }> {
  await openMenuIfAny(page);
  await page.getByRole('button', { name: 'Make a share link' }).click();
  const field = page.getByRole('textbox', { name: 'Link to this battle' });
  await expect(field).toHaveValue(/#\/shared\/[A-Za-z0-9_-]+$/);
  const link = await field.inputValue();
  // A link to 127.0.0.1 and this run's port would open nothing anywhere else.
  if (!link.startsWith(address)) throw new Error(`the link points at ${link.slice(0, 40)}, not at the saved address ${address}`);
  const view = await page.getByText(/as the room sees it/).count();
  const game = await page.getByText(/holds the whole game/).count();
  return { link, kind: view ? 'view' : game ? 'game' : 'unknown' };
}

/** The battle sheet of the finished game on screen, printed as that build prints it (A4). */
export async function printSheet(page: Page): Promise<Buffer> {
  await page.getByRole('button', { name: 'Battle sheet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Battle sheet' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: /QR code/ }).or(page.getByText(/^No QR code/))).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  return pdf;
}
