/**
 * A referral end to end in Chromium (decision 037): the referrer opens /referrals, copies the link
 * and shares it (a 600x400 popup); a second person signs up through the link and pays through the
 * fake Stripe checkout (src/server/test/fake-stripe.ts); the referrer sees the referral pending,
 * then completed, and has premium from it. The app runs on a private server pointed at the fake.
 */
import type { FakeStripe } from '../../src/server/test/fake-stripe';
import { REFERRAL_MSG } from '../../src/shared/messages.referrals';
import { axeViolations } from './axe';
import { expect, newUser, notifications, signUpViaApi, test } from './fixtures';
import { startServerWithStripe, type OwnServer } from './own-server';

test.describe('Referrals', () => {
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

  test('link → sign-up through it → pending → the friend pays → completed, and the referrer has premium', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const referrer = await browser.newContext({ baseURL: server.baseURL });
    await referrer.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseURL });
    await referrer.addInitScript(() => window.localStorage.setItem('hasSeenOnboarding', 'true'));
    await signUpViaApi(referrer.request, newUser());
    const page = await referrer.newPage();

    await page.goto('/referrals');
    await expect(page.getByRole('heading', { level: 1, name: REFERRAL_MSG.title })).toBeVisible();
    await expect(page.getByText(REFERRAL_MSG.activityEmpty)).toBeVisible();
    await expect(page.getByTestId('referrals-pending')).toHaveText('0');
    expect(await axeViolations(page)).toEqual([]);
    const code = (await page.getByTestId('referral-code').textContent())!;
    const link = await page.getByLabel(REFERRAL_MSG.yourLink).inputValue();
    expect(link).toBe(`${server.baseURL}/auth?ref=${code}`);

    await page.getByRole('button', { name: REFERRAL_MSG.copyLink }).click();
    await expect(notifications(page).getByText(REFERRAL_MSG.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // A share button opens the network's page in a 600x400 popup (answered here: no network).
    await referrer.route('https://www.linkedin.com/**', (r) =>
      r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Share</title>' }),
    );
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'LinkedIn' }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toContain(`linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`);
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 400]);
    await popup.close();

    // The friend opens the link: Sign Up, with a gentle line that they were invited.
    const friend = await browser.newContext({ baseURL: server.baseURL });
    await friend.addInitScript(() => window.localStorage.setItem('hasSeenOnboarding', 'true'));
    const them = await friend.newPage();
    await them.goto(link);
    await expect(them.getByText(REFERRAL_MSG.invited)).toBeVisible();
    const user = newUser();
    await them.getByLabel('Display Name').fill(user.displayName);
    await them.getByLabel('Email').fill(user.email);
    await them.getByLabel('Password').fill(user.password);
    await them.getByRole('button', { name: 'Create Account' }).click();
    await them.waitForURL('**/dashboard');

    await page.reload();
    await expect(page.getByTestId('referrals-pending')).toHaveText('1');
    const row = page.getByTestId('referral-activity');
    await expect(row).toHaveCount(1);
    await expect(row.getByText('e•••@example.com')).toBeVisible();
    await expect(row.getByText(REFERRAL_MSG.statusPending)).toBeVisible();

    // The friend subscribes and pays at the fake checkout.
    await them.goto('/pricing');
    const [checkout] = await Promise.all([
      friend.waitForEvent('page'),
      them.getByTestId('plan-monthly').getByRole('button', { name: 'Subscribe Monthly' }).click(),
    ]);
    await checkout.waitForURL(`${fake.baseUrl}/pay/cs_test_*`);
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await checkout.waitForURL(`${server.baseURL}/pricing?checkout=success&session_id=*`);

    await page.reload();
    await expect(page.getByTestId('referrals-successful')).toHaveText('1');
    await expect(page.getByTestId('referrals-pending')).toHaveText('0');
    await expect(row.getByText(REFERRAL_MSG.statusCompleted)).toBeVisible();
    await expect(row.getByText(REFERRAL_MSG.rewarded)).toBeVisible();
    await expect(page.getByText(/^Premium from a referral until /)).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByTestId('subscription-card').getByText(/^Premium from a referral until /)).toBeVisible();
    const session = await (await referrer.request.get('/api/session')).json();
    expect(session.entitlements).toMatchObject({ hasFullAccess: true, referralPremiumUntil: expect.any(String) });
    // The friend's free month is a credit on their Stripe balance.
    const credits = [...fake.balanceTransactions.values()].flat();
    expect(credits.map((t) => t.amount)).toEqual([-999]);

    await friend.close();
    await referrer.close();
  });
});
