/**
 * The content security policy holds without a single violation: the browser reports none while
 * pages load and forms are checked (Zod runs without its JIT in the browser, so it never tries
 * `new Function`, which the policy forbids; issue #14). The prerendered pages hydrate without a
 * mismatch (React reports one as a console error).
 */
import { expect, personActs, test } from './fixtures';

test('no page reports a content security policy violation or a console error', async ({ page, context }) => {
  await context.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));

  for (const path of [
    '/',
    '/auth',
    '/resources',
    '/safety',
    '/terms',
    '/pricing',
    '/pricing?plan=annual',
    '/partners',
    '/support',
  ]) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    // Prerendered pages show their heading before hydration, and start the app when the person acts
    // (decision 058): act, and wait for the app, so a mismatch is reported here.
    await personActs(page);
    await page.waitForLoadState('networkidle');
    if (path === '/auth') {
      // The sign-in form checks its fields with the shared Zod schemas.
      await page.getByRole('button', { name: 'Sign In' }).first().click();
      await expect(page.getByText(/required|enter/i).first()).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  }
  expect(errors).toEqual([]);
});
