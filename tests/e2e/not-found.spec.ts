/**
 * Journey: unknown addresses (spec sections 2 "*" and 8 "Other"; DESIGN.md's one error shape).
 */
import { expect, test } from './fixtures';

test('an unknown page shows the 404 screen with a working link home', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });

  await page.goto('/this-does-not-exist');
  await expect(page.getByText('Oops! Page not found', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  // The unknown path is logged.
  await expect.poll(() => warnings.some((w) => w.includes('/this-does-not-exist'))).toBe(true);

  const home = page.getByRole('link', { name: 'Return to Home' });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Honour the people you love, and find support through grief',
    }),
  ).toBeVisible();
});

test('an unknown API path answers a JSON 404 in the one error shape', async ({ request }) => {
  for (const [method, path] of [
    ['GET', '/api/this-does-not-exist'],
    ['POST', '/api/nothing/here'],
  ] as const) {
    const res = await request.fetch(path, { method, data: method === 'POST' ? {} : undefined });
    expect(res.status(), `${method} ${path}`).toBe(404);
    expect(res.headers()['content-type']).toMatch(/^application\/json/);
    const body = await res.json();
    expect(body).toEqual({
      error: { code: expect.any(String), message: expect.any(String) },
    });
    expect(body.error.code).toBe('NOT_FOUND');
    expect(body.error.message.length).toBeGreaterThan(0);
  }
});
