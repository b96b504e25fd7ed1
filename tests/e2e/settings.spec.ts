/**
 * Journey: /profile and /settings (spec sections 2, 5 and 8; issue 15). The profile saved on
 * /profile ("Profile updated") and in Settings → Profile ("Success"), the dashboard greeting
 * following it, the validation toast, and the Notifications and Privacy toggles saved at once
 * and still set after a reload. The Account tab's cards have journeys of their own.
 */
import type { Page } from '@playwright/test';
import { MSG } from '../../src/shared/messages';
import { SETTINGS_MSG } from '../../src/shared/messages.settings';
import { axeViolations } from './axe';
import { expect, newUser, notifications, signUpViaApi, test } from './fixtures';

test.describe.configure({ timeout: 90_000 });

function toast(page: Page, title: string) {
  return notifications(page).getByRole('listitem').filter({ hasText: title }).first();
}

test('profile and settings: save the profile in both places, and the toggles stay set', async ({ page }) => {
  const user = newUser();
  await signUpViaApi(page.request, user);

  // /profile: the email cannot be changed here; the name can.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(user.email);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
  await expect(page.getByText(SETTINGS_MSG.profile.emailNote)).toBeVisible();
  for (const bullet of SETTINGS_MSG.profile.privacyBullets) await expect(page.getByText(bullet)).toBeVisible();

  const name = page.getByRole('textbox', { name: 'Display Name' });
  await name.fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, MSG.validation.title)).toContainText(MSG.validation.displayNameRequired);
  await expect(name).toBeFocused();
  await name.fill('Margaret Rose');
  await page.getByRole('textbox', { name: /About You/ }).fill('Remembering my mother, Ada.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, MSG.profile.savedTitle)).toContainText(MSG.profile.saved);

  // The dashboard greets with the new name.
  await page.goto('/dashboard');
  await expect(page.getByText(/Margaret Rose/).first()).toBeVisible();

  // Settings → Profile shows what was saved, and saves with the title "Success".
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /About You/ })).toHaveValue('Remembering my mother, Ada.');
  await page.getByRole('textbox', { name: 'Display Name' }).fill('Maggie');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, SETTINGS_MSG.profile.settingsSavedTitle)).toContainText(MSG.profile.saved);

  // Account: the email, read-only, and how to change it.
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\?tab=account$/);
  await expect(page.getByText(SETTINGS_MSG.account.emailNote)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Notifications: five toggles with the spec's defaults; a change is saved at once.
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const switches = page.getByRole('tabpanel').getByRole('switch');
  await expect(switches).toHaveCount(5);
  const updates = page.getByRole('switch', { name: 'Memorial updates' });
  await expect(updates).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Guestbook entries' })).toBeChecked();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/preferences') && r.request().method() === 'PATCH');
  await updates.click();
  expect((await saved).status()).toBe(200);
  await expect(updates).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);

  // Privacy: the visibility select and three toggles.
  await page.getByRole('tab', { name: 'Privacy' }).click();
  await page.getByRole('combobox', { name: 'Profile visibility' }).click();
  const visibilitySaved = page.waitForResponse((r) => r.url().endsWith('/api/preferences') && r.status() === 200);
  await page.getByRole('option', { name: SETTINGS_MSG.privacy.visibility.private }).click();
  await visibilitySaved;
  const indexing = page.getByRole('switch', { name: 'Let search engines list my public memorials' });
  await expect(indexing).toBeChecked();
  const indexingSaved = page.waitForResponse((r) => r.url().endsWith('/api/preferences') && r.status() === 200);
  await indexing.click();
  await indexingSaved;
  expect(await axeViolations(page)).toEqual([]);

  // After a reload, everything is as it was left.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Profile visibility' })).toContainText('Private');
  await expect(page.getByRole('switch', { name: 'Let search engines list my public memorials' })).not.toBeChecked();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('switch', { name: 'Memorial updates' })).toBeChecked();
});

test('a toggle the server refuses is put back, with the spec message', async ({ page }) => {
  await signUpViaApi(page.request, newUser());
  await page.goto('/settings?tab=notifications');
  const reminders = page.getByRole('switch', { name: 'Anniversary reminders' });
  await expect(reminders).toBeChecked();
  await page.route('**/api/preferences', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'Please try again.' } } })
      : route.fallback(),
  );
  await reminders.click();
  await expect(toast(page, 'Failed to update preferences')).toBeVisible();
  await expect(reminders).toBeChecked();
});
