/**
 * Leaving, as a person does it (decision 031): Settings → Account shows what deleting means and
 * offers a public memorial to someone first (offer sent, then withdrawn); the deletion asks for
 * the password (a wrong one is refused in place), signs the person out and names the day; signing
 * in again cancels it, which the dashboard says once. The card, the dialog and the receiver's page
 * pass axe.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DELETION_MSG } from '../../src/shared/messages.settings';
import type { TransferPreviewResponse } from '../../src/shared/schemas/account-deletion';
import { expect, newUser, notifications, signUpViaApi, test } from './fixtures';

async function expectNoAxeViolations(page: Page, where: string) {
  // Measured at rest, not under the pointer that just clicked a button.
  await page.mouse.move(0, 0);
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('delete my account in Settings, be signed out, sign in again and keep it', async ({ page }) => {
  test.setTimeout(60_000);
  const user = newUser();
  await signUpViaApi(page.request, user);
  const memorial = await page.request.post('/api/memorials', {
    data: { title: 'Margaret Ellis', description: 'She grew roses.', isPublic: true },
  });
  expect(memorial.status(), await memorial.text()).toBe(201);

  await page.goto('/settings?tab=account');
  const card = page.getByRole('heading', { name: DELETION_MSG.cardTitle });
  await expect(card).toBeVisible();
  await expect(page.getByText(DELETION_MSG.whatHappens[0])).toBeVisible();

  // Hand the public memorial on, then change one's mind.
  const heir = page.getByLabel(DELETION_MSG.transferEmailLabel('Margaret Ellis'));
  await heir.fill('daughter@example.com');
  await page.getByRole('button', { name: DELETION_MSG.transferSend }).click();
  await expect(
    notifications(page)
      .getByRole('listitem')
      .filter({ hasText: DELETION_MSG.transferSent('daughter@example.com') }),
  ).toBeVisible();
  await expect(page.getByText(/Offered to daughter@example\.com until/)).toBeVisible();
  await expectNoAxeViolations(page, 'settings account tab');
  await page.getByRole('button', { name: DELETION_MSG.transferWithdraw }).click();
  const withdraw = page.getByRole('dialog');
  await withdraw.getByRole('button', { name: DELETION_MSG.transferWithdraw }).click();
  await expect(withdraw).toBeHidden();
  await expect(heir).toBeVisible();

  // The confirmation: a wrong password is refused and nothing changes.
  await page.getByRole('button', { name: DELETION_MSG.openButton }).click();
  const dialog = page.getByRole('dialog', { name: DELETION_MSG.dialogTitle });
  await expect(dialog).toBeVisible();
  const password = dialog.getByLabel(DELETION_MSG.passwordLabel);
  await expect(password).toBeFocused();
  await password.fill('Not-my-password-1');
  await dialog.getByRole('button', { name: DELETION_MSG.confirmButton }).click();
  await expect(dialog.getByText(DELETION_MSG.wrongPassword)).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'delete account dialog');

  // The right one: signed out, told the day.
  await password.fill(user.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(
    notifications(page).getByRole('listitem').filter({ hasText: DELETION_MSG.requestedTitle }),
  ).toBeVisible();
  expect(await (await page.request.get('/api/session')).json()).toEqual({ user: null });

  // Signing in again cancels the deletion; the dashboard says so once.
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(user.email);
  await signIn.getByLabel('Password').fill(user.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: DELETION_MSG.cancelledNotice })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Margaret Ellis').first()).toBeVisible();
  await expect(page.getByText(DELETION_MSG.cancelledNotice)).toHaveCount(0);

  // The receiver's page of an offer (its answer given here: the real link is only in an email).
  const offer: TransferPreviewResponse = {
    memorialTitle: 'Margaret Ellis',
    fromName: user.displayName,
    expiresAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
  };
  await page.route('**/api/memorial-transfers/by-token/*', (route) => route.fulfill({ json: offer }));
  await page.goto(`/memorial-transfer/${'C'.repeat(43)}`);
  await expect(page.getByText(DELETION_MSG.acceptIntro(user.displayName, 'Margaret Ellis'))).toBeVisible();
  await expect(page.getByRole('button', { name: DELETION_MSG.acceptButton })).toBeVisible();
  await expectNoAxeViolations(page, 'memorial transfer page');
});
