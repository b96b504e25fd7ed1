/**
 * Two-factor authentication and passkeys, in the browser (decision 029): turn on TOTP in Settings
 * (the code computed from the key shown on the page), add a passkey with Chromium's virtual
 * authenticator, then sign in again with password and code, and with the passkey alone; confirm the
 * account's deletion with the passkey, and keep the account by signing in again.
 *
 * Passkeys need a domain as their relying party (WebAuthn refuses an IP address), so this journey
 * runs on its own server whose PUBLIC_URL is http://localhost:<port> (own-server.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import * as OTPAuth from 'otpauth';
import type { Page } from '@playwright/test';
import { expect, newUser, test } from './fixtures';
import { startServerWithPlans, type OwnServer } from './own-server';

let server: OwnServer;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServerWithPlans([], (port) => ({ PUBLIC_URL: `http://localhost:${port}` }));
  base = `http://localhost:${new URL(server.baseURL).port}`;
});
test.afterAll(async () => {
  await server?.close();
});

/** axe on the screen as it is now (the tags of a11y.spec.ts); any violation fails, named. */
async function expectAccessible(page: Page, where: string) {
  // Not over a button: its hover colour is not what is being checked (a11y.spec.ts checks at rest too).
  await page.mouse.move(0, 0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    violations.map(
      (v) =>
        `${where}: ${v.id} ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`).join(', ')}`,
    ),
  ).toEqual([]);
}

async function signOut(page: Page) {
  await page.goto(`${base}/dashboard`);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

test('two-factor with an authenticator app, and a passkey, from Settings to signing in', async ({ page, context }) => {
  test.setTimeout(90_000);
  const user = newUser();
  const res = await page.request.post(`${base}/api/auth/sign-up`, { data: user, headers: { origin: base } });
  expect(res.status(), await res.text()).toBe(201);

  // Chromium's virtual authenticator: a platform authenticator with a fingerprint that always matches.
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  // Settings → Account → Security: turn two-factor on.
  await page.goto(`${base}/settings?tab=account`);
  const twoFactor = page.getByRole('heading', { name: /Two-factor authentication/ });
  await expect(twoFactor).toBeVisible();
  await expect(page.getByText('Only your password is asked for when you sign in.')).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your password').fill('Not-the-Passw0rd');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('That password is not right. Please try again.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(user.password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectAccessible(page, 'the QR code step');
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  const codeField = page.getByLabel('The 6-digit code from your authenticator app');
  // A code from another time is refused, with a message at the field.
  await codeField.fill(totp.generate({ timestamp: Date.now() - 10 * 60_000 }));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(
    page.getByText('That code did not match. Please check your authenticator app and try again.'),
  ).toBeVisible();
  await codeField.fill(totp.generate());
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();

  const codes = page.getByRole('list', { name: 'Your backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expectAccessible(page, 'the backup codes');
  await expect(page.getByRole('link', { name: 'Download as .txt' })).toHaveAttribute('download', /\.txt$/);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(
    page.getByText('Your account asks for a code from your authenticator app when you sign in.'),
  ).toBeVisible();

  // Add a passkey, named.
  await page.getByLabel('Name', { exact: true }).fill('This laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const passkeys = page.getByRole('list', { name: 'Passkeys' });
  await expect(passkeys.getByText('This laptop')).toBeVisible();
  await expect(passkeys.getByText(/^Added \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await expectAccessible(page, 'the Security section, on');

  // Sign out; the password alone is not enough any more.
  await signOut(page);
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(user.email);
  await signIn.getByLabel('Password').fill(user.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  await expectAccessible(page, 'the code step of signing in');
  await page.getByRole('textbox', { name: 'Code' }).fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Sign out; sign in with the passkey alone.
  await signOut(page);
  await expectAccessible(page, '/auth with the passkey button');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const session = await (await page.request.get(`${base}/api/session`)).json();
  expect(session.user.email).toBe(user.email);

  // Ask for the account's deletion, confirmed with the passkey instead of the password: signed out.
  await page.goto(`${base}/settings?tab=account`);
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(deletion.getByText('Or confirm with one of your passkeys instead of the password.')).toBeVisible();
  await expectAccessible(page, 'the deletion dialog with a passkey');
  await deletion.getByRole('button', { name: 'Confirm with a passkey and delete in 14 days' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Your account will be deleted', { exact: true })).toBeVisible();
  // Signing in again within the 14 days (with the passkey) keeps the account.
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back. Your account will not be deleted.')).toBeVisible();

  // Remove the passkey after confirming; the list is empty again.
  await page.goto(`${base}/settings?tab=account`);
  await page.getByRole('button', { name: 'Remove This laptop' }).click();
  await expect(page.getByRole('dialog')).toContainText('You will no longer be able to sign in with “This laptop”.');
  await expectAccessible(page, 'the remove confirmation');
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
});
