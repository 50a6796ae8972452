import { expect, test } from '@playwright/test';
import { LIBRARY_DB, LIBRARY_STORE } from '../src/ui/saveKey';
import { stepNameText } from '../src/ui/words/stepNames';
import type { StepId } from '../src/engine/schema/stepIds';
import { artifactJson, builds, type StoredRecord } from '../tests/support/builds';

/*
 * The library as earlier builds stored it (tests/fixtures/builds/<commit>/library.json, written by
 * `npm run artifacts`), put as it was into a fresh page's IndexedDB: Home lists each game as readable, and
 * Resume opens it at the step it was left at. Builds are found by folder.
 */

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const build of builds()) {
  test(`the library stored by the build of ${build.manifest.short}: every game is listed as readable and resumes at the step it was left at`, async ({ page }) => {
    const records = artifactJson<StoredRecord[]>(build, build.manifest.library);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Pre-Battle Wizard' })).toBeVisible();
    await page.evaluate(
      async ({ name, storeName, records }) => {
        const open = (version?: number, upgrade?: (db: IDBDatabase) => void) =>
          new Promise<IDBDatabase>((resolve, reject) => {
            const request = version === undefined ? indexedDB.open(name) : indexedDB.open(name, version);
            request.onupgradeneeded = () => upgrade?.(request.result);
            request.onerror = () => reject(request.error);
            request.onsuccess = () => resolve(request.result);
          });
        let db = await open();
        if (!db.objectStoreNames.contains(storeName)) {
          const version = db.version + 1;
          db.close();
          db = await open(version, (upgrading) => upgrading.createObjectStore(storeName));
        }
        const tx = db.transaction(storeName, 'readwrite');
        for (const record of records) tx.objectStore(storeName).put(record.value, record.key);
        await new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
        db.close();
      },
      { name: LIBRARY_DB, storeName: LIBRARY_STORE, records },
    );
    await page.reload();
    const cards = page.getByRole('region', { name: 'Your games' }).getByRole('listitem');
    await expect(cards).toHaveCount(build.manifest.games.length);
    await expect(page.getByText('A saved game that cannot be read')).toHaveCount(0);

    for (const game of build.manifest.games) {
      const record = records.find((r) => r.key === game.libraryKey)?.value as { summary: { players: { name: string; army: string }[] } } | undefined;
      if (!record) throw new Error(`${game.name}: no record ${game.libraryKey} in the library`);
      const [first] = record.summary.players;
      const card = cards.filter({ hasText: `${first!.name} (${first!.army})` });
      await expect(card, game.name).toHaveCount(1);
      await card.getByRole('button', { name: /^Resume the pre-battle: / }).click();
      await expect(page.locator('#step-title'), game.name).toContainText(new RegExp(escaped(stepNameText(game.leftAt.stepId as StepId)), 'i'));
      await page.goto('/');
      await expect(cards).toHaveCount(build.manifest.games.length);
    }
  });
}
