/**
 * Sign in with an identity provider, in the browser (decision 039), against a real OpenID Connect
 * provider on a local port (src/server/test/oidc-provider.ts) and the app on its own server
 * configured for it (own-server.ts): the button on /auth, a sign-up through the provider, the
 * name confirmed before the first-visit onboarding, the dashboard; signing out and in again with
 * the provider (the same account); the identity listed in Settings → Account. axe on each screen.
 * The service worker controls the page, as it does for anyone who came back or installed the app.
 */
import type { Page } from '@playwright/test';
import { IDENTITY_MSG } from '../../src/shared/messages.identities';
import { startTestOidcProvider, type TestOidcProvider } from '../../src/server/test/oidc-provider';
import { axeViolations } from './axe';
import { APP_START, expect, test } from './fixtures';
import { startServerWithPlans, type OwnServer } from './own-server';

const PROVIDER = 'Hillside Counselling';
let op: TestOidcProvider;
let server: OwnServer;
let appPort = 0;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The provider learns the app's callback URL at its first request, once the app's port is known.
  op = await startTestOidcProvider(() => [`http://127.0.0.1:${appPort}/api/auth/callback/practice`]);
  server = await startServerWithPlans([], (port) => {
    appPort = port;
    return {
      OIDC_PROVIDERS: 'practice',
      OIDC_PRACTICE_ISSUER: op.issuer,
      OIDC_PRACTICE_CLIENT_ID: op.clientId,
      OIDC_PRACTICE_CLIENT_SECRET: op.clientSecret,
      OIDC_PRACTICE_NAME: PROVIDER,
    };
  });
});
test.afterAll(async () => {
  await server?.close();
  await op?.close();
});

// The onboarding is part of this journey: it must not cover the name confirmation.
// The service worker is part of this journey (the provider's answer must reach the server once).
test.use({ skipOnboarding: false, serviceWorkers: 'allow' });

async function expectAccessible(page: Page, where: string) {
  await page.mouse.move(0, 0);
  expect(await axeViolations(page), where).toEqual([]);
}

test('signs up with a provider, confirms the name, signs in again with it, and finds it in Settings', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const base = server.baseURL;
  const suffix = Date.now().toString(36);
  const who = {
    sub: `june-${suffix}`,
    email: `june-${suffix}@practice.example`,
    email_verified: true,
    name: `June ${suffix}`,
  };
  op.signInAs(who);

  // /auth: the configured provider's button, and none for providers that are not configured.
  await page.goto(`${base}/auth`);
  const onboarding = page.getByTestId('onboarding-dialog');
  // A first visit: the onboarding, put aside for now (Escape only hides it).
  await expect(onboarding).toBeVisible(APP_START);
  await page.keyboard.press('Escape');
  await expect(onboarding).toBeHidden();
  const button = page.getByRole('button', { name: IDENTITY_MSG.continueWith(PROVIDER) });
  await expect(button).toBeVisible();
  await expect(page.getByRole('button', { name: /^Continue with / })).toHaveCount(1);
  await expectAccessible(page, '/auth with a provider button');

  // As in an installed app, the service worker controls the page: the provider's answer must reach
  // the server once (with navigation preload, a navigation the worker left alone went twice and the
  // one-time state was refused the second time).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Sign up through the provider: back on /auth, the name it gave, to confirm, with no dialog over it.
  await button.click();
  const form = page.getByRole('form', { name: IDENTITY_MSG.confirmName.title });
  await expect(form).toBeVisible(APP_START);
  await expect(page).toHaveURL(/\/auth\?confirm=name$/);
  await expect(onboarding).toHaveCount(0);
  const name = form.getByLabel(IDENTITY_MSG.confirmName.label);
  await expect(name).toHaveValue(who.name);
  await expectAccessible(page, 'the name confirmation');
  await name.fill(`June Rose ${suffix}`);
  await form.getByRole('button', { name: IDENTITY_MSG.confirmName.save }).click();

  // The dashboard, and now the onboarding.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(onboarding).toBeVisible();
  await onboarding.getByRole('button', { name: 'Skip' }).click();
  await expect(onboarding).toBeHidden();
  await expect(page.getByText(`June Rose ${suffix}`).first()).toBeVisible();

  // Sign out, and in again with the provider: the same account, straight to the dashboard.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('button', { name: IDENTITY_MSG.continueWith(PROVIDER) }).click();
  await expect(page).toHaveURL(/\/dashboard$/, APP_START);
  await expect(page.getByText(`June Rose ${suffix}`).first()).toBeVisible();

  // Settings → Account: the provider listed, with the address it gave.
  await page.goto(`${base}/settings?tab=account`);
  const card = page
    .getByRole('heading', { name: IDENTITY_MSG.card.title })
    .locator('xpath=ancestor::div[contains(@class, "rounded-xl")][1]');
  await expect(card.getByText(PROVIDER)).toBeVisible(APP_START);
  await expect(card.getByText(who.email)).toBeVisible();
  await expect(card.getByText(IDENTITY_MSG.card.noPassword)).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'Settings → Account with a linked provider');
});
