import { expect, type Page } from '@playwright/test';
import { openStoredGame } from './library';

/** The step heading of a window. */
export function heading(page: Page) {
  return page.locator('#step-title');
}

/** The line that says which game a window shows ("Game: Anna (…) v Bruno (…), started HH:MM"). */
export function gameLine(page: Page) {
  return page.getByText(/^Game: /);
}

/** Opens the app in a window and resumes the (only) saved game from the library on the home screen. */
export async function resume(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: /^Resume the pre-battle/ }).click();
  await expect(heading(page)).toBeVisible();
}

/** The number of actions in the stored game this window shows, read from the library (no app code involved). */
export async function savedActions(page: Page): Promise<number> {
  return (await openStoredGame(page))?.log.actions.length ?? -1;
}

/**
 * Arms a click on the step's button named `name` for the exact moment another window's next save
 * lands in this window's storage: the earliest a player could act here before this window has heard
 * of the change. It clicks only if this window still shows the step `heading`; otherwise it records
 * that this window had already caught up. Read `clickedText` afterwards.
 */
export async function clickWhenStorageChanges(page: Page, name: string, stepHeading: string): Promise<void> {
  await page.evaluate(
    ([label, title]) => {
      const revision = (text: string | null) => (JSON.parse(text ?? '{}') as { revision?: number }).revision ?? -1;
      // The game's notice key, written once another window's change is stored.
      const key = `pbw.rev.${sessionStorage.getItem('pbw.open')}`;
      const armedAt = revision(localStorage.getItem(key));
      const record = window as unknown as { clickedText?: string };
      delete record.clickedText;
      const onStorage = (e: StorageEvent) => {
        if (e.key !== key || revision(e.newValue) <= armedAt) return;
        window.removeEventListener('storage', onStorage);
        const stillThere = document.querySelector('#step-title')?.textContent?.trim() === title;
        const buttons = [...document.querySelectorAll<HTMLButtonElement>('section[aria-labelledby="step-title"] button')];
        const button = stillThere ? buttons.find((b) => b.textContent?.trim() === label) : undefined;
        record.clickedText = button ? label : '(caught up first)';
        button?.click();
      };
      window.addEventListener('storage', onStorage);
    },
    [name, stepHeading] as const,
  );
}

/** What `clickWhenStorageChanges` clicked, or null if it has not fired. */
export async function clickedText(page: Page): Promise<string | null> {
  return page.evaluate(() => (window as unknown as { clickedText?: string }).clickedText ?? null);
}
