import { expect, type Page } from '@playwright/test';

/** Chooses the app's language in the header (issue 36) and waits until it is applied and the chooser can be used again. */
export async function chooseLanguage(page: Page, lang: 'en' | 'fr'): Promise<void> {
  const chooser = page.getByRole('combobox', { name: /Language|Langue/ });
  await chooser.selectOption(lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(chooser).toBeEnabled();
}
