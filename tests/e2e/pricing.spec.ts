/**
 * Journey: /pricing, "Choose Your Plan" (spec sections 2, 6, 8 and 9; issue 16; decision 033).
 *
 * The shared e2e server runs without Stripe, as `npm start` does: billing is 'manual', so the page
 * shows the plans and says payments are not set up here, with no checkout buttons. The signed-out
 * subscribe journey needs the Stripe mode's buttons: the page is shown the answer of a site with
 * Stripe with `page.route` (its prerendered variant for Stripe, decision 059, and `GET /api/billing` →
 * stripe for the app's later asks); the rest is the real server (sign-up, the
 * session, and the checkout call, which this server refuses, so the spec's "Failed to start
 * checkout" toast is seen). The admin's Admin Access card is in admin.spec.ts (a private server
 * with a real admin). Last, the dashboard's trial notices, from sessions computed at two moments.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MSG } from '../../src/shared/messages';
import { PRERENDERED_VARIANTS } from '../../src/shared/pages';
import { BILLING_MSG } from '../../src/shared/schemas/billing';
import { computeEntitlements } from '../../src/shared/tiers';
import { PLAN_CARDS, PRICING_MSG } from '../../src/shared/messages.plans';
import { axeViolations } from './axe';
import { expect, newUser, notifications, signUpViaApi, test } from './fixtures';

const STRIPE_PRICING = path.join(
  fileURLToPath(new URL('../../dist/web/prerendered', import.meta.url)),
  PRERENDERED_VARIANTS['/pricing']!.find((v) => JSON.stringify(v.seeds).includes('"stripe"'))!.file,
);

test('signed out in manual mode: the three plans, the not-set-up note and the Terms link, no checkout', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: PRICING_MSG.title })).toBeVisible();
  const trial = page.getByTestId('plan-trial');
  const monthly = page.getByTestId('plan-monthly');
  const annual = page.getByTestId('plan-annual');
  await expect(trial.getByRole('heading', { name: 'Free Trial' })).toBeVisible();
  await expect(trial).toContainText('$0');
  await expect(monthly.getByRole('heading', { name: 'Monthly' })).toBeVisible();
  await expect(monthly).toContainText('$9.99');
  await expect(monthly.getByText('Most Popular', { exact: true })).toBeVisible();
  await expect(annual).toContainText('$79.99');
  await expect(annual.getByText('Save $40', { exact: true })).toBeVisible();
  // The features come from the tier table.
  for (const card of PLAN_CARDS) {
    for (const feature of card.features) await expect(page.getByTestId(`plan-${card.id}`)).toContainText(feature);
  }

  // Manual billing, said in the page as this server answers it (decision 059).
  await expect(page.getByTestId('payment-note')).toHaveText(BILLING_MSG.notSetUp);
  await expect(monthly.getByText(PRICING_MSG.notSetUpTitle)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Subscribe/ })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: PRICING_MSG.termsLink })).toHaveAttribute(
    'href',
    '/terms',
  );
  expect(await axeViolations(page)).toEqual([]);
});

test('signed out in Stripe mode: Subscribe asks to sign in, and after signing up the chosen plan is waiting', async ({
  page,
}) => {
  await page.route('**/api/billing', (route) => route.fulfill({ json: { mode: 'stripe' } }));
  // The page's HTML is drawn with this server's answer (decision 059): a site with Stripe is sent the
  // variant drawn for it, with this server's own headers.
  await page.route(/\/pricing$/, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ response, headers, body: readFileSync(STRIPE_PRICING, 'utf8') });
  });
  await page.goto('/pricing');
  // The page is prerendered: the app has taken it over once it knows the visitor is signed out.
  await expect(page.getByText(PRICING_MSG.signedOutNote)).toBeVisible();
  await expect(page.getByTestId('payment-note')).toHaveText(PRICING_MSG.paymentNote);

  await page.getByRole('button', { name: 'Subscribe Monthly' }).click();
  const toast = notifications(page).getByRole('listitem').filter({ hasText: BILLING_MSG.authRequiredTitle });
  await expect(toast).toContainText(BILLING_MSG.authRequired);
  await expect(page).toHaveURL(/\/auth$/);

  const user = newUser();
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('Display Name').fill(user.displayName);
  await signUp.getByLabel('Email').fill(user.email);
  await signUp.getByLabel('Password').fill(user.password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();

  // Back on /pricing with the plan chosen: its card is marked and its button has the focus.
  await expect(page).toHaveURL(/\/pricing\?plan=monthly$/);
  await expect(page.getByTestId('plan-monthly')).toHaveAttribute('data-chosen', 'true');
  await expect(page.getByRole('button', { name: 'Subscribe Monthly' })).toBeFocused();
  // The new account is on its free trial, shown once the session is known.
  await expect(page.getByTestId('current-plan')).toContainText('Your free trial runs until');
  await expect(page.getByTestId('plan-trial').getByText(PRICING_MSG.currentPlan)).toBeVisible();

  // This server has no Stripe: the checkout call fails and the spec's toast says so; the tab
  // opened for the checkout page is closed again.
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Subscribe Monthly' }).click();
  const failed = notifications(page).getByRole('listitem').filter({ hasText: BILLING_MSG.checkoutFailed });
  await expect(failed).toContainText(BILLING_MSG.checkoutFailedTitle);
  const tab = await popup;
  await expect.poll(() => tab.isClosed()).toBe(true);
  await expect(page).toHaveURL(/\/pricing\?plan=monthly$/);
});

test('the dashboard says Trial Ending Soon under 24 hours and Trial Expired after, each with a way to the plans', async ({
  page,
}) => {
  await signUpViaApi(page.request, newUser());
  // The session as the server computes it at two moments of the trial (the API tests move the
  // server's clock: trial.api.test.ts); the dashboard only shows what it is told.
  const expiresAt = new Date(Date.now() + 5.5 * 3_600_000);
  let now = new Date();
  await page.route('**/api/session', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    body.entitlements = computeEntitlements(
      { subscriptionType: 'free', isActive: true, trialExpiresAt: expiresAt, createdAt: new Date(0) },
      false,
      now,
    );
    await route.fulfill({ response: res, json: body });
  });
  await page.goto('/dashboard');
  const ending = page.getByRole('alert').filter({ hasText: MSG.trial.endingTitle });
  await expect(ending).toContainText(MSG.trial.ending(6));
  await expect(page.getByTestId('subscription-card')).toContainText('Free Trial');

  now = new Date(expiresAt.getTime() + 1000);
  await page.reload();
  const expired = page.getByRole('alert').filter({ hasText: MSG.trial.expiredTitle });
  await expect(expired).toContainText(MSG.trial.expired);
  await expect(expired.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByTestId('subscription-card')).toContainText('Free plan');
});
