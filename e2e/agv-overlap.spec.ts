import { expect, test, type Page } from '@playwright/test';

const placeForm = (page: Page) => page.getByRole('form', { name: 'Place a feature' });
const check = (page: Page) => page.getByRole('region', { name: 'Guideline check' });

/** Fills a field of the placing form by keyboard: focus, select all, type. */
async function typeInto(page: Page, label: string, value: string) {
  await placeForm(page).getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(value);
}

for (const width of [360, 1280]) {
  test(`A Great Victory! at ${width} px: two woods overlapping by 2 cm are said to overlap by 2.0 cm, and both labels can be read`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await page.getByRole('radio', { name: 'A Great Victory!' }).click();
    await page.getByRole('button', { name: 'Lay out a new table' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Table layout' })).toBeVisible();
    // Woods 6 cm across (seed 004 Woods: 5-10 cm), their centres 4 cm apart: they overlap by 2 cm.
    for (const x of ['40', '44']) {
      await placeForm(page).getByLabel('Feature').selectOption({ label: 'Woods' });
      await typeInto(page, 'Centre across (cm from the left edge)', x);
      await typeInto(page, 'Centre down (cm from the top edge)', '30');
      await typeInto(page, 'Width (cm)', '6');
      await typeInto(page, 'Depth (cm)', '6');
      await page.keyboard.press('Enter');
    }
    await expect(check(page)).toContainText('Broken by W1 and W2');
    await expect(check(page)).toContainText(/W1 .*and W2 .*overlap by 2\.0 cm: they must be at least 15 cm apart\./);
    await expect(check(page)).not.toContainText('0.0 cm apart');
    const boxes = await page.locator('svg.agv-svg text.agv-label').evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(2);
    const [a, b] = boxes as [DOMRect, DOMRect];
    const cover = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    expect(cover, 'one label covers the other').toBe(false);
  });
}
