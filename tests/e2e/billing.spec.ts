/**
 * Subscribing with Stripe (decision 034), end to end in Chromium: /pricing → Subscribe Monthly →
 * the checkout page (a local fake Stripe that speaks Stripe's wire protocol and signs its webhook
 * events, src/server/test/fake-stripe.ts) → Pay → back on /pricing with the plan active → Manage
 * Subscription opens the customer portal. The app runs on a private server of its own, pointed at
 * the fake with STRIPE_API_BASE; the plan it shows is the one the server computed from the
 * webhook.
 */
import type { FakeStripe } from '../../src/server/test/fake-stripe';
import { PRICING_MSG } from '../../src/shared/messages.plans';
import { expect, newUser, signUpViaApi, test } from './fixtures';
import { startServerWithStripe, type OwnServer } from './own-server';

test.describe('Stripe billing', () => {
  let fake: FakeStripe;
  let server: OwnServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    ({ server, fake } = await startServerWithStripe());
  });

  test.afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  test('pricing → checkout → pay → the plan is active → Manage Subscription opens the portal', async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: server.baseURL });
    await context.addInitScript(() => window.localStorage.setItem('hasSeenOnboarding', 'true'));
    await signUpViaApi(context.request, newUser());
    const page = await context.newPage();

    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
    // The Checkout URL opens in a new tab (spec section 7).
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('plan-monthly').getByRole('button', { name: 'Subscribe Monthly' }).click(),
    ]);
    await checkout.waitForURL(`${fake.baseUrl}/pay/cs_test_*`);
    await expect(checkout.getByText('Subscribe to the monthly plan: $9.99.')).toBeVisible();

    await checkout.getByRole('button', { name: 'Pay' }).click();
    await checkout.waitForURL(`${server.baseURL}/pricing?checkout=success&session_id=*`);
    // The events reached the server, signed, before the redirect; the plan is the server's.
    expect(fake.deliveries.map((d) => [d.type, d.status])).toEqual([
      ['customer.subscription.created', 200],
      ['checkout.session.completed', 200],
      ['invoice.paid', 200],
    ]);
    const session = await (await context.request.get('/api/session')).json();
    expect(session.entitlements.tier).toBe('monthly');

    await expect(checkout.getByText(PRICING_MSG.checkoutDone)).toBeVisible();
    const manage = checkout.getByRole('button', { name: 'Manage Subscription' });
    await expect(manage).toBeVisible();
    await expect(checkout.getByTestId('plan-monthly').getByText('Your current plan')).toBeVisible();
    const [portal] = await Promise.all([context.waitForEvent('page'), manage.click()]);
    await portal.waitForURL(`${fake.baseUrl}/portal/bps_*`);
    await expect(portal.getByText(/monthly plan, active, renews/)).toBeVisible();

    // Cancelling in the portal keeps the plan until the period ends (the server was told, signed).
    await portal.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(portal.getByText(/monthly plan, active, ends/)).toBeVisible();
    expect(fake.deliveries.at(-1)).toMatchObject({ type: 'customer.subscription.updated', status: 200 });
    expect((await (await context.request.get('/api/session')).json()).entitlements.tier).toBe('monthly');
    await context.close();
  });
});
