import { expect, type Page } from '@playwright/test';

/** Opens a game file from the home screen, then its battle sheet from the summary, and waits for its QR code (or, for a link too long for a printed code, the note that says so). */
export async function openSheet(page: Page, name: string, text: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Choose a game file' }).click();
  await page.getByLabel('Open a game file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByRole('heading', { level: 1, name: 'The end of the pre-battle' })).toBeVisible();
  await page.getByRole('button', { name: 'Battle sheet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Battle sheet' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the share link' }).or(page.getByText(/^No QR code: this share link has/))).toBeVisible();
}
