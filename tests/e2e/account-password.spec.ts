/**
 * Passwords and signed-in devices (decision 028), one journey on a private server whose outbox the
 * test reads (no SMTP: one .eml file per message): "Forgot password?" on /auth → the link from the
 * email → a new password (every device signed out) → the link refused the second time, with a way
 * to ask for a new one → sign in with the new password; the note about the unconfirmed address;
 * then Settings → Account → Security: a wrong current password, a change that signs the other
 * device out, and signing out another device by hand from the list.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import PostalMime from 'postal-mime';
import { ACCOUNT_SECURITY_MSG as M } from '../../src/shared/messages.settings';
import { expect, newUser, notifications, signUpViaApi, test } from './fixtures';
import { startServerWithPlans, type OwnServer } from './own-server';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let server: OwnServer;
test.describe.configure({ timeout: 120_000 });
test.beforeAll(async () => {
  // Starting a server of its own can take a while on a busy machine: not the default 30 s.
  test.setTimeout(120_000);
  server = await startServerWithPlans([]);
});
test.afterAll(async () => {
  await server?.close();
});

/** The texts of the mails to `address` with this subject, oldest first, once there are `count`. */
async function mailsTo(address: string, subject: string, count: number): Promise<string[]> {
  let texts: string[] = [];
  await expect(async () => {
    const files = (await readdir(server.outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
    const mails = await Promise.all(
      files.sort().map(async (f) => PostalMime.parse(await readFile(path.join(server.outboxDir, f)))),
    );
    texts = mails
      .filter((m) => m.subject === subject && m.to?.some((a) => a.address === address))
      .map((m) => m.text ?? '');
    expect(texts.length).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 10_000 });
  return texts;
}

async function signedInUser(request: APIRequestContext): Promise<string | null> {
  const res = await request.get('/api/session');
  return ((await res.json()) as { user: { id: string } | null }).user?.id ?? null;
}

async function signInViaApi(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/sign-in', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
}

test('forgot password, reset by email link, change it in Settings, and sign out another device', async ({
  browser,
}) => {
  const user = newUser();
  const resetTo = 'Morning-Light-71';
  const changedTo = 'Evening-Tide-93';

  // A phone signs up; the address is not confirmed yet, and the dashboard says so gently.
  const phone = await browser.newContext({ baseURL: server.baseURL, userAgent: IPHONE });
  await phone.addInitScript(() => window.localStorage.setItem('hasSeenOnboarding', 'true'));
  await signUpViaApi(phone.request, user);
  const phonePage = await phone.newPage();
  await phonePage.goto('/dashboard');
  const note = phonePage.getByRole('region', { name: M.verify.bannerTitle });
  await expect(note).toContainText(M.verify.banner(user.email));
  await note.getByRole('button', { name: M.verify.resend }).click();
  await expect(note.getByRole('status')).toHaveText(M.verify.resent);
  await mailsTo(user.email, M.email.verifySubject, 2);

  // On a computer, signed out: "Forgot password?".
  const desk = await browser.newContext({ baseURL: server.baseURL });
  await desk.addInitScript(() => window.localStorage.setItem('hasSeenOnboarding', 'true'));
  const page = await desk.newPage();
  await page.goto('/auth');
  await page.getByRole('button', { name: M.forgot.link }).click();
  const forgot = page.getByRole('form', { name: M.forgot.title });
  await forgot.getByLabel('Email').fill(user.email);
  await forgot.getByRole('button', { name: M.forgot.submit }).click();
  await expect(page.getByRole('note', { name: M.forgot.sentTitle })).toContainText(M.forgot.sent);

  const [mail] = await mailsTo(user.email, M.email.resetSubject, 1);
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail!)?.[0];
  expect(link, 'the reset link in the email').toBeDefined();
  const linkPath = new URL(link!).pathname + new URL(link!).search;

  // The link: a new password, typed twice; the token leaves the address bar at once.
  await page.goto(linkPath);
  const reset = page.getByRole('form', { name: M.reset.pageTitle });
  await expect(reset).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  await reset.getByLabel(M.reset.newPassword, { exact: true }).fill(resetTo);
  await reset.getByLabel(M.reset.confirmPassword).fill('Something-Else-1');
  await reset.getByRole('button', { name: M.reset.submit }).click();
  await expect(reset.getByText(M.reset.mismatch)).toBeVisible();
  await reset.getByLabel(M.reset.confirmPassword).fill(resetTo);
  await reset.getByRole('button', { name: M.reset.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: M.reset.doneTitle })).toBeVisible();
  await expect(page.getByText(M.reset.done)).toBeVisible();
  // Every device was signed out: the phone too.
  expect(await signedInUser(phone.request)).toBeNull();

  // The same link again is refused, with a way to ask for a new one.
  await page.goto(linkPath);
  await expect(page.getByRole('heading', { level: 1, name: M.reset.usedTitle })).toBeVisible();
  await page.getByRole('link', { name: M.reset.askAgain }).click();
  await expect(page.getByRole('form', { name: M.forgot.title })).toBeVisible();

  // Sign in with the new password. Opening the link confirmed the address: no note any more.
  await page.getByRole('button', { name: M.forgot.back }).click();
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await expect(signIn.getByLabel('Email')).toBeFocused();
  await signIn.getByLabel('Email').fill(user.email);
  await signIn.getByLabel('Password').fill(resetTo);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.displayName);
  await expect(page.getByRole('region', { name: M.verify.bannerTitle })).toHaveCount(0);

  // Settings → Account → Security: change the password; the phone, signed in again, is signed out.
  await signInViaApi(phone.request, user.email, resetTo);
  await page.goto('/settings?tab=account');
  const change = page.getByRole('form', { name: M.change.title });
  await change.getByLabel(M.change.current).fill('Not-My-Password-1');
  await change.getByLabel(M.change.newPassword, { exact: true }).fill(changedTo);
  await change.getByLabel(M.change.confirmPassword).fill(changedTo);
  await change.getByRole('button', { name: M.change.submit }).click();
  await expect(change.getByText(M.change.wrongCurrent)).toBeVisible();
  await expect(change.getByLabel(M.change.current)).toBeFocused();
  expect(await signedInUser(phone.request)).not.toBeNull();
  await change.getByLabel(M.change.current).fill(resetTo);
  await change.getByRole('button', { name: M.change.submit }).click();
  await expect(notifications(page).getByText(M.change.done)).toBeVisible();
  await expect(change.getByLabel(M.change.current)).toHaveValue('');
  expect(await signedInUser(phone.request)).toBeNull();

  // This device stayed signed in. The phone signs in again and is signed out from the list.
  await signInViaApi(phone.request, user.email, changedTo);
  await page.reload();
  const devices = page.getByRole('list', { name: M.sessions.title });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').first()).toContainText(M.sessions.thisDevice);
  await expect(devices.getByRole('listitem').nth(1)).toContainText('Safari on iPhone');
  await expect(devices.getByRole('listitem').nth(1)).toContainText(M.sessions.activeToday);
  await devices.getByRole('button', { name: M.sessions.signOutOne('Safari on iPhone') }).click();
  const dialog = page.getByRole('dialog', { name: M.sessions.confirmOneTitle });
  await expect(dialog).toContainText(M.sessions.confirmOne('Safari on iPhone'));
  await dialog.getByRole('button', { name: M.sessions.signOut }).click();
  await expect(notifications(page).getByText(M.sessions.signedOutOne)).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices).toBeFocused();
  await expect(page.getByText(M.sessions.empty)).toBeVisible();
  expect(await signedInUser(phone.request)).toBeNull();
  expect(await signedInUser(desk.request)).not.toBeNull();

  await phone.close();
  await desk.close();
});
