/**
 * Journey: screens that need a session (spec sections 2 and 6): without one, or once it has
 * ended, the visitor is sent to /auth.
 */
import { expect, newUser, notifications, signUpViaApi, test } from './fixtures';

test('signed out, every protected screen redirects to /auth', async ({ page }) => {
  for (const path of ['/dashboard', '/companion', '/journal', '/settings', '/profile']) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    });
  }
});

test('when the session ends behind the page, a reload or a navigation ends at /auth', async ({ page, context }) => {
  const user = newUser();
  await signUpViaApi(page.request, user);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.displayName}` })).toBeVisible();

  // The session ends without the page knowing (cookie gone, as after an expiry elsewhere).
  await context.clearCookies();
  await page.reload();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();

  // Sign in again, then lose the session once more and navigate to the dashboard.
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(user.email);
  await signIn.getByLabel('Password').fill(user.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Signed in again: no longer new (decision 015).
  const welcome = page.getByRole('heading', { level: 1, name: `Welcome back, ${user.displayName}` });
  await expect(welcome).toBeVisible();

  await context.clearCookies();
  await page.goto('/journal');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(welcome).toHaveCount(0);
});

test('an open dashboard notices on its own that the session ended', async ({ page, context }) => {
  const user = newUser();
  await signUpViaApi(page.request, user);
  // The session is re-checked every minute; a fake clock lets us skip the wait.
  await page.clock.install();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.displayName}` })).toBeVisible();

  await context.clearCookies();
  await page.clock.fastForward(61_000);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(notifications(page).getByText('Your session has ended. Please sign in again.')).toBeVisible();
});

test('moving between screens inside the app notices at once that the session ended', async ({ page, context }) => {
  const user = newUser();
  await signUpViaApi(page.request, user);
  // Every request of the dashboard's own has been answered, or one of them, not the click, would be
  // the first to notice the session ended. Its lazily loaded notes ask the server after the page
  // paints, on a busy machine more than half a second later: waiting for the network to be idle is
  // not enough, so wait for their answers.
  const notesAnswered = Promise.all(
    ['/api/collaborations', '/api/account/email-verification', '/deletion-notice'].map((path) =>
      page.waitForResponse((res) => res.url().includes(path)),
    ),
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.displayName}` })).toBeVisible();
  await notesAnswered;
  await page.waitForLoadState('networkidle');

  await context.clearCookies();
  await page.getByRole('link', { name: 'Open Journal' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(notifications(page).getByText('Your session has ended. Please sign in again.')).toBeVisible();
});
