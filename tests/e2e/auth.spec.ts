/**
 * Journey: signing up, signing out and signing back in (spec sections 2 Landing/Auth/Dashboard,
 * 4 "Auth flow", 5 "Sign up", 8 "Authentication").
 */
import { expect, newUser, notifications, signUpViaApi, test } from './fixtures';

test('a visitor signs up from the landing page, signs out and signs back in', async ({ page, request }) => {
  const user = newUser();

  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  // The welcome card's title is the page's one h1.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Forget-me-not');

  // Sign In is the default tab; switch to Sign Up.
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await expect(signUp).toBeVisible();
  // The input declares 6, but the stricter validation rule governs (spec section 2).
  await expect(signUp.getByLabel('Password')).toHaveAttribute('minlength', '6');

  // A password that breaks a rule (no digit) is refused with the rule's exact message.
  await signUp.getByLabel('Display Name').fill(user.displayName);
  await signUp.getByLabel('Email').fill(user.email);
  await signUp.getByLabel('Password').fill('GentleMemory');
  await signUp.getByRole('button', { name: 'Create Account' }).click();

  const toasts = notifications(page);
  const validationToast = toasts.getByRole('listitem').filter({ hasText: 'Validation Error' });
  await expect(validationToast).toBeVisible();
  await expect(validationToast).toContainText('Password must contain a number');
  await expect(validationToast).toHaveAttribute('data-type', 'error'); // a destructive toast
  await expect(page).toHaveURL(/\/auth$/);
  await expect(signUp.getByLabel('Display Name')).toHaveValue(user.displayName);

  // No account exists with that password (a separate, cookie-less API client asks).
  const probe = await request.post('/api/auth/sign-in', {
    data: { email: user.email, password: 'GentleMemory' },
  });
  expect(probe.status()).toBe(401);

  // Fix the password: the account is created and the visitor lands on the dashboard.
  await signUp.getByLabel('Password').fill(user.password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toasts.getByRole('listitem').filter({ hasText: 'Welcome to Forget-me-not' })).toBeVisible();
  // A new account is greeted; "Welcome back" is for coming back.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${user.displayName}`);

  // Sign Out returns to /auth, and the dashboard is no longer reachable.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  const session = await (await page.request.get('/api/session')).json();
  expect(session).toEqual({ user: null });

  // Sign back in with the same credentials (Sign In is the default tab).
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(user.email);
  await signIn.getByLabel('Password').fill(user.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${user.displayName}`);
});

test('a wrong password shows the generic authentication error', async ({ page, request }) => {
  const user = newUser();
  await signUpViaApi(request, user); // separate API client: the browser stays signed out

  await page.goto('/auth');
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(user.email);
  await signIn.getByLabel('Password').fill('Wrong-Password-1');
  await signIn.getByRole('button', { name: 'Sign In' }).click();

  const errorToast = notifications(page)
    .getByRole('listitem')
    .filter({ hasText: 'Authentication failed. Please check your credentials and try again.' });
  await expect(errorToast).toBeVisible();
  await expect(errorToast).toContainText('Error');
  await expect(errorToast).toHaveAttribute('data-type', 'error');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a paused sign-in is explained calmly, with when to try again (decision 015)', async ({ page, request }) => {
  const user = newUser();
  await signUpViaApi(request, user); // its own client: this browser has never signed in to the account
  // Ten wrong passwords from this browser's address pause it for this account.
  for (let i = 0; i < 10; i++) {
    const res = await page.request.post('/api/auth/sign-in', {
      data: { email: user.email, password: 'Wrong-Password-1' },
    });
    expect(res.status()).toBe(401);
  }

  await page.goto('/auth');
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(user.email);
  await signIn.getByLabel('Password').fill(user.password); // even the right password waits here
  await signIn.getByRole('button', { name: 'Sign In' }).click();

  const pause = page.getByRole('status').getByRole('note', { name: 'Taking a short pause' });
  await expect(pause).toBeVisible();
  await expect(pause).toContainText(/paused for a little while\. Please try again in about 1[45] minutes\./);
  await expect(notifications(page).getByText('Authentication failed', { exact: false })).toHaveCount(0);
  await expect(page).toHaveURL(/\/auth$/);

  // The browser the account was made in is not held back.
  const owner = await request.post('/api/auth/sign-in', { data: { email: user.email, password: user.password } });
  expect(owner.status()).toBe(200);
});

test('a signed-in visitor opening /auth is sent to the dashboard', async ({ page }) => {
  const user = newUser();
  await signUpViaApi(page.request, user); // shares the browser's cookies: signed in

  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.displayName}` })).toBeVisible();
});

test("a free user's dashboard locks Community Rooms and offers View Plans", async ({ page }) => {
  const user = newUser();
  await signUpViaApi(page.request, user);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.displayName}` })).toBeVisible();

  const community = page.getByTestId('community-card');
  await expect(community.getByText('Community Rooms', { exact: true })).toBeVisible();
  const upgrade = community.getByRole('link', { name: /Upgrade to Access/ });
  await expect(upgrade).toHaveText('Upgrade to Access');
  await expect(upgrade).toHaveAttribute('href', '/pricing');
  await expect(community.getByRole('link', { name: 'Enter Community' })).toHaveCount(0);

  const subscription = page.getByTestId('subscription-card');
  await expect(subscription.getByText('Subscription', { exact: true })).toBeVisible();
  const viewPlans = subscription.getByRole('link', { name: 'View Plans' });
  await expect(viewPlans).toHaveAttribute('href', '/pricing');
  await expect(subscription.getByRole('link', { name: 'Manage Subscription' })).toHaveCount(0);

  await upgrade.click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId('subscription-card').getByRole('link', { name: 'View Plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});
