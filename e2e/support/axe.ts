import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A/AA rules every screen is scanned against. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The axe violations of the page as it is now. */
export async function axeViolations(page: Page) {
  return (await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations;
}

/** Fails, naming the screen, when axe finds any violation. */
export async function expectAxeClean(page: Page, label: string): Promise<void> {
  expect(await axeViolations(page), label).toEqual([]);
}
