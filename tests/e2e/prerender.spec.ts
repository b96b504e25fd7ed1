/**
 * Pages that are the same for everyone arrive as HTML (decision 027): their words are there before
 * any JavaScript runs, and the app then takes over the same page without a reload.
 */
import { appWaitsForPaint, expect, test } from './fixtures';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing, terms, safety, resources and pricing pages show their content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
    for (const [path, heading] of [
      ['/terms', /terms/i],
      ['/safety', /safety|help/i],
      ['/resources', /resource/i],
      ['/pricing', /Choose Your Plan/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    }
  });

  test('a page that depends on the visitor is not prerendered', async ({ page }) => {
    const res = await page.goto('/dashboard');
    expect(res?.status()).toBe(200);
    expect(await page.locator('#root').innerHTML()).toBe('');
  });
});

test('the prerendered landing page becomes the live app', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Client-side navigation (no full load) proves React took the page over.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('link', { name: /terms/i }).first().click();
  await expect(page).toHaveURL(/\/terms$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('the landing page asks for the app only once it has painted', async ({ browser, baseURL }) => {
  await appWaitsForPaint(browser, baseURL!, '/', 'paint');
});
